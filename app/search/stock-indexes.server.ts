import { listStock } from "../stock/stock-store.server.ts";
import { heldVehicleIds } from "../checkout/reservations.server.ts";
import type { Db } from "../db/client.server.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { StockIndex } from "./engine.ts";
import { searchContextFromTenant } from "./search-document.ts";

/** Heap a built index keeps per byte of its vehicles' JSON (measured: ~2.8 on generated demo stock, issue 15). */
const HEAP_PER_JSON_BYTE = 2.8;

type Entry = { tenant: Tenant; index: Promise<StockIndex>; bytes: number };

/**
 * One in-memory StockIndex per tenant, built from the database on first use and dropped when
 * the tenant or its stock changes (in this process directly, in others through NOTIFY), so the
 * next search rebuilds it. Searches that arrive during a rebuild share the same build.
 *
 * The indexes live within a memory budget (INDEX_MEMORY_MB): each built index is charged an estimate of the heap it
 * holds, and past the budget the least recently used ones are dropped (the next search of that tenant rebuilds it), so a
 * process serving thousands of dealers keeps the busy ones and never outgrows its heap.
 */
export class StockIndexes {
  private db: Db;
  private readonly budgetBytes: number;
  /** In least-recently-used order: a Map iterates in insertion order and `get` re-inserts. */
  private builds = new Map<string, Entry>();
  private charged = 0;

  constructor(db: Db, options: { budgetBytes?: number } = {}) {
    this.db = db;
    this.budgetBytes = options.budgetBytes ?? Infinity;
  }

  get(tenant: Tenant): Promise<StockIndex> {
    const current = this.builds.get(tenant.slug);
    // A tenant object is replaced whenever its document changes: a different object means a stale index.
    if (current && current.tenant === tenant) {
      this.builds.delete(tenant.slug);
      this.builds.set(tenant.slug, current);
      return current.index;
    }
    if (current) this.drop(tenant.slug);
    const entry: Entry = { tenant, index: null as unknown as Promise<StockIndex>, bytes: 0 };
    entry.index = this.build(tenant).then(
      ({ index, bytes }) => {
        if (this.builds.get(tenant.slug) === entry) {
          entry.bytes = bytes;
          this.charged += bytes;
          this.evict(entry);
        }
        return index;
      },
      (err: unknown) => {
        if (this.builds.get(tenant.slug) === entry) this.builds.delete(tenant.slug);
        throw err;
      },
    );
    this.builds.set(tenant.slug, entry);
    return entry.index;
  }

  invalidate(slug: string): void {
    this.drop(slug);
  }

  /** Drops every index: after changes may have been missed (the change listener reconnected). */
  invalidateAll(): void {
    this.builds.clear();
    this.charged = 0;
  }

  /** What the indexes held now are estimated to take, and how many there are (benchmarks and logs). */
  usage(): { indexes: number; bytes: number; budgetBytes: number } {
    return { indexes: this.builds.size, bytes: this.charged, budgetBytes: this.budgetBytes };
  }

  private drop(slug: string): void {
    const entry = this.builds.get(slug);
    if (!entry) return;
    this.builds.delete(slug);
    this.charged -= entry.bytes;
  }

  /** Past the budget, drops the least recently used indexes (never `keep`, the one just built). */
  private evict(keep: Entry): void {
    for (const [slug, entry] of this.builds) {
      if (this.charged <= this.budgetBytes) return;
      if (entry !== keep && entry.bytes > 0) this.drop(slug);
    }
  }

  private async build(tenant: Tenant): Promise<{ index: StockIndex; bytes: number }> {
    const [stock, held] = await Promise.all([listStock(this.db, tenant.id), heldVehicleIds(this.db, tenant.id)]);
    // A paid deposit holds the car: it shows Reserved until the hold ends (the sweeper then invalidates this index).
    const vehicles = held.size ? stock.map((v) => (held.has(v.id) ? { ...v, reserved: true } : v)) : stock;
    const stored = new Map(held.size ? stock.filter((v) => held.has(v.id)).map((v) => [v.id, v]) : []);
    const index = new StockIndex(vehicles, searchContextFromTenant(tenant), {
      manufacturer: tenant.config.manufacturer,
      search_filters: tenant.config.search_filters,
      include_sold_cars_days: tenant.config.include_sold_cars_days,
      certified_only: tenant.config.certified_only,
      price_asc_requires_price: tenant.config.price_asc_requires_price,
      stored,
    });
    let json = 0;
    for (const v of stock) json += JSON.stringify(v).length;
    return { index, bytes: Math.round(json * HEAP_PER_JSON_BYTE) };
  }
}
