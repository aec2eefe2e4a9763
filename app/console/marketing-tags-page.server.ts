/**
 * /dealer/settings/tags (issue 16, ADR 049): the dealer's marketing tags, saved into the tenant document like every
 * settings screen (checked by the same schema as the operator API, audited).
 */

import { data, redirect, type RouterContextProvider } from "react-router";
import { formFailure, parseFormSubmission } from "../lib/form-submission.ts";
import { getServices } from "../platform/request-context.server.ts";
import { changedFields } from "../staff/audit-log.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import type { TenantDocument } from "../tenants/tenant-document.ts";
import { formToMarketingTags, marketingTagsFormSchema, marketingTagsIssueField, marketingTagsToForm } from "./marketing-tags-form.ts";
import { editTenantDocument } from "./tenant-edit.server.ts";

type Context = Readonly<RouterContextProvider>;
const FIX = "Please fix the following errors:";

export async function marketingTagsSettingsData(context: Context, request: Request) {
  const { tenant } = await requireStaff(context, request, "settings.write");
  return { dealerName: tenant.name, values: marketingTagsToForm(tenant), saved: new URL(request.url).searchParams.has("saved") };
}

export async function marketingTagsSettingsAction(context: Context, request: Request) {
  const user = await requireStaffAction(context, request, "settings.write");
  const form = [...(await request.formData())];
  const parsed = parseFormSubmission(form, marketingTagsFormSchema);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const result = await editTenantDocument(getServices(context), user.tenant, user.actor, {
    change: (doc) => formToMarketingTags(doc, parsed.data),
    fieldOf: marketingTagsIssueField,
    audit: (before, after) => {
      const view = (doc: TenantDocument) => marketingTagsToForm(doc);
      const diff = changedFields(view(before), view(after));
      return diff && { action: "settings.update", subject: "Marketing tags", ...diff };
    },
  });
  if (!result.ok) return data(formFailure(form, result.problems.join(" ") || FIX, { fieldErrors: result.fieldErrors }), { status: 400 });
  throw redirect("/dealer/settings/tags?saved=1");
}
