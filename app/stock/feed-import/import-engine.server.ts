import type { Db } from "../../db/client.server.ts";
import { jsonEqual } from "../../lib/json-equal.ts";
import type { FeedPreset, StockImportSettings, Tenant } from "../../tenants/tenant-document.ts";
import { FEED_PRESETS } from "../../tenants/tenant-document.ts";
import { feedStockState, writeFeedVehicles, type FeedStockRow, type VehicleFeedRecord } from "../stock-store.server.ts";
import { deriveVehicleSlug, vehicleSchema, type Vehicle } from "../vehicle-schema.ts";
import { withStatus } from "../vehicle-status.ts";
import { FEED_FIELD_LABELS, resolveMapping } from "./column-mapping.ts";
import { parseFeed, parseFeedText, type FeedEncoding, type ParsedCsv } from "./feed-csv.ts";
import { FIELD_OF_KEY, convertRow, type FeedFields, type FeedVehicleKey } from "./feed-row.ts";
import { MAX_LISTED, emptyReport, type ImportActor, type ImportProblem, type ImportReport, type ImportSource, type ImportStatus } from "./import-report.ts";
import { claimHeldImport, recordImport, supersedeHeldImports, updateImportReport } from "./import-store.server.ts";

/**
 * The stock feed import (issue 14, ADR 042): a CSV file → the tenant's stock. Rows are matched to stored vehicles by
 * stock number, else VIN; bad rows are skipped and reported; feed vehicles missing from the file are marked sold; an
 * import that would mark more than the tenant's share sold is held for a person. Every import is kept with its report.
 */

/**
 * Turns a vehicle's photo URLs from the feed into its images (the scheduled pull's resolver downloads and stores them;
 * app/stock/feed-photos.server.ts). `fetched`: how many it downloaded.
 */
export type FeedPhotoResolver = (tenantId: number, urls: string[]) => Promise<{ images: { url: string }[]; problems: { url: string; message: string }[]; fetched: number }>;

/** The default resolver: the feed's URLs are the images (the vehicle schema allows absolute image URLs). */
export const keepPhotoUrls: FeedPhotoResolver = async (_tenantId, urls) => ({ images: urls.map((url) => ({ url })), problems: [], fetched: 0 });

/** `mapping`: read with the tenant's saved mapping (default) or with a preset's columns only. */
export type ImportInput = { bytes: Uint8Array; source: ImportSource; filename?: string; actor: ImportActor; mapping?: "saved" | FeedPreset };

export interface ImportDeps {
  photos?: FeedPhotoResolver;
  /** Tells every process the tenant's stock changed (services.changed({ tenant, kind: "stock" })). */
  changed?: (tenantSlug: string) => Promise<void>;
  /** Writes the tenant's audit log (recordAudit of app/staff/audit-log.server.ts). */
  audit?: (tenantId: number, actor: ImportActor, entry: { action: string; subject: string; after: unknown }) => Promise<void>;
  now?: () => Date;
}

export type ImportOutcome = { id: number; status: ImportStatus; report: ImportReport };

type Options = { mapping: "saved" | FeedPreset };

/** The settings an import reads with: the tenant's, or a preset's columns without the tenant's own names. */
function settingsFor(tenant: Tenant, options: Options): StockImportSettings {
  const saved = tenant.config.stock_import;
  return options.mapping === "saved" ? saved : { ...saved, preset: options.mapping, mapping: {} };
}

export async function importStockFeed(db: Db, tenant: Tenant, input: ImportInput, deps: ImportDeps = {}): Promise<ImportOutcome> {
  const options: Options = { mapping: input.mapping && (FEED_PRESETS as readonly string[]).includes(input.mapping) ? input.mapping : "saved" };
  const parsed = parseFeed(input.bytes);
  const now = deps.now?.() ?? new Date();
  const settings = settingsFor(tenant, options);
  const result = await runImport(db, tenant, parsed, settings, deps, now, false);
  const held = result.status === "held" && parsed.ok ? { text: decodedText(input.bytes, parsed.encoding), options: { ...options, encoding: parsed.encoding } } : undefined;
  const id = await recordImport(db, tenant.id, { source: input.source, filename: input.filename ?? null, actor: input.actor, status: result.status, report: result.report, held }, now);
  if (result.status !== "failed") await supersedeHeldImports(db, tenant.id, id, now);
  if (result.status === "applied") await announce(tenant, input.actor, result.report, input.filename ?? input.source, deps);
  return { id, ...result };
}

/** Applies a held import as it would have been without the guard, against the stock as it is now. */
export async function confirmStockImport(db: Db, tenant: Tenant, id: number, actor: ImportActor, deps: ImportDeps = {}): Promise<ImportOutcome | null> {
  const now = deps.now?.() ?? new Date();
  const held = await claimHeldImport(db, tenant.id, id, "confirmed", actor.name, now);
  if (!held) return null;
  const options: Options = { mapping: (FEED_PRESETS as readonly string[]).includes(String(held.options.mapping)) ? (held.options.mapping as FeedPreset) : "saved" };
  const encoding = held.options.encoding === "windows-1252" ? "windows-1252" : "utf-8";
  try {
    const result = await runImport(db, tenant, parseFeedText(held.text, encoding), settingsFor(tenant, options), deps, now, true);
    const status: ImportStatus = result.status === "failed" ? "failed" : "confirmed";
    await updateImportReport(db, tenant.id, id, result.report, status);
    if (status === "confirmed") await announce(tenant, actor, result.report, `held import ${id}`, deps);
    return { id, status, report: result.report };
  } catch (err) {
    await updateImportReport(db, tenant.id, id, { ...emptyReport(tenant.config.stock_import.removal_guard_percent), reason: "The import failed while it was applied: nothing was changed." }, "failed");
    throw err;
  }
}

/** Discards a held import: nothing of it is applied. False when it is not held (any more). */
export async function discardStockImport(db: Db, tenant: Tenant, id: number, actor: ImportActor, deps: Pick<ImportDeps, "now"> = {}): Promise<boolean> {
  return (await claimHeldImport(db, tenant.id, id, "discarded", actor.name, deps.now?.() ?? new Date())) !== null;
}

function decodedText(bytes: Uint8Array, encoding: FeedEncoding): string {
  const text = new TextDecoder(encoding).decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

async function announce(tenant: Tenant, actor: ImportActor, report: ImportReport, what: string, deps: ImportDeps) {
  if (!report.created && !report.updated && !report.removed) return;
  await deps.audit?.(tenant.id, actor, {
    action: "stock.import",
    subject: `Stock feed ${what}: ${report.created} added, ${report.updated} updated, ${report.removed} marked sold`.slice(0, 300),
    after: { rows: report.rows, created: report.created, updated: report.updated, unchanged: report.unchanged, removed: report.removed, bad: report.bad },
  });
  await deps.changed?.(tenant.slug);
}

const stockKey = (s: string) => s.trim().toLowerCase();
const vinKey = (s: string) => s.replace(/\s+/g, "").toUpperCase();
const INACTIVE: readonly Vehicle["status"][] = ["sold", "archived"];

/** Fields a person's console edit keeps over the feed's value (photo order, comments; the price where the tenant says). */
function keptFields(settings: StockImportSettings): Set<string> {
  return new Set(["images", "dealercomments", ...(settings.keep_console.price ? ["price", "price_type"] : [])]);
}

/** The feed's photos in the order a person put them in; photos new in the feed follow in the feed's order. */
function inPersonOrder(person: Vehicle["images"], feed: Vehicle["images"]): Vehicle["images"] {
  const rank = new Map(person.map((img, i) => [img.url, i]));
  return [...feed].sort((a, b) => (rank.get(a.url) ?? Infinity) - (rank.get(b.url) ?? Infinity));
}

type Planned = { line: number; row: FeedFields; photoUrls: string[] | null; existing: FeedStockRow | null; key: string };

async function runImport(db: Db, tenant: Tenant, parsed: ParsedCsv, settings: StockImportSettings, deps: ImportDeps, now: Date, force: boolean): Promise<{ status: ImportStatus; report: ImportReport }> {
  const report = emptyReport(settings.removal_guard_percent);
  report.preset = settings.preset;
  if (!parsed.ok) return { status: "failed", report: { ...report, reason: `${parsed.reason} Nothing was changed.` } };
  report.encoding = parsed.encoding;
  report.delimiter = parsed.delimiter === "\t" ? "tab" : parsed.delimiter;
  const { columns, missing } = resolveMapping(parsed.header, settings);
  if (missing.length) {
    const names = missing.map((f) => (f === "stocknum" ? "Stock number or VIN" : FEED_FIELD_LABELS[f])).join(", ");
    return { status: "failed", report: { ...report, reason: `No recognisable stock feed header: ${names} not found in the first line. Nothing was changed.` } };
  }
  const columnName = (field: string) => {
    const i = columns[field as keyof typeof columns];
    return i === undefined ? "" : (parsed.header[i] ?? "");
  };
  const keyColumn = (key: string) => columnName(FIELD_OF_KEY[key as FeedVehicleKey] ?? "");
  const bad = (p: ImportProblem) => {
    report.bad++;
    if (report.badRows.length < MAX_LISTED) report.badRows.push(p);
  };
  const warn = (p: ImportProblem) => {
    report.warningCount++;
    if (report.warnings.length < MAX_LISTED) report.warnings.push(p);
  };
  for (const p of parsed.problems) bad(p);
  report.rows = parsed.records.length + parsed.problems.length;

  const stored = await feedStockState(db, tenant.id);
  const byStock = new Map<string, FeedStockRow>();
  const byVin = new Map<string, FeedStockRow>();
  for (const r of stored) {
    if (r.data.stocknum) byStock.set(stockKey(r.data.stocknum), r);
    if (r.data.vin) byVin.set(vinKey(r.data.vin), r);
  }
  const match = (stocknum: string | null | undefined, vin: string | null | undefined) =>
    (stocknum ? byStock.get(stockKey(stocknum)) : undefined) ?? (vin ? byVin.get(vinKey(vin)) : undefined) ?? null;

  // Rows → fields; a bad row still keeps its vehicle from being marked sold.
  const present = new Set<number>();
  const lineOfKey = new Map<string, number>();
  const lineOfVehicle = new Map<number, number>();
  const planned: Planned[] = [];
  for (const record of parsed.records) {
    const values: Partial<Record<keyof typeof columns, string>> = {};
    for (const [field, i] of Object.entries(columns)) values[field as keyof typeof columns] = record.values[i] ?? "";
    const row = convertRow(values, settings, tenant.locations);
    const existing = match(row.fields.stocknum ?? values.stocknum, row.fields.vin ?? values.vin);
    if (existing) present.add(existing.id);
    const problems = row.problems.map((p) => ({ line: record.line, column: columnName(p.field), message: `${FEED_FIELD_LABELS[p.field]} ${p.message}` }));
    const key = row.fields.stocknum ? `s:${stockKey(row.fields.stocknum)}` : `v:${vinKey(row.fields.vin ?? "")}`;
    if (!problems.length && lineOfKey.has(key))
      problems.push({ line: record.line, column: columnName(row.fields.stocknum ? "stocknum" : "vin"), message: `${row.fields.stocknum ? `Stock number ${row.fields.stocknum}` : `VIN ${row.fields.vin}`} is also on line ${lineOfKey.get(key)}: this row was skipped` });
    if (!problems.length && existing && lineOfVehicle.has(existing.id))
      problems.push({ line: record.line, column: columnName("vin"), message: `Matches the same vehicle as line ${lineOfVehicle.get(existing.id)}: this row was skipped` });
    if (problems.length) {
      problems.forEach(bad);
      if (problems.length > 1) report.bad -= problems.length - 1; // one bad row, however many problems it has
      continue;
    }
    for (const w of row.warnings) warn({ line: record.line, column: columnName(w.field), message: w.message });
    lineOfKey.set(key, record.line);
    if (existing) lineOfVehicle.set(existing.id, record.line);
    planned.push({ line: record.line, row: row.fields, photoUrls: row.photoUrls, existing, key: row.fields.stocknum ?? row.fields.vin ?? "" });
  }

  // The guard: feed vehicles no longer in the feed are marked sold, unless that is too large a share of the stock.
  const active = stored.filter((r) => !INACTIVE.includes(r.data.status));
  const removals = active.filter((r) => r.feed !== null && !present.has(r.id));
  report.removed = removals.length;
  report.removalPercent = active.length ? Math.round((removals.length / active.length) * 1000) / 10 : 0;
  if (!force && removals.length > 0 && report.removalPercent > settings.removal_guard_percent) {
    const n = (x: number) => x.toLocaleString("en-AU");
    report.reason = `This import would mark ${n(removals.length)} of ${n(active.length)} vehicles sold (${report.removalPercent}%, more than the ${settings.removal_guard_percent}% allowed): it is held until a person confirms or discards it. Nothing was changed.`;
    return { status: "held", report };
  }

  const resolve = deps.photos ?? keepPhotoUrls;
  const kept = keptFields(settings);
  const nowIso = now.toISOString();
  let nextId = stored.reduce((m, r) => Math.max(m, r.id), 0) + 1;
  const creates: { vehicle: Vehicle; feed: VehicleFeedRecord }[] = [];
  const updates: { vehicle: Vehicle; feed: VehicleFeedRecord }[] = [];
  for (const p of planned) {
    const prev = p.existing?.feed ?? null;
    const fields: Record<string, unknown> = { ...p.row };
    if (p.photoUrls !== null) {
      if (prev && jsonEqual(prev.photo_urls, p.photoUrls) && Array.isArray(prev.written.images)) fields.images = prev.written.images;
      else {
        const photos = p.photoUrls.length ? await resolve(tenant.id, p.photoUrls) : { images: [], problems: [], fetched: 0 };
        fields.images = photos.images;
        report.photos.fetched += photos.fetched;
        for (const problem of photos.problems) {
          report.photos.problemCount++;
          if (report.photos.problems.length < MAX_LISTED) report.photos.problems.push({ line: p.line, ...problem });
        }
      }
    }
    const { status, status_original, ...owned } = fields as FeedFields & Record<string, unknown>;
    const base: Record<string, unknown> = p.existing ? structuredClone(p.existing.data) : { id: nextId, created_at: nowIso, car_type: "used", status: "in_stock" };
    for (const [k, value] of Object.entries(owned)) {
      const personEdited = p.existing && prev && kept.has(k) && k in prev.written && !jsonEqual(p.existing.data[k as keyof Vehicle], prev.written[k]);
      if (!personEdited) base[k] = value;
      else if (k === "images") base.images = inPersonOrder(p.existing!.data.images, value as Vehicle["images"]);
    }
    let draft = base as unknown as Vehicle;
    if (status) {
      draft = withStatus(draft, status, now.getTime());
      if (status_original) draft.status_original = status_original;
      else delete draft.status_original;
    }
    const written: Record<string, unknown> = { ...owned, ...(status ? { status } : {}), ...(status_original ? { status_original } : {}) };
    const feed: VehicleFeedRecord = { key: p.key, written, photo_urls: p.photoUrls };
    if (p.existing) {
      const { updated_at: _a, ...before } = p.existing.data;
      const { updated_at: _b, ...after } = draft;
      if (jsonEqual(before, after)) {
        report.unchanged++;
        if (!jsonEqual(prev, feed)) updates.push({ vehicle: p.existing.data, feed });
        continue;
      }
      draft = { ...draft, updated_at: nowIso };
    }
    const checked = vehicleSchema.safeParse(draft);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      bad({ line: p.line, column: keyColumn(String(issue.path[0] ?? "")), message: `${String(issue.path.join(".") || "vehicle")} ${issue.message}` });
      continue;
    }
    const vehicle: Vehicle = { ...checked.data, slug: checked.data.slug ?? deriveVehicleSlug(checked.data) };
    if (p.existing) {
      report.updated++;
      updates.push({ vehicle, feed });
    } else {
      report.created++;
      nextId++;
      creates.push({ vehicle, feed });
    }
  }
  for (const r of removals) {
    const { updated_at: _u, ...rest } = r.data;
    updates.push({ vehicle: { ...withStatus(rest as Vehicle, "sold", now.getTime()), updated_at: nowIso }, feed: r.feed! });
  }
  await writeFeedVehicles(db, tenant.id, creates, updates, now);
  return { status: force ? "confirmed" : "applied", report };
}
