/**
 * The one action behind every lead form page. A form works as a plain HTML post (success: a 303 to
 * /success, failure: the page again with its errors, status 400) and, with JavaScript, as a fetcher
 * post marked `_enhanced` (always answered 200 with JSON, so the browser can push analytics and
 * navigate itself, and a refused form never logs a failed request).
 */

import { data, redirect, type RouterContextProvider } from "react-router";
import { getClientIp, getServices, requireTenant } from "../platform/request-context.server.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { echoValues, leadSchema, leadSchemaInput, NOT_ECHOED, submissionFromEntries, tradeInStep, type FormActionData } from "./form-data.ts";
import { MESSAGES, type LeadForm } from "./lead-forms.ts";
import { admitLead } from "./lead-limits.server.ts";
import { formOptions, leadDepsFor, submitLead } from "./lead-service.server.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import { leadReceiptCookie } from "./lead-receipt.server.ts";
import { pagePath } from "../lib/page-path.ts";

export const RATE_LIMITED_MESSAGE = "You've sent several forms in a short time. Please wait a minute, then try again.";
export const CROSS_SITE_MESSAGE = "This form can only be sent from this website. Please reload the page and try again.";
/** The form token (form-token.server.ts) did not pass: what the shopper reads, by reason. */
export const FORM_TOKEN_MESSAGES = {
  missing: "This form could not be checked. Please reload the page and try again.",
  invalid: "This form could not be checked. Please reload the page and try again.",
  "too-fast": "That was quick! Please check your details, then send the form again.",
  expired: "This page has been open for a long time. Please check your details, then send the form again.",
} as const;

export interface FormPostOptions {
  /** Filed under this category / subcategory (e.g. the careers page's 'Careers'). */
  category?: string;
  subcategory?: string;
  /** Checks only the server can make before the lead is stored (e.g. the booking slot is still offered). */
  validate?: (submission: Record<string, unknown>, tenant: Tenant) => Record<string, string> | null;
  /** Where to go after an accepted submission (default /success?form=…&lead=…). */
  next?: (result: { leadId: string; submission: Record<string, unknown> }) => string;
}

/** The page a form was posted from, without single-fetch's `.data` suffix and control parameters. */
function pageUrl(request: Request): string {
  const url = new URL(request.url);
  url.pathname = pagePath(url);
  for (const p of ["_routes", "index"]) url.searchParams.delete(p);
  return url.toString();
}

/** A form page's action when the page posts one lead form with fixed options: `export const action = leadFormAction("finance")`. */
export function leadFormAction(form: LeadForm, options: FormPostOptions = {}) {
  return ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) => handleFormPost(request, context, form, options);
}

export async function handleFormPost(request: Request, context: Readonly<RouterContextProvider>, form: LeadForm, options: FormPostOptions = {}) {
  const tenant = requireTenant(context);
  const services = getServices(context);
  // The body was bounded (32 KB, counted while it streamed) and checked by the request guard (server/request-guard.ts).
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<FormActionData>({ ok: false, status: 400, error: MESSAGES.submitFailed, fieldErrors: {}, values: {} }, { status: 400 });
  }
  const enhanced = formData.get("_enhanced") === "1";
  const values = echoValues(formData);
  const fail = (status: number, error: string, fieldErrors: Record<string, string> = {}, headers?: HeadersInit) =>
    data<FormActionData>({ ok: false, status, error, fieldErrors, values }, { status: enhanced ? 200 : status, headers });

  if (!isSameOrigin(request)) return fail(403, CROSS_SITE_MESSAGE);
  const admitted = admitLead(services, tenant, getClientIp(context), formData.get("_form_token"), { requireToken: true });
  if (!admitted.ok && admitted.status === 429) return fail(429, RATE_LIMITED_MESSAGE, {}, { "Retry-After": String(admitted.retryAfterSeconds) });
  if (!admitted.ok) return fail(400, FORM_TOKEN_MESSAGES[admitted.token]);

  const submission = submissionFromEntries(formData);
  const url = pageUrl(request);
  const body: Record<string, unknown> = {
    ...submission,
    form,
    url,
    user_agent: request.headers.get("user-agent")?.slice(0, 500) ?? undefined,
    lead_attributes: submission.lead_attributes ?? { visited_pages: [new URL(url).pathname], linked_query_params: {} },
  };
  if (options.category) body.category = options.category;
  if (options.subcategory) body.subcategory ??= options.subcategory;

  const extra = options.validate?.(submission, tenant);
  if (extra && Object.keys(extra).length) return fail(400, MESSAGES.listHeading, extra);

  // The form's schema, as the browser checked it (a post without JavaScript is checked here first).
  // A filled-in honeypot or an unknown step is left to submitLead, which answers those its own way.
  const step = formData.get("step");
  if (!submission.company_website && (form !== "trade-in" || step === null || tradeInStep(step))) {
    const parsed = parseFormSubmission(formData, leadSchema(form, formOptions(tenant), tradeInStep(step)), {
      input: (entries) => leadSchemaInput(form, { ...submissionFromEntries(entries), ...(options.category ? { category: options.category } : {}) }),
      error: MESSAGES.listHeading,
      omit: NOT_ECHOED,
    });
    if (!parsed.ok) return fail(parsed.status, parsed.error, parsed.fieldErrors);
  }

  let result;
  try {
    result = await submitLead(leadDepsFor(services, tenant), body);
  } catch (err) {
    // The error itself, never the submission: the logger's serializer keeps a database error to its SQLSTATE and names.
    services.logger.error({ err, tenant: tenant.slug, form }, "form lead submission failed");
    return fail(500, MESSAGES.submitFailed);
  }
  if (!result.ok) return fail(result.status, result.fieldErrors && Object.keys(result.fieldErrors).length ? MESSAGES.listHeading : result.error, result.fieldErrors ?? {});

  const redirectTo = options.next?.({ leadId: result.leadId, submission }) ?? `/success?${new URLSearchParams({ form, lead: result.leadId })}`;
  const headers = { "Set-Cookie": leadReceiptCookie(request, result.leadId) };
  if (enhanced) return data<FormActionData>({ ok: true, leadId: result.leadId, redirectTo }, { headers });
  throw redirect(redirectTo, { status: 303, headers });
}
