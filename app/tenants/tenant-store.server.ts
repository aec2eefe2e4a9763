import { asc, count, eq, inArray, and, ne } from "drizzle-orm";
import type { Database, Db } from "../db/client.server.ts";
import { dealerships, locations, tenantHosts, tenants } from "../db/schema.ts";
import { siteConfigSchema, type Tenant, type TenantDocument } from "./tenant-document.ts";
import { resolveTenant, type SiteRef } from "./resolve-tenant.ts";

// The owner of the `tenants`, `tenant_hosts`, `locations` and `dealerships` tables (ADR 023).

export const CHANGES_CHANNEL = "forecourt_changes";
/**
 * A change of a tenant's document or stock, announced to every process. `vehicles`: the vehicles a stock change
 * touched, where the writer knows them (the shared cache then drops only their pages and the stock lists, ADR 047).
 */
export type ChangeEvent = { tenant: string; kind: "tenant" | "stock"; vehicles?: number[]; origin?: string };

export class HostConflictError extends Error {
  problems: { path: string; message: string }[];
  constructor(problems: { path: string; message: string }[]) {
    super("host already in use");
    this.problems = problems;
  }
}

/** Creates or replaces a tenant, its hosts, locations and dealerships in one transaction. */
export async function saveTenant(db: Db, slug: string, doc: TenantDocument): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).for("update");
    if (doc.hosts.length) {
      const taken = await tx
        .select({ host: tenantHosts.host, slug: tenants.slug })
        .from(tenantHosts)
        .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
        .where(and(inArray(tenantHosts.host, doc.hosts), ne(tenants.slug, slug)));
      if (taken.length)
        throw new HostConflictError(taken.map((t) => ({ path: `hosts.${doc.hosts.indexOf(t.host)}`, message: `host ${t.host} is already used by tenant ${t.slug}` })));
    }
    const row = { slug, name: doc.name, template: doc.template, config: doc.config, updatedAt: new Date() };
    let id: number;
    if (existing) {
      id = existing.id;
      await tx.update(tenants).set(row).where(eq(tenants.id, id));
      await tx.delete(tenantHosts).where(eq(tenantHosts.tenantId, id));
      await tx.delete(locations).where(eq(locations.tenantId, id));
      await tx.delete(dealerships).where(eq(dealerships.tenantId, id));
    } else {
      [{ id }] = await tx.insert(tenants).values(row).returning({ id: tenants.id });
    }
    const hosts = [...new Set(doc.hosts)];
    if (hosts.length) await tx.insert(tenantHosts).values(hosts.map((host) => ({ host, tenantId: id })));
    if (doc.dealerships.length)
      await tx.insert(dealerships).values(doc.dealerships.map((d, position) => ({ tenantId: id, id: d.id, slug: d.slug, position, data: d })));
    if (doc.locations.length)
      await tx.insert(locations).values(doc.locations.map((l, position) => ({ tenantId: id, id: l.id, slug: l.slug, position, data: l })));
    return { id, created: !existing };
  });
}

/**
 * Changes a stored tenant's document in one transaction: the tenant row is locked, its document read, `change`
 * applied and the result written by saveTenant — the write the operator API's PUT makes, so a change made in the
 * console and the same change made through the API leave the same rows. `change` returns null to write nothing.
 * Null when there is no such tenant or nothing was written.
 */
export async function updateTenantDocument(db: Db, slug: string, change: (doc: TenantDocument) => TenantDocument | null): Promise<{ id: number; before: TenantDocument; after: TenantDocument } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).for("update");
    if (!row) return null;
    const [tenant] = await loadTenants(tx, slug);
    if (!tenant) return null;
    const before = tenantToDocument(tenant);
    const after = change(before);
    if (!after) return null;
    await saveTenant(tx, slug, after);
    return { id: row.id, before, after };
  });
}

/** How many tenants there are (the demo seed runs only on an empty database). */
export async function countTenants(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(tenants);
  return Number(n);
}

/** Every tenant with its hosts, locations and dealerships. */
/**
 * Every setting's default. A config stored before a setting existed reads that setting as its default, so adding a
 * setting to the document needs no data migration (a page that read a missing `marketing_tags` failed with a 500).
 * Top-level settings only: a new field inside an existing object needs a migration or a default where it is read.
 */
const CONFIG_DEFAULTS = siteConfigSchema.parse({});

export async function loadTenants(db: Db, onlySlug?: string): Promise<Tenant[]> {
  const rows = await db
    .select()
    .from(tenants)
    .where(onlySlug ? eq(tenants.slug, onlySlug) : undefined)
    .orderBy(asc(tenants.name));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [hostRows, locationRows, dealershipRows] = await Promise.all([
    db.select().from(tenantHosts).where(inArray(tenantHosts.tenantId, ids)),
    db.select().from(locations).where(inArray(locations.tenantId, ids)).orderBy(asc(locations.position)),
    db.select().from(dealerships).where(inArray(dealerships.tenantId, ids)).orderBy(asc(dealerships.position)),
  ]);
  // Grouped in one pass each (a filter per tenant was quadratic: 2.7 s at 10,000 tenants).
  const group = <R extends { tenantId: number }, T>(list: R[], pick: (row: R) => T) => {
    const by = new Map<number, T[]>();
    for (const row of list) {
      const items = by.get(row.tenantId);
      if (items) items.push(pick(row));
      else by.set(row.tenantId, [pick(row)]);
    }
    return by;
  };
  const hostsOf = group(hostRows, (h) => h.host);
  const locationsOf = group(locationRows, (l) => l.data);
  const dealershipsOf = group(dealershipRows, (d) => d.data);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    template: r.template as Tenant["template"],
    config: { ...CONFIG_DEFAULTS, ...r.config },
    hosts: hostsOf.get(r.id) ?? [],
    locations: locationsOf.get(r.id) ?? [],
    dealerships: dealershipsOf.get(r.id) ?? [],
  }));
}

/** Whether two loads of a tenant hold the same document (its id, name, template, hosts, config, locations, dealerships). */
function sameTenant(a: Tenant, b: Tenant): boolean {
  return a.id === b.id && JSON.stringify(tenantToDocument(a)) === JSON.stringify(tenantToDocument(b));
}

/** The document as stored, as the operator API returns it. */
export function tenantToDocument(t: Tenant): TenantDocument {
  return { name: t.name, template: t.template, hosts: t.hosts, config: t.config, locations: t.locations, dealerships: t.dealerships };
}

/**
 * The in-memory directory of tenants that every request resolves against. It is refreshed
 * in-process after a write and, through LISTEN/NOTIFY, in every other process on the database.
 */
export class TenantDirectory {
  private bySlug = new Map<string, Tenant>();
  private byHost = new Map<string, string>();
  private database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  /** Reloads every tenant (start-up, and after the change listener reconnected and may have missed changes). */
  async refresh(): Promise<void> {
    const all = await loadTenants(this.database.db);
    const bySlug = new Map<string, Tenant>();
    for (const t of all) {
      // An unchanged tenant keeps its object, so what is keyed by it (its search index) stays valid.
      const before = this.bySlug.get(t.slug);
      bySlug.set(t.slug, before && sameTenant(before, t) ? before : t);
    }
    this.bySlug = bySlug;
    this.byHost = new Map(all.flatMap((t) => t.hosts.map((h) => [h, t.slug] as const)));
  }

  /**
   * Reloads one tenant after it changed (here or in another process): every other tenant keeps its object, its hosts
   * and its search index. A tenant that no longer exists is dropped.
   */
  async refreshOne(slug: string): Promise<void> {
    const [fresh] = await loadTenants(this.database.db, slug);
    const before = this.bySlug.get(slug);
    for (const host of before?.hosts ?? []) if (this.byHost.get(host) === slug) this.byHost.delete(host);
    if (!fresh) {
      this.bySlug.delete(slug);
      return;
    }
    this.bySlug.set(slug, fresh);
    for (const host of fresh.hosts) this.byHost.set(host, slug);
  }

  list(): Tenant[] {
    return [...this.bySlug.values()];
  }

  get(slug: string): Tenant | undefined {
    return this.bySlug.get(slug);
  }

  resolve(hostHeader: string | undefined): { ref: SiteRef; tenant: Tenant | null } {
    const ref = resolveTenant(hostHeader, (h) => this.byHost.get(h));
    if (ref.kind !== "tenant") return { ref, tenant: null };
    const tenant = this.bySlug.get(ref.slug);
    return tenant ? { ref, tenant } : { ref: { kind: "unknown", host: ref.slug + ".localhost" }, tenant: null };
  }
}
