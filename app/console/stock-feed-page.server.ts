/**
 * /dealer/settings/stock-feed (issue 14, ADR 043): the scheduled pull's settings (saved into the tenant document like
 * every settings screen, audited) and what the last pulls did; "Pull now" makes the feed due at the next sweep.
 */

import { data, redirect, type RouterContextProvider } from "react-router";
import { formFailure, parseFormSubmission } from "../lib/form-submission.ts";
import { shortDateTimeIn, timeZoneOfState } from "../lib/time-zones.ts";
import { getServices } from "../platform/request-context.server.ts";
import { changedFields, recordAudit } from "../staff/audit-log.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { requestStockFeedPull, stockFeedState, type PullStatus } from "../stock/feed-pull.server.ts";
import { primaryLocation, type Tenant, type TenantDocument } from "../tenants/tenant-document.ts";
import { auditView } from "./document-fields.ts";
import { formToStockFeed, stockFeedFormSchema, stockFeedIntentSchema, stockFeedIssueField, stockFeedToForm } from "./stock-feed-form.ts";
import { editTenantDocument } from "./tenant-edit.server.ts";

type Context = Readonly<RouterContextProvider>;
const FIX = "Please fix the following errors:";

const DUE_NOW = "Within a minute";
const STATUS_LABELS: Record<PullStatus, string> = { imported: "Imported", unchanged: "No change", held: "Held for confirmation", failed: "Failed" };

export type StockFeedStatusView = {
  enabled: boolean;
  lastChecked: string | null;
  nextPull: string | null;
  status: PullStatus | null;
  statusLabel: string | null;
  message: string | null;
  lastImported: string | null;
  /** The last import's report in the console, when the import kept one. */
  reportHref: string | null;
  running: boolean;
};

/** Where the console shows the import report of `id` (the import page, /dealer/stock/import?report=12). */
export const importReportHref = (id: string) => `/dealer/stock/import?${new URLSearchParams({ report: id })}`;

async function statusView(tenant: Tenant, db: Parameters<typeof stockFeedState>[0], now: Date): Promise<StockFeedStatusView> {
  const zone = timeZoneOfState(primaryLocation(tenant)?.address.state);
  const when = (d: Date | null) => (d ? shortDateTimeIn(d, zone) : null);
  const state = await stockFeedState(db, tenant.id, now);
  const enabled = tenant.config.stock_feed.enabled && tenant.config.stock_feed.url !== null;
  return {
    enabled,
    lastChecked: when(state?.lastCheckedAt ?? null),
    // Due already (or never pulled): the next sweep takes it, within a minute or so.
    nextPull: !enabled ? null : !state?.nextDueAt || state.nextDueAt <= now ? DUE_NOW : when(state.nextDueAt),
    status: state?.status ?? null,
    statusLabel: state?.status ? STATUS_LABELS[state.status] : null,
    message: state?.message ?? null,
    lastImported: when(state?.lastImportedAt ?? null),
    reportHref: state?.lastImportId ? importReportHref(state.lastImportId) : null,
    running: state?.running ?? false,
  };
}

export async function stockFeedSettingsData(context: Context, request: Request) {
  const { tenant } = await requireStaff(context, request, "settings.write");
  const params = new URL(request.url).searchParams;
  const now = new Date();
  const status = await statusView(tenant, getServices(context).database.db, now);
  // "Will be pulled" only while it is still to come: once the pull has run, the page shows its result instead.
  const pending = status.running || status.nextPull === DUE_NOW;
  return {
    dealerName: tenant.name,
    values: stockFeedToForm(tenant),
    notice: params.has("saved") ? ("saved" as const) : params.has("pull") && pending ? ("pull" as const) : null,
    status,
  };
}

export async function stockFeedSettingsAction(context: Context, request: Request) {
  const user = await requireStaffAction(context, request, "settings.write");
  const services = getServices(context);
  const form = [...(await request.formData())];
  const intent = stockFeedIntentSchema.parse(form.find(([k]) => k === "intent")?.[1]);
  if (intent === "pull") {
    const feed = user.tenant.config.stock_feed;
    // The settings form keeps the stored values (the post carried only the button).
    if (!feed.enabled || !feed.url) return data(formFailure(Object.entries(stockFeedToForm(user.tenant)), "Switch the scheduled pull on and save its address first."), { status: 400 });
    await requestStockFeedPull(services.database.db, user.tenant.id);
    await recordAudit(services.database.db, user.tenant.id, user.actor, { action: "stock_feed.pull", subject: "Stock feed" });
    throw redirect("/dealer/settings/stock-feed?pull=1");
  }
  const parsed = parseFormSubmission(form, stockFeedFormSchema);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const result = await editTenantDocument(services, user.tenant, user.actor, {
    change: (doc) => formToStockFeed(doc, parsed.data),
    fieldOf: stockFeedIssueField,
    audit: (before, after) => {
      const view = (doc: TenantDocument) => auditView(stockFeedToForm(doc), ["enabled"]);
      const diff = changedFields(view(before), view(after));
      return diff && { action: "settings.update", subject: "Stock feed", ...diff };
    },
  });
  if (!result.ok) return data(formFailure(form, result.problems.join(" ") || FIX, { fieldErrors: result.fieldErrors }), { status: 400 });
  throw redirect("/dealer/settings/stock-feed?saved=1");
}
