/**
 * The console's stock import (issue 14, ADR 042, /dealer/stock/import): upload a CSV feed, read its report, confirm or
 * discard a held import, look back at past imports, and save the tenant's column mapping. The import itself is the
 * stock domain's engine; this module gives it the audit log and the change notice (`stockImportDeps`), which the
 * operator API and the scheduled pull use too.
 */

import type { RegisteredServices } from "../platform/contexts.ts";
import { formFailure, parseFormSubmission, type FormFailure } from "../lib/form-submission.ts";
import { shortDateTimeIn } from "../lib/time-zones.ts";
import { recordAudit, changedFields, type AuditActor } from "../staff/audit-log.server.ts";
import type { ConsoleUser } from "../staff/console-session.server.ts";
import { FEED_FIELD_LABELS, PRESET_COLUMNS, presetHeader } from "../stock/feed-import/column-mapping.ts";
import { STOCK_FEED_MAX_BYTES } from "../stock/feed-import/feed-csv.ts";
import { FEED_VEHICLE_KEYS, FIELD_OF_KEY } from "../stock/feed-import/feed-row.ts";
import { confirmStockImport, discardStockImport, importStockFeed, type FeedPhotoResolver, type ImportDeps } from "../stock/feed-import/import-engine.server.ts";
import type { ImportActor, ImportReport, ImportSource, ImportStatus } from "../stock/feed-import/import-report.ts";
import { findImport, listImports } from "../stock/feed-import/import-store.server.ts";
import type { VehicleFeedRecord } from "../stock/stock-store.server.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { dealerTimeZone } from "../tenants/dealer-clock.ts";
import { FEED_FIELDS, FEED_PRESETS, type FeedPreset } from "../tenants/tenant-document.ts";
import { updateTenantDocument } from "../tenants/tenant-store.server.ts";
import { jsonEqual } from "../lib/json-equal.ts";
import { importDecisionSchema, importSettingsSchema, importUploadSchema, settingsFormDefaults, settingsFromForm } from "./stock-import-forms.ts";

type Services = RegisteredServices;

/** The audit log and the change notice for an import, as every way in gives them to the engine. */
export function stockImportDeps(services: Services, photos?: FeedPhotoResolver): ImportDeps {
  return {
    photos,
    changed: (tenant) => services.changed({ tenant, kind: "stock" }),
    audit: (tenantId, actor, entry) => {
      // The audit log knows staff, API keys and the operator; the scheduled pull writes as the platform.
      const who: AuditActor = actor.kind === "system" ? { kind: "operator", id: null, name: actor.name } : { kind: actor.kind, id: actor.id, name: actor.name };
      return recordAudit(services.database.db, tenantId, who, entry);
    },
  };
}

export const PRESET_LABELS: Record<FeedPreset, string> = { au_dms: "Australian DMS export", generic: "Generic CSV (operator API field names)" };
const SOURCE_LABELS: Record<ImportSource, string> = { console: "Upload", api: "Operator API", pull: "Scheduled pull" };

export type ImportSummary = {
  id: number;
  when: string;
  source: string;
  filename: string | null;
  by: string;
  status: ImportStatus;
  report: ImportReport;
  decided: string | null;
};

function summary(row: Awaited<ReturnType<typeof listImports>>["rows"][number], timeZone: string): ImportSummary {
  return {
    id: row.id,
    when: shortDateTimeIn(row.createdAt, timeZone),
    source: SOURCE_LABELS[row.source],
    filename: row.filename,
    by: row.actorName,
    status: row.status,
    report: row.report,
    decided: row.decidedAt ? `${shortDateTimeIn(row.decidedAt, timeZone)} by ${row.decidedBy ?? "someone"}` : null,
  };
}

/** A report's id from the address (`?report=12`). */
function reportParam(url: URL): number | null {
  const raw = url.searchParams.get("report");
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** Everything the import page shows. */
export async function stockImportPageData(services: Services, user: ConsoleUser, url: URL) {
  const db = services.database.db;
  const timeZone = dealerTimeZone(user.tenant);
  const reportId = reportParam(url);
  const [history, shown] = await Promise.all([listImports(db, user.tenant.id, 20), reportId === null ? null : findImport(db, user.tenant.id, reportId)]);
  const rows = history.rows.map((r) => summary(r, timeZone));
  const settings = user.tenant.config.stock_import;
  return {
    dealerName: user.tenant.name,
    canWrite: user.can("stock.write"),
    maxBytes: STOCK_FEED_MAX_BYTES,
    held: rows.find((r) => r.status === "held") ?? null,
    shown: shown ? summary(shown, timeZone) : null,
    history: rows,
    total: history.total,
    settings: {
      preset: settings.preset,
      ownColumns: Object.keys(settings.mapping).length,
      guardPercent: settings.removal_guard_percent,
      defaults: settingsFormDefaults(settings),
    },
    presets: FEED_PRESETS.map((p) => ({ value: p, label: PRESET_LABELS[p] })),
    fields: FEED_FIELDS.map((f) => ({ field: f, label: FEED_FIELD_LABELS[f], headers: Object.fromEntries(FEED_PRESETS.map((p) => [p, presetHeader(p, f)])) as Record<FeedPreset, string | null> })),
    presetColumns: Object.fromEntries(FEED_PRESETS.map((p) => [p, FEED_FIELDS.map((f) => PRESET_COLUMNS[p][f]?.[0]).filter(Boolean)])) as Record<FeedPreset, string[]>,
  };
}

export type StockImportPageData = Awaited<ReturnType<typeof stockImportPageData>>;

export type StockImportActionResult =
  | { ok: true; redirect: string }
  | { ok: true; saved: true }
  | (FormFailure & { form: "upload" | "settings" | "decision" });

const actorOf = (user: ConsoleUser): ImportActor => ({ kind: "staff", id: user.actor.id, name: user.actor.name });

/** The page's posts: an upload, a decision on a held import, or the column mapping. */
export async function stockImportAction(services: Services, user: ConsoleUser, form: FormData): Promise<StockImportActionResult> {
  const db = services.database.db;
  const intent = form.get("intent");
  if (intent === "upload") {
    const checked = parseFormSubmission(form, importUploadSchema);
    if (!checked.ok) return { ...checked, form: "upload" };
    const file = form.get("feed");
    const problem =
      !file || typeof file === "string" || (file.size === 0 && file.name === "")
        ? "Choose the CSV file to import"
        : file.size > STOCK_FEED_MAX_BYTES
          ? "The file is larger than 20 MB, the most an import can be"
          : null;
    if (problem || !file || typeof file === "string") return { ...formFailure(form, "Please fix the following errors:", { fieldErrors: { feed: problem ?? "" } }), form: "upload" };
    const outcome = await importStockFeed(
      db,
      user.tenant,
      { bytes: new Uint8Array(await file.arrayBuffer()), source: "console", filename: file.name.split(/[\\/]/).pop()?.slice(0, 200) || "upload.csv", actor: actorOf(user), mapping: checked.data.mapping },
      stockImportDeps(services),
    );
    return { ok: true, redirect: `/dealer/stock/import?report=${outcome.id}` };
  }
  if (intent === "confirm" || intent === "discard") {
    const checked = parseFormSubmission(form, importDecisionSchema);
    if (!checked.ok) return { ...checked, form: "decision" };
    const { id } = checked.data;
    const done = intent === "confirm" ? await confirmStockImport(db, user.tenant, id, actorOf(user), stockImportDeps(services)) : await discardStockImport(db, user.tenant, id, actorOf(user));
    if (!done) return { ...formFailure(form, "This import is no longer held: it was confirmed, discarded or replaced by a newer import.", { status: 409 }), form: "decision" };
    return { ok: true, redirect: `/dealer/stock/import?report=${id}` };
  }
  const checked = parseFormSubmission(form, importSettingsSchema);
  if (!checked.ok) return { ...checked, form: "settings" };
  const result = await updateTenantDocument(db, user.tenant.slug, (doc) => {
    const next = settingsFromForm(checked.data, doc.config.stock_import);
    return jsonEqual(next, doc.config.stock_import) ? null : { ...doc, config: { ...doc.config, stock_import: next } };
  });
  if (result) {
    const diff = changedFields(result.before.config.stock_import as unknown as Record<string, unknown>, result.after.config.stock_import as unknown as Record<string, unknown>);
    if (diff) await recordAudit(db, user.tenant.id, user.actor, { action: "settings.stock_import", subject: "Stock import columns", ...diff });
    await services.changed({ tenant: user.tenant.slug, kind: "tenant" });
  }
  return { ok: true, saved: true };
}

/** Which of a vehicle's fields the feed owns (the feed's value is what it has), and which a person changed since. */
export function feedOwnership(vehicle: Vehicle, feed: VehicleFeedRecord | null, keepPrice: boolean): { owned: string[]; edited: string[] } | null {
  if (!feed) return null;
  const kept = new Set(["images", "dealercomments", ...(keepPrice ? ["price", "price_type"] : [])]);
  const owned = new Set<string>();
  const edited = new Set<string>();
  for (const key of FEED_VEHICLE_KEYS) {
    if (!(key in feed.written)) continue;
    const label = key === "images" ? "Photos" : key === "price" ? "Price" : FEED_FIELD_LABELS[FIELD_OF_KEY[key]];
    if (kept.has(key) && !jsonEqual(vehicle[key], feed.written[key])) edited.add(label);
    else owned.add(label);
  }
  for (const e of edited) owned.delete(e);
  return { owned: [...owned], edited: [...edited] };
}
