import { and, desc, eq, inArray, sql, notInArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { vehicles } from "../db/schema.ts";
import { vehicleSchema, type StockProblem, type Vehicle } from "./vehicle-schema.ts";

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

/** Shown on the site: in stock or coming soon, and published. (The full stock filter belongs to search.) */
const onSite = sql`${vehicles.status} in ('in_stock', 'coming_soon') and coalesce((${vehicles.data}->>'show_on_dealer_website')::boolean, true)`;

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
