import { and, desc, eq, inArray, sql, notInArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { vehicles } from "../db/schema.ts";
import { deriveVehicleSlug, vehicleSchema, type StockProblem, type Vehicle, type VehicleInput } from "./vehicle-schema.ts";
import { jsonEqual } from "../lib/json-equal.ts";
import { IN_STOCK_STATUSES } from "./vehicle-status.ts";
import { QUALITY_WEIGHTS, TARGET_PHOTOS, type ListingFacts } from "./listing-quality.ts";
import { STOCK_PAGE_SIZE, searchWords, type StockListQuery, type StockSort } from "./stock-list-query.ts";

export class StockConflictError extends Error {
  problems: StockProblem[];
  constructor(problems: StockProblem[]) {
    super("stock conflicts with stored vehicles");
    this.problems = problems;
  }
}

/** A change that would leave a vehicle the operator schema refuses: nothing was stored. */
export class VehicleInvalidError extends Error {
  problems: { path: string; message: string }[];
  constructor(problems: { path: string; message: string }[]) {
    super("the changed vehicle is not valid");
    this.problems = problems;
  }
}

const CHUNK = 500;

function rows(tenantId: number, batch: Vehicle[]) {
  return batch.map((v) => ({ tenantId, id: v.id, slug: v.slug, status: v.status, data: v, updatedAt: new Date() }));
}

async function insertChunks(tx: Db, tenantId: number, list: Vehicle[], upsert: boolean) {
  for (let i = 0; i < list.length; i += CHUNK) {
    const q = tx.insert(vehicles).values(rows(tenantId, list.slice(i, i + CHUNK)));
    if (upsert)
      await q.onConflictDoUpdate({
        target: [vehicles.tenantId, vehicles.id],
        set: { slug: sql`excluded.slug`, status: sql`excluded.status`, data: sql`excluded.data`, updatedAt: sql`excluded.updated_at` },
      });
    else await q;
  }
}

/** Replaces a tenant's whole stock atomically. */
export async function replaceStock(db: Db, tenantId: number, list: Vehicle[]): Promise<{ count: number }> {
  await db.transaction(async (tx) => {
    await tx.delete(vehicles).where(eq(vehicles.tenantId, tenantId));
    await insertChunks(tx as unknown as Db, tenantId, list, false);
  });
  return { count: list.length };
}

/** Inserts or updates a batch; all or nothing. A slug already held by another stored vehicle is a conflict. */
export async function upsertStock(db: Db, tenantId: number, list: Vehicle[]): Promise<{ created: number; updated: number }> {
  return db.transaction(async (tx) => {
    const ids = list.map((v) => v.id);
    const slugs = list.map((v) => v.slug);
    const clashes = await tx
      .select({ id: vehicles.id, slug: vehicles.slug })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.slug, slugs), notInArray(vehicles.id, ids)));
    if (clashes.length) {
      throw new StockConflictError(
        clashes.map((c) => {
          const row = list.findIndex((v) => v.slug === c.slug);
          return { row, id: list[row]?.id ?? null, path: "slug", message: `slug ${c.slug} is already used by vehicle ${c.id}` };
        }),
      );
    }
    const existing = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.id, ids)));
    await insertChunks(tx as unknown as Db, tenantId, list, true);
    return { created: list.length - existing.length, updated: existing.length };
  });
}

/**
 * Changes one vehicle (the console's edits, status actions and photos): the row is locked for the change, and the result
 * is checked with the operator API's schema (the id cannot change; the slug stays unless the change sets one), so the
 * console can store nothing the API would refuse. Returns null when the tenant has no such vehicle.
 */
export async function updateVehicle(db: Db, tenantId: number, id: number, change: (v: Vehicle) => Vehicle, now = new Date()): Promise<{ before: Vehicle; after: Vehicle } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ data: vehicles.data })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)))
      .for("update");
    if (!row) return null;
    const before = row.data;
    const parsed = vehicleSchema.safeParse({ ...change(structuredClone(before)), id, updated_at: now.toISOString() });
    if (!parsed.success) throw new VehicleInvalidError(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
    const after: Vehicle = { ...parsed.data, slug: parsed.data.slug ?? before.slug };
    await tx
      .update(vehicles)
      .set({ slug: after.slug, status: after.status, data: after, updatedAt: now })
      .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)));
    return { before, after };
  });
}

export async function deleteVehicle(db: Db, tenantId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)))
    .returning({ id: vehicles.id });
  return deleted.length > 0;
}

export async function listStock(db: Db, tenantId: number): Promise<Vehicle[]> {
  const found = await db.select({ data: vehicles.data }).from(vehicles).where(eq(vehicles.tenantId, tenantId));
  return found.map((r) => r.data);
}

/** This tenant's one car matching `where`, or null. */
async function findVehicle(db: Db, tenantId: number, where: SQL): Promise<Vehicle | null> {
  const [row] = await db
    .select({ data: vehicles.data })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), where));
  return row?.data ?? null;
}

/** This tenant's car with this id, or null. */
export function findVehicleById(db: Db, tenantId: number, id: number): Promise<Vehicle | null> {
  return findVehicle(db, tenantId, eq(vehicles.id, id));
}

/** This tenant's cars with these ids, by id (ids not found are missing from the map). */
export async function findVehiclesByIds(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, Vehicle>> {
  const rows = await db
    .select({ id: vehicles.id, data: vehicles.data })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.data]));
}

/** The stored status of this tenant's car with this id, or null when there is no such car. */
export async function findVehicleStatus(db: Db, tenantId: number, id: number): Promise<(typeof vehicles.$inferSelect)["status"] | null> {
  const [row] = await db.select({ status: vehicles.status }).from(vehicles).where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)));
  return row?.status ?? null;
}

export function findVehicleBySlug(db: Db, tenantId: number, slug: string): Promise<Vehicle | null> {
  return findVehicle(db, tenantId, eq(vehicles.slug, slug));
}

/**
 * This tenant's car with this slug and, in the same query, a value per `columns` entry: a scalar subquery over the car's
 * id from the module that owns its table (e.g. `viewCountSql`). A page that needs the car and such facts pays one round
 * trip, not one per fact (issue 15: each was ~6% of a vehicle page's CPU on PGlite). Values come as the database gives
 * them; the owning module reads them.
 */
export async function findVehicleBySlugWith<K extends string>(
  db: Db,
  tenantId: number,
  slug: string,
  columns: VehicleColumns<K>,
): Promise<{ vehicle: Vehicle; values: Partial<Record<K, unknown>> } | null> {
  const [row] = (await db
    .select({ data: vehicles.data, ...selectColumns(columns, sql`${vehicles.id}`) })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.slug, slug)))) as ({ data: Vehicle } & Record<string, unknown>)[];
  return row ? { vehicle: row.data, values: columnValues(columns, row) } : null;
}

/** Values computed for one car by `columns` (scalar subqueries of its id), in one query; none asked: no query at all. */
export async function vehicleValuesById<K extends string>(db: Db, vehicleId: number, columns: VehicleColumns<K>): Promise<Partial<Record<K, unknown>>> {
  const select = selectColumns(columns, sql`${vehicleId}::bigint`);
  if (Object.keys(select).length === 0) return {};
  const [row] = (await db.select(select).from(sql`(select 1) as one`)) as Record<string, unknown>[];
  return columnValues(columns, row ?? {});
}

/** Scalar subqueries over a car's id, by name; an absent entry is not asked for. */
type VehicleColumns<K extends string> = Partial<Record<K, (vehicleId: SQL) => SQL>>;

function selectColumns<K extends string>(columns: VehicleColumns<K>, vehicleId: SQL): Record<string, SQL> {
  const select: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(columns) as [K, ((vehicleId: SQL) => SQL) | undefined][]) if (column) select[`x_${key}`] = column(vehicleId);
  return select;
}

function columnValues<K extends string>(columns: VehicleColumns<K>, row: Record<string, unknown>): Partial<Record<K, unknown>> {
  const values: Partial<Record<K, unknown>> = {};
  for (const key of Object.keys(columns) as K[]) if (columns[key]) values[key] = row[`x_${key}`];
  return values;
}

/** Shown on the site: in stock or coming soon, and published. (The full stock filter belongs to search.) */
const onSite = sql`${inArray(vehicles.status, [...IN_STOCK_STATUSES])} and coalesce((${vehicles.data}->>'show_on_dealer_website')::boolean, true)`;

export async function stockSummary(db: Db, tenantId: number): Promise<{ total: number; byType: Record<string, number> }> {
  const counted = await db
    .select({ carType: sql<string>`${vehicles.data}->>'car_type'`, n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), onSite))
    .groupBy(sql`${vehicles.data}->>'car_type'`);
  const byType = Object.fromEntries(counted.map((c) => [c.carType, Number(c.n)]));
  return { total: counted.reduce((s, c) => s + Number(c.n), 0), byType };
}

export async function latestArrivals(db: Db, tenantId: number, limit: number): Promise<Vehicle[]> {
  const found = await db
    .select({ data: vehicles.data })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.status, "in_stock"), onSite))
    .orderBy(desc(sql`${vehicles.data}->>'created_at'`))
    .limit(limit);
  return found.map((r) => r.data);
}

// ---- The console's stock list (issue 11) ----------------------------------------------------------------------------

/**
 * A per-vehicle count kept by another table's owner, as a scalar subquery for the vehicle id it is given: the view
 * counter (platform/events.server.ts `viewCountSql`) and leads (leads/lead-store.server.ts `leadCountSql`). The list
 * puts them in its SQL so that it can sort by them, while each table is still queried by its own module's text.
 */
export type VehicleCountSql = (vehicleId: SQL) => SQL;

/** One row of the console's stock table: what it shows plus the listing-quality facts. */
export interface StockListRow {
  id: number;
  slug: string;
  status: Vehicle["status"];
  published: boolean;
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  carType: Vehicle["car_type"];
  price: number | null;
  km: number | null;
  locationId: number | null;
  createdMs: number;
  soldDateTimestamp: number | null;
  image: string | null;
  facts: ListingFacts;
  views: number;
  leads: number;
  quality: number;
}

export interface StockListPage {
  rows: StockListRow[];
  total: number;
}

// The fields the list reads, parsed out of the small generated `listing` document once per row (ADR 030): reading them
// from `data` would detoast each whole vehicle document, several times over.
const LIST_RECORD = sql.raw(
  "jsonb_to_record(v.listing) as r(stocknum text, vin text, regplate text, year int, make text, model text, badge text, car_type text, " +
    "price float8, km float8, location_id bigint, created_at timestamptz, show_on_dealer_website boolean, views int, sold_date_timestamp bigint)",
);

const PHOTOS = sql.raw("v.photo_count");
const SPIN = sql.raw("v.spin_count");
const HAS_COMMENTS = sql.raw("v.has_comments");
const HAS_VIN = sql.raw("coalesce(btrim(r.vin), '') <> ''");
const HAS_PRICE = sql.raw("coalesce(r.price, 0) > 0");
const HAS_KM = sql.raw("r.km is not null");

/** listingQuality's score in SQL (stock-list.test in tests/integration keeps the two equal). */
const QUALITY_SQL = sql.join(
  [
    sql`(${sql.raw(String(QUALITY_WEIGHTS.photos))} * least(${PHOTOS}, ${sql.raw(String(TARGET_PHOTOS))})) / ${sql.raw(String(TARGET_PHOTOS))}`,
    sql`case when ${HAS_COMMENTS} then ${sql.raw(String(QUALITY_WEIGHTS.comments))} else 0 end`,
    sql`case when ${HAS_VIN} then ${sql.raw(String(QUALITY_WEIGHTS.vin))} else 0 end`,
    sql`case when ${HAS_PRICE} then ${sql.raw(String(QUALITY_WEIGHTS.price))} else 0 end`,
    sql`case when ${HAS_KM} or r.car_type = 'new' then ${sql.raw(String(QUALITY_WEIGHTS.odometer))} else 0 end`,
    sql`case when ${SPIN} > 0 then ${sql.raw(String(QUALITY_WEIGHTS.spin))} else 0 end`,
  ],
  sql` + `,
);

/** The sort of each option, given the count the page sorts by (views or leads) when it does; ties by id. */
function orderBy(sort: StockSort, count: SQL): SQL {
  switch (sort) {
    case "newest":
      return sql`r.created_at desc nulls last, v.id desc`;
    case "oldest":
      return sql`r.created_at asc nulls last, v.id asc`;
    case "price_asc":
      return sql`r.price asc nulls last, v.id asc`;
    case "price_desc":
      return sql`r.price desc nulls last, v.id asc`;
    case "quality":
      return sql`(${QUALITY_SQL}) asc, r.created_at asc, v.id asc`;
    case "views":
    case "leads":
      return sql`${count} desc, v.id asc`;
  }
}

/** `%word%` for LIKE with the word's own wildcards taken literally. */
const likeContaining = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilters(tenantId: number, q: StockListQuery): SQL[] {
  const where: SQL[] = [sql`v.tenant_id = ${tenantId}`];
  if (q.status === "active") where.push(sql`v.status <> 'archived'`);
  else if (q.status !== "all") where.push(sql`v.status = ${q.status}`);
  if (q.website === "shown") where.push(sql`coalesce(r.show_on_dealer_website, true)`);
  if (q.website === "hidden") where.push(sql`not coalesce(r.show_on_dealer_website, true)`);
  if (q.carType) where.push(sql`r.car_type = ${q.carType}`);
  if (q.make) where.push(sql`lower(r.make) = lower(${q.make})`);
  if (q.location !== null) where.push(sql`r.location_id = ${q.location}`);
  if (q.incomplete) where.push(sql`(${QUALITY_SQL}) < 100`);
  for (const word of searchWords(q.q)) {
    // Stock number, VIN, rego (with or without its space), id, year, make, model and badge.
    where.push(
      sql`concat_ws(' ', v.id::text, r.year::text, r.make, r.model, r.badge, r.stocknum, r.vin, r.regplate, replace(r.regplate, ' ', '')) ilike ${likeContaining(word)} escape '\\'`,
    );
  }
  return where;
}

type ListSqlRow = {
  id: number | string;
  slug: string;
  status: Vehicle["status"];
  published: boolean;
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  car_type: Vehicle["car_type"];
  price: number | string | null;
  km: number | string | null;
  location_id: number | string | null;
  created_ms: number | string | null;
  sold_date_timestamp: number | string | null;
  image: string | null;
  photos: number | string;
  spin: number | string;
  has_comments: boolean;
  has_vin: boolean;
  has_price: boolean;
  has_km: boolean;
  views: number | string;
  leads: number | string;
  quality: number | string;
  total: number | string;
};

const num = (x: number | string | null): number | null => (x === null ? null : Number(x));

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A page of this tenant's stock for the console: filtered, searched, sorted and paged in SQL, with each vehicle's
 * view and lead counts and its listing-quality score. `counts` are the other owners' subqueries (absent: 0).
 */
export async function listStockPage(
  db: Db,
  tenantId: number,
  q: StockListQuery,
  counts: { views?: VehicleCountSql; leads?: VehicleCountSql; withFeedViews?: boolean; totals?: SQL } = {},
  pageSize = STOCK_PAGE_SIZE,
): Promise<StockListPage> {
  // The feed's own `views` figure is all-time: it is added unless the counts are of a window (the console: 30 days).
  const feed = (feedViews: SQL) => (counts.withFeedViews === false ? sql`0` : sql`coalesce(${feedViews}, 0)`);
  const views = (id: SQL, feedViews: SQL) => sql`${feed(feedViews)} + coalesce(${counts.views?.(id) ?? sql`0`}, 0)`;
  const leads = (id: SQL) => sql`coalesce(${counts.leads?.(id) ?? sql`0`}, 0)`;
  // The counts are looked up (by index) for the page's rows only, unless the page is sorted by them: then, where the
  // counts' owner gives them as one table of every vehicle's (`totals`: vehicle_id, views, leads), it is joined once
  // instead of a lookup per vehicle.
  const sortedByCount = q.sort === "views" || q.sort === "leads";
  const joined = sortedByCount && counts.totals !== undefined;
  const count = joined
    ? q.sort === "views"
      ? sql`${feed(sql`r.views`)} + coalesce(c.views, 0)`
      : sql`coalesce(c.leads, 0)`
    : q.sort === "views"
      ? views(sql`v.id`, sql`r.views`)
      : q.sort === "leads"
        ? leads(sql`v.id`)
        : sql`0`;
  const order = orderBy(q.sort, count);
  const outerCounts = joined
    ? sql`(${feed(sql`p.feed_views`)} + coalesce(p.window_views, 0))::int as views, coalesce(p.window_leads, 0)::int as leads`
    : sql`(${views(sql`p.id`, sql`p.feed_views`)})::int as views, (${leads(sql`p.id`)})::int as leads`;
  const query = (offset: number) => sql`
    select p.*, ${outerCounts}
    from (
      select v.id, v.slug, v.status, coalesce(r.show_on_dealer_website, true) as published,
        r.stocknum, r.vin, r.regplate, r.year, r.make, r.model, r.badge, r.car_type, r.price, r.km, r.location_id,
        extract(epoch from r.created_at)::float8 * 1000 as created_ms, r.sold_date_timestamp, v.main_image as image,
        ${PHOTOS} as photos, ${SPIN} as spin, ${HAS_COMMENTS} as has_comments, ${HAS_VIN} as has_vin, ${HAS_PRICE} as has_price, ${HAS_KM} as has_km,
        (${QUALITY_SQL})::int as quality, r.views as feed_views,
        ${joined ? sql`c.views as window_views, c.leads as window_leads,` : sql``}
        row_number() over (order by ${order}) as position, count(*) over ()::int as total
      from ${vehicles} v
      cross join lateral ${LIST_RECORD}
      ${joined ? sql`left join (${counts.totals}) c on c.vehicle_id = v.id` : sql``}
      where ${sql.join(listFilters(tenantId, q), sql` and `)}
      order by ${order}
      limit ${pageSize} offset ${offset}
    ) p
    order by p.position`;
  const offset = (q.page - 1) * pageSize;
  const found = await rowsOf<ListSqlRow>(db, query(offset));
  const total = found.length ? Number(found[0].total) : offset > 0 ? await countStock(db, tenantId, q) : 0;
  return {
    total,
    rows: found.map((r) => ({
      id: Number(r.id),
      slug: r.slug,
      status: r.status,
      published: r.published,
      stocknum: r.stocknum,
      vin: r.vin,
      regplate: r.regplate,
      year: r.year,
      make: r.make,
      model: r.model,
      badge: r.badge,
      carType: r.car_type,
      price: num(r.price),
      km: num(r.km),
      locationId: num(r.location_id),
      createdMs: num(r.created_ms) ?? 0,
      soldDateTimestamp: num(r.sold_date_timestamp),
      image: r.image,
      facts: {
        photos: Number(r.photos),
        spinFrames: Number(r.spin),
        hasComments: r.has_comments,
        hasVin: r.has_vin,
        hasPrice: r.has_price,
        hasOdometer: r.has_km,
        carType: r.car_type,
      },
      views: Number(r.views),
      leads: Number(r.leads),
      quality: Number(r.quality),
    })),
  };
}

/** How many of this tenant's vehicles match (a page past the end still tells the total). */
async function countStock(db: Db, tenantId: number, q: StockListQuery): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from ${vehicles} v cross join lateral ${LIST_RECORD} where ${sql.join(listFilters(tenantId, q), sql` and `)}`,
  );
  return Number(row?.n ?? 0);
}

/** This tenant's vehicles by stored status, and how many are hidden from the website. */
export async function stockStatusCounts(db: Db, tenantId: number): Promise<{ byStatus: Partial<Record<Vehicle["status"], number>>; hidden: number; total: number }> {
  const found = await db
    .select({
      status: vehicles.status,
      n: sql<number>`count(*)::int`,
      hidden: sql<number>`count(*) filter (where not coalesce((${vehicles.listing}->>'show_on_dealer_website')::boolean, true))::int`,
    })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId))
    .groupBy(vehicles.status);
  const byStatus = Object.fromEntries(found.map((r) => [r.status, Number(r.n)])) as Partial<Record<Vehicle["status"], number>>;
  return { byStatus, hidden: found.reduce((s, r) => s + Number(r.hidden), 0), total: found.reduce((s, r) => s + Number(r.n), 0) };
}

/** The makes in this tenant's stock, A to Z (the make filter's options). */
export async function stockMakes(db: Db, tenantId: number): Promise<string[]> {
  const found = await db
    .selectDistinct({ make: sql<string>`${vehicles.listing}->>'make'` })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId));
  return found.map((r) => r.make).sort((a, b) => a.localeCompare(b));
}

/** Listing quality over this tenant's stock (archived left out): the average score and how many are good, fair, poor. */
export async function stockQualitySummary(db: Db, tenantId: number): Promise<{ count: number; average: number; good: number; fair: number; poor: number }> {
  type Row = { count: number | string; average: number | string | null; good: number | string; fair: number | string; poor: number | string };
  const [r] = await rowsOf<Row>(db, sql`
    select count(*)::int as count, round(avg(quality))::int as average,
      count(*) filter (where quality >= 80)::int as good, count(*) filter (where quality >= 50 and quality < 80)::int as fair,
      count(*) filter (where quality < 50)::int as poor
    from (select (${QUALITY_SQL}) as quality from ${vehicles} v cross join lateral ${LIST_RECORD}
          where v.tenant_id = ${tenantId} and v.status <> 'archived') s`);
  return { count: Number(r?.count ?? 0), average: Number(r?.average ?? 0), good: Number(r?.good ?? 0), fair: Number(r?.fair ?? 0), poor: Number(r?.poor ?? 0) };
}

// ---- Console changes (issue 11) -------------------------------------------------------------------------------------

/** The vehicle re-read by the operator schema and stamped `updated_at` (as updateVehicle does). */
function revalidated(v: Vehicle, now: Date): Vehicle {
  const parsed = vehicleSchema.safeParse({ ...v, updated_at: now.toISOString() });
  if (!parsed.success) throw new VehicleInvalidError(parsed.error.issues.map((i) => ({ path: `${v.id}.${i.path.join(".")}`, message: i.message })));
  return { ...parsed.data, slug: parsed.data.slug ?? v.slug };
}

/**
 * Changes several of this tenant's vehicles in one transaction (rows locked, in id order so two bulk changes cannot
 * deadlock): each result is re-validated with the operator schema; one invalid result stores nothing. Vehicles that
 * `change` leaves equal are not written. Ids not found are left out of the answer.
 */
export async function updateVehicles(db: Db, tenantId: number, ids: readonly number[], change: (v: Vehicle) => Vehicle, now = new Date()): Promise<{ before: Vehicle; after: Vehicle }[]> {
  if (!ids.length) return [];
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ data: vehicles.data })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.id, [...new Set(ids)])))
      .orderBy(vehicles.id)
      .for("update");
    const done: { before: Vehicle; after: Vehicle }[] = [];
    for (const { data: before } of locked) {
      const changed = { ...change(structuredClone(before)), id: before.id };
      if (!jsonEqual(changed, before)) done.push({ before, after: revalidated(changed, now) });
    }
    for (const { after } of done) {
      await tx
        .update(vehicles)
        .set({ slug: after.slug, status: after.status, data: after, updatedAt: now })
        .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, after.id)));
    }
    return done;
  });
}

/**
 * Adds a vehicle entered by hand: it takes the next free id of this tenant (above every id the feed has used) and the
 * slug derived from it, and is validated by the operator schema like a vehicle from the API.
 */
export async function createVehicle(db: Db, tenantId: number, input: Omit<VehicleInput, "id" | "slug">): Promise<Vehicle> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [top] = await tx.select({ id: sql<number | string | null>`max(${vehicles.id})` }).from(vehicles).where(eq(vehicles.tenantId, tenantId));
        const id = Number(top?.id ?? 0) + 1;
        const parsed = vehicleSchema.safeParse({ ...input, id });
        if (!parsed.success) throw new VehicleInvalidError(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
        const v: Vehicle = { ...parsed.data, slug: deriveVehicleSlug(parsed.data) };
        await tx.insert(vehicles).values(rows(tenantId, [v]));
        return v;
      });
    } catch (err) {
      // Two adds at once took the same id: the loser tries the next one.
      if (attempt < 3 && !(err instanceof VehicleInvalidError) && /duplicate key|unique/i.test(String((err as { cause?: unknown }).cause ?? err))) continue;
      throw err;
    }
  }
}

// ---- Dealer analytics (issue 12, ADR 035) ----------------------------------------------------------------------------

/** A vehicle as the analytics page names it: title parts, stock number, status, photo and arrival. */
export type VehicleSummary = { id: number; year: number; make: string; model: string; badge: string | null; stocknum: string | null; status: Vehicle["status"]; image: string | null; createdMs: number | null };

type SummarySqlRow = { id: number | string; year: number; make: string; model: string; badge: string | null; stocknum: string | null; status: Vehicle["status"]; image: string | null; created_ms: number | string | null };

const toSummary = (r: SummarySqlRow): VehicleSummary => ({
  id: Number(r.id),
  year: r.year,
  make: r.make,
  model: r.model,
  badge: r.badge,
  stocknum: r.stocknum,
  status: r.status,
  image: r.image,
  createdMs: num(r.created_ms),
});

const SUMMARY_COLUMNS = sql.raw("v.id, r.year, r.make, r.model, r.badge, r.stocknum, v.status, v.main_image as image, extract(epoch from r.created_at)::float8 * 1000 as created_ms");

/** These vehicles of this tenant, read from the small `listing` document (ids not in stock are left out). */
export async function vehicleSummaries(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, VehicleSummary>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<SummarySqlRow>(
    db,
    sql`select ${SUMMARY_COLUMNS} from ${vehicles} v cross join lateral ${LIST_RECORD} where v.tenant_id = ${tenantId} and v.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), toSummary(r)]));
}

/**
 * The age of the stock on hand (status in stock): how many vehicles, their average days since arrival, how many have
 * been in longer than `agedDays`, and the `limit` oldest of those.
 */
export async function stockAge(db: Db, tenantId: number, now: Date, agedDays = 60, limit = 10): Promise<{ inStock: number; averageDays: number | null; aged: number; oldest: (VehicleSummary & { days: number })[] }> {
  const nowMs = now.getTime();
  // The arrival straight from the small listing document: parsing the whole record for 5,000 rows costs more.
  const created = sql`(v.listing ->> 'created_at')::timestamptz`;
  const inStock = sql`v.tenant_id = ${tenantId} and v.status = 'in_stock' and v.listing ? 'created_at'`;
  const cutoff = new Date(nowMs - agedDays * 86_400_000).toISOString();
  const [[summary], oldestIds] = await Promise.all([
    rowsOf<{ n: number | string; avg: number | string | null; aged: number | string }>(
      db,
      sql`select count(*)::int as n, avg(greatest(0, ${nowMs}::float8 / 1000 - extract(epoch from c)) / 86400)::float8 as avg, count(*) filter (where c < ${cutoff}::timestamptz)::int as aged
          from (select ${created} as c from ${vehicles} v where ${inStock}) s`,
    ),
    rowsOf<{ id: number | string }>(db, sql`select v.id from ${vehicles} v where ${inStock} and ${created} < ${cutoff}::timestamptz order by ${created} asc, v.id limit ${limit}`),
  ]);
  const summaries = await vehicleSummaries(db, tenantId, oldestIds.map((r) => Number(r.id)));
  return {
    inStock: Number(summary?.n ?? 0),
    averageDays: summary?.avg === null || summary?.avg === undefined ? null : Number(summary.avg),
    aged: Number(summary?.aged ?? 0),
    oldest: oldestIds.flatMap((r) => {
      const v = summaries.get(Number(r.id));
      return v ? [{ ...v, days: v.createdMs === null ? 0 : Math.max(0, Math.floor((nowMs - v.createdMs) / 86_400_000)) }] : [];
    }),
  };
}

// ---- Stock feed imports (issue 14, ADR 042) --------------------------------------------------------------------------

/**
 * What a feed import last wrote to a vehicle (the `feed` column): the key it matched the car by, each field as the feed
 * gave it, and the photo URLs as listed in the feed (the images are what the photo resolver made of them).
 */
export type VehicleFeedRecord = { key: string; written: Record<string, unknown>; photo_urls: string[] | null };

declare module "../db/schema.ts" {
  interface JsonDocuments {
    vehicleFeed: VehicleFeedRecord;
  }
}

export type FeedStockRow = { id: number; data: Vehicle; feed: VehicleFeedRecord | null };

/** Every vehicle of this tenant with what the feed last wrote to it (null: never written by a feed). */
export async function feedStockState(db: Db, tenantId: number): Promise<FeedStockRow[]> {
  const found = await db.select({ id: vehicles.id, data: vehicles.data, feed: vehicles.feed }).from(vehicles).where(eq(vehicles.tenantId, tenantId));
  return found.map((r) => ({ id: Number(r.id), data: r.data, feed: r.feed ?? null }));
}

/**
 * Writes a feed import's vehicles with their feed records in one transaction (the import applies whole or not at all).
 * New vehicles are inserted, never upserted: an id taken meanwhile (a car added by hand) fails the import instead of
 * overwriting that car.
 */
export async function writeFeedVehicles(
  db: Db,
  tenantId: number,
  creates: { vehicle: Vehicle; feed: VehicleFeedRecord }[],
  updates: { vehicle: Vehicle; feed: VehicleFeedRecord }[],
  now = new Date(),
): Promise<void> {
  if (!creates.length && !updates.length) return;
  const values = (list: typeof creates) => list.map(({ vehicle: v, feed }) => ({ tenantId, id: v.id, slug: v.slug, status: v.status, data: v, feed, updatedAt: now }));
  await db.transaction(async (tx) => {
    for (let i = 0; i < creates.length; i += CHUNK) await tx.insert(vehicles).values(values(creates.slice(i, i + CHUNK)));
    for (let i = 0; i < updates.length; i += CHUNK) {
      await tx
        .insert(vehicles)
        .values(values(updates.slice(i, i + CHUNK)))
        .onConflictDoUpdate({
          target: [vehicles.tenantId, vehicles.id],
          set: { slug: sql`excluded.slug`, status: sql`excluded.status`, data: sql`excluded.data`, feed: sql`excluded.feed`, updatedAt: sql`excluded.updated_at` },
        });
    }
  });
}

/** The feed record of this tenant's vehicle, or null (the console shows which fields the feed owns). */
export async function vehicleFeedRecord(db: Db, tenantId: number, id: number): Promise<VehicleFeedRecord | null> {
  const [row] = await db.select({ feed: vehicles.feed }).from(vehicles).where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)));
  return row?.feed ?? null;
}

/**
 * `onSite` read from the small `listing` column (ADR 030) rather than the whole document: the listing feeds test it on
 * every row of a 10,000-car stock, and the document is stored out of line.
 */
const listable = sql`${inArray(vehicles.status, [...IN_STOCK_STATUSES])} and coalesce((${vehicles.listing}->>'show_on_dealer_website')::boolean, true)`;

/**
 * One page of the tenant's listable vehicles by id, after `afterId` (the listing feeds read 500 at a time). Ordered as
 * the primary key is, so the scan walks the key from `afterId` and stops at the page's end.
 */
export async function listableStockPage(db: Db, tenantId: number, afterId: number, limit: number): Promise<Vehicle[]> {
  const rows = await db
    .select({ data: vehicles.data })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), listable, sql`${vehicles.id} > ${afterId}`))
    .orderBy(vehicles.tenantId, vehicles.id)
    .limit(limit);
  return rows.map((r) => r.data);
}

/**
 * What the listable stock is now, in one short string: the count and a digest of every listable vehicle's id and last
 * change (the listing feeds' ETag). `updated_at` moves with every change of a row's document (the trigger of migration 0013).
 */
export async function listableStockVersion(db: Db, tenantId: number): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      digest: sql<string | null>`md5(string_agg(${vehicles.id}::text || ':' || (extract(epoch from ${vehicles.updatedAt}) * 1000000)::bigint::text, ',' order by ${vehicles.id}))`,
    })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), listable));
  return `${row?.count ?? 0}-${row?.digest ?? "empty"}`;
}

/** Which of these ids are the tenant's vehicles published on its website (any status): for counting what a page showed. */
export async function publishedVehicleIds(db: Db, tenantId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.id, [...ids]), sql`coalesce((${vehicles.data}->>'show_on_dealer_website')::boolean, true)`));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}
