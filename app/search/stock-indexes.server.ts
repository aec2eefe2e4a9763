import { listStock } from "../stock/stock-store.server.ts";
import { heldVehicleIds } from "../checkout/reservations.server.ts";
import type { Db } from "../db/client.server.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { StockIndex } from "./engine.ts";
import { searchContextFromTenant } from "./search-document.ts";

/**
 * One in-memory StockIndex per tenant, built from the database on first use and dropped when
 * the tenant or its stock changes (in this process directly, in others through NOTIFY), so the
 * next search rebuilds it. Searches that arrive during a rebuild share the same build.
 */
export class StockIndexes {
  private db: Db;
  private builds = new Map<string, { tenant: Tenant; index: Promise<StockIndex> }>();

  constructor(db: Db) {
    this.db = db;
  }

  get(tenant: Tenant): Promise<StockIndex> {
    const current = this.builds.get(tenant.slug);
    // A tenant object is replaced whenever its document changes: a different object means a stale index.
    if (current && current.tenant === tenant) return current.index;
    const index = this.build(tenant);
    this.builds.set(tenant.slug, { tenant, index });
    index.catch(() => {
      if (this.builds.get(tenant.slug)?.index === index) this.builds.delete(tenant.slug);
    });
    return index;
  }

  invalidate(slug: string): void {
    this.builds.delete(slug);
  }

  /** Drops every index: after changes may have been missed (the change listener reconnected). */
  invalidateAll(): void {
    this.builds.clear();
  }

  private async build(tenant: Tenant): Promise<StockIndex> {
    const [stock, held] = await Promise.all([listStock(this.db, tenant.id), heldVehicleIds(this.db, tenant.id)]);
    // A paid deposit holds the car: it shows Reserved until the hold ends (the sweeper then invalidates this index).
    const vehicles = held.size ? stock.map((v) => (held.has(v.id) ? { ...v, reserved: true } : v)) : stock;
    return new StockIndex(vehicles, searchContextFromTenant(tenant), {
      manufacturer: tenant.config.manufacturer,
      search_filters: tenant.config.search_filters,
      include_sold_cars_days: tenant.config.include_sold_cars_days,
      certified_only: tenant.config.certified_only,
      price_asc_requires_price: tenant.config.price_asc_requires_price,
    });
  }
}
