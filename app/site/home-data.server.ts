import { pageClock } from "../platform/cache-policy.ts";
import { redirect } from "react-router";
import type { Db } from "../db/client.server.ts";
import { reviewsBlockData } from "../reviews/review-list.ts";
import type { StockIndexes } from "../search/stock-indexes.server.ts";
import { toCardVehicle } from "../stock/card-config.ts";
import { latestArrivals } from "../stock/stock-store.server.ts";
import { stockBase } from "../tenants/stock-base.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { budgetFormRequest, homeBlocksData, pickHeroImage } from "./home-blocks-data.ts";

/** A dealer site's home page data (app/routes/home.tsx loads it); throws the budget form's redirect. */
export async function tenantHomeData(db: Db, indexes: StockIndexes, tenant: Tenant, request: Request) {
  const url = new URL(request.url);
  const now = pageClock();
  const base = stockBase(tenant.config);
  const [latest, index] = await Promise.all([latestArrivals(db, tenant.id, 8), indexes.get(tenant)]);
  const blocks = homeBlocksData(index, now, { base, budgetBodyTiles: tenant.config.budget_body_tiles });

  const budget = budgetFormRequest(url.searchParams, blocks.budgetOptions);
  if (budget.redirectTo) throw redirect(budget.redirectTo);

  const location = new Map(tenant.locations.map((l) => [l.id, { name: l.name, city: l.address.city }]));
  const cards = latest.map((v) => toCardVehicle(v, v.location_id ? location.get(v.location_id) : null));
  return {
    kind: "tenant" as const,
    name: tenant.name,
    tagline: tenant.config.tagline,
    // The hero's button and car-type chips count what their searches list (ADR 036), not the database's rows.
    summary: blocks.counts,
    latest: cards,
    heroImage: pickHeroImage(latest),
    blocks,
    budget: budget.state,
    reviews: reviewsBlockData(tenant, now),
    now: now.getTime(),
  };
}

export type HomeData = Awaited<ReturnType<typeof tenantHomeData>>;
