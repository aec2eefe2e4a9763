/**
 * The console's stock screens on the server (issue 11): the list with its filters, the quality list, and every change
 * staff make to stock — edit, add by hand, status actions and bulk actions. Each change is stored through the stock
 * store (re-validated by the operator schema), recorded in the audit log with the fields that changed, and announced
 * with `services.changed`, so the public site shows it at once in every process.
 */

import type { RegisteredServices } from "../platform/contexts.ts";
import { shiftDay } from "../platform/analytics-batch.ts";
import { vehicleMetricSinceSql, windowTotalsSql } from "../platform/analytics-store.server.ts";
import { formFailure, parseFormSubmission, type FormFailure } from "../lib/form-submission.ts";
import { recordAudit, changedFields } from "../staff/audit-log.server.ts";
import type { ConsoleUser } from "../staff/console-session.server.ts";
import { listingFacts, listingQuality, type ListingQuality } from "../stock/listing-quality.ts";
import { changedPrice, describeRefusal, planPriceChange } from "../stock/price-change.ts";
import { BULK_DONE, bulkFormInput, bulkPriceChange, stockBulkSchema, type BulkAction } from "../stock/stock-bulk-form.ts";
import { STOCK_PAGE_SIZE, parseStockListQuery, type StockListQuery } from "../stock/stock-list-query.ts";
import {
  VehicleInvalidError,
  createVehicle,
  findVehicleById,
  findVehiclesByIds,
  listStockPage,
  stockMakes,
  stockQualitySummary,
  stockStatusCounts,
  updateVehicle,
  updateVehicles,
  vehicleFeedRecord,
  type StockListRow,
} from "../stock/stock-store.server.ts";
import { feedOwnership } from "./stock-import.server.ts";
import { problemsAsFieldErrors, vehicleFormDefaults, vehicleFormSchema, type VehicleFormValues } from "../stock/vehicle-form.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";
import { dealerTimeZone, dealerToday } from "../tenants/dealer-clock.ts";
import { primaryLocation } from "../tenants/tenant-document.ts";
import { mediumDateIn } from "../lib/time-zones.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { STATUS_ACTIONS, STATUS_ACTION_LABELS, applyStatusAction, availableStatusActions, withStatus, type StatusAction } from "../stock/vehicle-status.ts";

type Services = RegisteredServices;
const DAY_MS = 86_400_000;

/** How staff name a vehicle in the audit log and messages: "Vehicle S1234 · 2022 Toyota HiLux SR5". */
export function vehicleSubject(v: Pick<Vehicle, "id" | "stocknum" | "year" | "make" | "model" | "badge">): string {
  return `Vehicle ${v.stocknum ?? v.id} · ${vehicleFullTitle(v)}`;
}

/** Whole days a vehicle has been in stock: from its arrival to its sale, or to now. */
export function daysInStock(row: Pick<StockListRow, "createdMs" | "status" | "soldDateTimestamp">, nowMs: number): number {
  const end = row.status === "sold" && row.soldDateTimestamp !== null ? row.soldDateTimestamp * 1000 : nowMs;
  return Math.max(0, Math.floor((end - row.createdMs) / DAY_MS));
}

/** A row as the page gets it: what the table shows, nothing more (50 rows ride along in the page's hydration data). */
export type StockTableRow = Pick<StockListRow, "id" | "year" | "make" | "model" | "badge" | "stocknum" | "regplate" | "image" | "price" | "status" | "published" | "views" | "leads"> & {
  days: number;
  locationName: string | null;
  quality: Pick<ListingQuality, "score" | "grade">;
};
/** A row of the quality page: with what is missing. */
export type QualityTableRow = StockTableRow & { missing: ListingQuality["missing"] };

function tableRows(rows: StockListRow[], user: ConsoleUser, nowMs: number): QualityTableRow[] {
  const locations = new Map(user.tenant.locations.map((l) => [l.id, l.name]));
  return rows.map((r) => {
    const { score, grade, missing } = listingQuality(r.facts);
    return {
      id: r.id,
      year: r.year,
      make: r.make,
      model: r.model,
      badge: r.badge,
      stocknum: r.stocknum,
      regplate: r.regplate,
      image: r.image,
      price: r.price,
      status: r.status,
      published: r.published,
      views: r.views,
      leads: r.leads,
      days: daysInStock(r, nowMs),
      locationName: r.locationId === null ? null : (locations.get(r.locationId) ?? null),
      quality: { score, grade },
      missing,
    };
  });
}

/** Days the stock list's view and lead figures cover (from the analytics roll-ups, today included). */
export const STOCK_COUNT_DAYS = 30;

/** Each vehicle's views and leads in the last 30 days, from the dealer analytics' roll-ups (ADR 035). */
function counts(user: ConsoleUser, nowMs: number) {
  const from = shiftDay(dealerToday(user.tenant, new Date(nowMs)), -(STOCK_COUNT_DAYS - 1));
  const to = shiftDay(from, STOCK_COUNT_DAYS - 1);
  return {
    views: vehicleMetricSinceSql(user.tenant.id, "views", from),
    leads: vehicleMetricSinceSql(user.tenant.id, "leads", from),
    totals: windowTotalsSql(user.tenant.id, from, to),
    withFeedViews: false,
  };
}

/** The bulk action just done, from the address the list was sent back to (`?done=sold&n=3`). */
function doneNotice(params: URLSearchParams): { action: BulkAction; count: number; skipped: number } | null {
  const action = params.get("done");
  const n = Number(params.get("n"));
  if (!action || !(action in BULK_DONE) || !Number.isInteger(n) || n < 0 || n > 10_000) return null;
  const skipped = Number(params.get("skipped") ?? 0);
  return { action: action as BulkAction, count: n, skipped: Number.isInteger(skipped) && skipped >= 0 && skipped <= 10_000 ? skipped : 0 };
}

/** Everything the stock list page shows. */
export async function stockListData(services: Services, user: ConsoleUser, url: URL, nowMs = Date.now()) {
  const db = services.database.db;
  const query = parseStockListQuery(url.searchParams);
  const [page, statusCounts, makes] = await Promise.all([listStockPage(db, user.tenant.id, query, counts(user, nowMs)), stockStatusCounts(db, user.tenant.id), stockMakes(db, user.tenant.id)]);
  return {
    dealerName: user.tenant.name,
    canWrite: user.can("stock.write"),
    query,
    total: page.total,
    pages: Math.max(1, Math.ceil(page.total / STOCK_PAGE_SIZE)),
    rows: tableRows(page.rows, user, nowMs).map(({ missing: _, ...row }): StockTableRow => row),
    statusCounts,
    makes,
    locations: user.tenant.locations.map((l) => ({ id: l.id, name: l.name })),
    done: doneNotice(url.searchParams),
  };
}

export type StockListData = Awaited<ReturnType<typeof stockListData>>;

/** The listing-quality page: the summary and the listings missing something, worst first. */
export async function qualityPageData(services: Services, user: ConsoleUser, url: URL, nowMs = Date.now()) {
  const db = services.database.db;
  const base = parseStockListQuery(url.searchParams);
  const query: StockListQuery = { ...base, q: "", status: "active", website: "any", carType: null, make: "", location: null, sort: "quality", incomplete: true };
  const [page, summary] = await Promise.all([listStockPage(db, user.tenant.id, query, counts(user, nowMs)), stockQualitySummary(db, user.tenant.id)]);
  return {
    dealerName: user.tenant.name,
    canWrite: user.can("stock.write"),
    page: query.page,
    total: page.total,
    pages: Math.max(1, Math.ceil(page.total / STOCK_PAGE_SIZE)),
    rows: tableRows(page.rows, user, nowMs),
    summary,
  };
}

export type QualityPageData = Awaited<ReturnType<typeof qualityPageData>>;

// ---- Changes -------------------------------------------------------------------------------------------------------

/** The audit entry's before → after: the changed fields only, without the `updated_at` stamp every change sets. */
function auditDiff(before: Vehicle, after: Vehicle) {
  const { updated_at: _b, ...b } = before;
  const { updated_at: _a, ...a } = after;
  return changedFields(b as Record<string, unknown>, a as Record<string, unknown>);
}

/** Tells every process (and the shared caches, ADR 047) that these vehicles changed. */
async function announce(services: Services, user: ConsoleUser, vehicles: number[]) {
  await services.changed({ tenant: user.tenant.slug, kind: "stock", vehicles });
}

export type SaveResult = { ok: true; changed: boolean; vehicle: Vehicle } | FormFailure | { ok: false; status: 404 };

/** The edit form's fields put on the vehicle; a status change follows the status rules (the sold stamp). */
function withFormValues(v: Vehicle, values: VehicleFormValues, nowMs: number): Vehicle {
  const { status, ...rest } = values;
  return withStatus({ ...v, ...rest }, status, nowMs);
}

/** Saves the edit form of one vehicle: nothing is stored when a field is refused. */
export async function saveVehicleEdit(services: Services, user: ConsoleUser, id: number, form: FormData, now = new Date()): Promise<SaveResult> {
  const checked = parseFormSubmission(form, vehicleFormSchema);
  if (!checked.ok) return checked;
  try {
    const result = await updateVehicle(services.database.db, user.tenant.id, id, (v) => withFormValues(v, checked.data, now.getTime()), now);
    if (!result) return { ok: false, status: 404 };
    const diff = auditDiff(result.before, result.after);
    if (!diff) return { ok: true, changed: false, vehicle: result.before };
    await recordAudit(services.database.db, user.tenant.id, user.actor, { action: "vehicle.update", subject: vehicleSubject(result.after), ...diff }, now);
    await announce(services, user, [id]);
    return { ok: true, changed: true, vehicle: result.after };
  } catch (err) {
    if (err instanceof VehicleInvalidError) return formFailure(form, "Please fix the following errors:", { fieldErrors: problemsAsFieldErrors(err.problems) });
    throw err;
  }
}

/** Adds a vehicle from the form; its id is the tenant's next free one. */
export async function addVehicle(services: Services, user: ConsoleUser, form: FormData, now = new Date()): Promise<{ ok: true; vehicle: Vehicle } | FormFailure> {
  const checked = parseFormSubmission(form, vehicleFormSchema);
  if (!checked.ok) return checked;
  const { status, ...rest } = checked.data;
  const draft = withStatus({ ...rest, status: "in_stock" as Vehicle["status"], sold_date_timestamp: null as number | null, created_at: now.toISOString() }, status, now.getTime());
  try {
    const vehicle = await createVehicle(services.database.db, user.tenant.id, draft);
    const after = pick(vehicle, ["id", "slug", ...Object.keys(checked.data), "sold_date_timestamp"]);
    await recordAudit(services.database.db, user.tenant.id, user.actor, { action: "vehicle.create", subject: vehicleSubject(vehicle), after }, now);
    await announce(services, user, [vehicle.id]);
    return { ok: true, vehicle };
  } catch (err) {
    if (err instanceof VehicleInvalidError) return formFailure(form, "Please fix the following errors:", { fieldErrors: problemsAsFieldErrors(err.problems) });
    throw err;
  }
}

function pick(o: object, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, (o as Record<string, unknown>)[k]]));
}

/** A price change that a vehicle could not take after all (its price changed since the plan): nothing is stored. */
class PriceRefusedError extends Error {}

export function isStatusAction(value: unknown): value is StatusAction {
  return typeof value === "string" && (STATUS_ACTIONS as readonly string[]).includes(value);
}

/** One status action on one vehicle (publish, unpublish, in stock, coming soon, sold, archive). */
export async function runStatusAction(services: Services, user: ConsoleUser, id: number, action: StatusAction, now = new Date()): Promise<{ ok: true; changed: boolean } | { ok: false; status: 404 }> {
  const result = await updateVehicle(services.database.db, user.tenant.id, id, (v) => applyStatusAction(v, action, now.getTime()), now);
  if (!result) return { ok: false, status: 404 };
  const diff = auditDiff(result.before, result.after);
  if (!diff) return { ok: true, changed: false };
  await recordAudit(services.database.db, user.tenant.id, user.actor, { action: "vehicle.status", subject: vehicleSubject(result.after), ...diff }, now);
  await announce(services, user, [id]);
  return { ok: true, changed: true };
}

export type BulkResult = { ok: true; action: BulkAction; count: number; skipped: number } | FormFailure;

const BULK_STATUS: Record<Exclude<BulkAction, "price">, StatusAction> = { sold: "sold", unpublish: "unpublish", publish: "publish", archive: "archive" };

/**
 * A bulk action on the ticked rows. A price change is planned first over every selected vehicle: if one would end at
 * $0 or below (or above the ceiling), nothing is changed and the form says which; vehicles without a price are skipped.
 */
export async function runBulkAction(services: Services, user: ConsoleUser, form: FormData, now = new Date()): Promise<BulkResult> {
  const checked = parseFormSubmission(form, stockBulkSchema, { input: bulkFormInput });
  if (!checked.ok) return checked;
  const { ids, bulk_action: action } = checked.data;
  const db = services.database.db;
  let skipped = 0;
  let change: (v: Vehicle) => Vehicle;
  const priceChange = bulkPriceChange(checked.data);
  if (priceChange) {
    const found = await findVehiclesByIds(db, user.tenant.id, ids);
    const plan = planPriceChange([...found.values()].map((v) => ({ id: v.id, price: v.price, label: v.stocknum ?? String(v.id) })), priceChange);
    if (!plan.ok) return formFailure(form, describeRefusal(plan.refused), { status: 400 });
    skipped = plan.skipped.length;
    // The same maths again on the locked rows, in case a price changed since the plan.
    change = (v) => {
      const r = changedPrice(v.price, priceChange);
      if (r.ok) return { ...v, price: r.price };
      if (r.reason === "no_price") return v;
      throw new PriceRefusedError(v.stocknum ?? String(v.id));
    };
  } else {
    const status = BULK_STATUS[action as Exclude<BulkAction, "price">];
    change = (v) => applyStatusAction(v, status, now.getTime());
  }
  let done: { before: Vehicle; after: Vehicle }[];
  try {
    done = await updateVehicles(db, user.tenant.id, ids, change, now);
  } catch (err) {
    if (err instanceof PriceRefusedError) return formFailure(form, `Nothing was changed: the price of ${err.message} changed meanwhile and can't take this change. Check it and try again.`, { status: 409 });
    if (err instanceof VehicleInvalidError) return formFailure(form, `Nothing was changed: ${err.problems[0]?.message ?? "a vehicle would not be valid"}.`, { status: 400 });
    throw err;
  }
  for (const { before, after } of done) {
    const diff = auditDiff(before, after);
    if (diff) await recordAudit(db, user.tenant.id, user.actor, { action: "vehicle.bulk", subject: vehicleSubject(after), ...diff }, now);
  }
  if (done.length) await announce(services, user, done.map((d) => d.after.id));
  return { ok: true, action, count: done.length, skipped };
}

// ---- One vehicle ---------------------------------------------------------------------------------------------------

/** A vehicle id from the address: digits only, else nothing (the page is a 404). */
export function parseVehicleId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;
}

const NOTICES = { saved: "Saved. The website shows the change now.", created: "Vehicle added.", unchanged: "Nothing to save: no field was changed." } as const;

/** The page of one vehicle: its form (or, read-only, its details), its status actions and its listing quality. */
export async function vehiclePageData(services: Services, user: ConsoleUser, id: number, url: URL) {
  const [vehicle, feed] = await Promise.all([findVehicleById(services.database.db, user.tenant.id, id), vehicleFeedRecord(services.database.db, user.tenant.id, id)]);
  if (!vehicle) return null;
  const canWrite = user.can("stock.write");
  const location = vehicle.location_id === null ? null : (user.tenant.locations.find((l) => l.id === vehicle.location_id) ?? null);
  const notice = url.searchParams.get("notice");
  const statusDone = url.searchParams.get("status");
  return {
    dealerName: user.tenant.name,
    canWrite,
    vehicle,
    title: vehicleFullTitle(vehicle),
    quality: listingQuality(listingFacts(vehicle)),
    defaults: vehicleFormDefaults(vehicle),
    choices: { locations: locationChoices(user), current: { simple_body: vehicle.simple_body, simple_transmission: vehicle.simple_transmission, simple_fuel: vehicle.simple_fuel } },
    locationName: location?.name ?? null,
    actions: canWrite ? availableStatusActions(vehicle) : null,
    soldAt: vehicle.status === "sold" && vehicle.sold_date_timestamp !== null ? mediumDateIn(new Date(vehicle.sold_date_timestamp * 1000), dealerTimeZone(user.tenant)) : null,
    publicHref: vehicle.show_on_dealer_website ? vehiclePath(vehicle) : null,
    /** The fields the stock feed owns and those a person changed since (kept over the feed); null: not the feed's car. */
    feed: feedOwnership(vehicle, feed, user.tenant.config.stock_import.keep_console.price),
    notice: notice && notice in NOTICES ? NOTICES[notice as keyof typeof NOTICES] : isStatusAction(statusDone) ? `${STATUS_ACTION_LABELS[statusDone]}: done. The website shows it now.` : null,
  };
}

export type VehiclePageData = NonNullable<Awaited<ReturnType<typeof vehiclePageData>>>;

export function locationChoices(user: ConsoleUser) {
  return user.tenant.locations.map((l) => ({ value: String(l.id), label: l.name }));
}

/** The add-a-vehicle page: an empty form with the everyday defaults (used, in stock, shown, the main location). */
export function newVehiclePageData(user: ConsoleUser) {
  const main = primaryLocation(user.tenant);
  return {
    dealerName: user.tenant.name,
    defaults: vehicleFormDefaults({ car_type: "used", status: "in_stock", show_on_dealer_website: true, location_id: main?.id ?? null }),
    choices: { locations: locationChoices(user) },
  };
}
