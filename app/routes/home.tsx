import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { siteContext } from "../platform/contexts.ts";
import { getServices } from "../platform/request-context.server.ts";
import { latestArrivals, stockSummary } from "../stock/stock-store.server.ts";
import { TenantHome } from "../site/components/tenant-home.tsx";
import { PlatformDirectory } from "../site/components/platform-directory.tsx";
import { TEMPLATES } from "../tenants/templates.ts";
import { toCardVehicle } from "../stock/card.ts";
import { budgetFormRequest, homeBlocksData } from "../site/components/home-blocks/home-blocks-data.ts";
import { stockBase } from "../site/navigation.ts";
import { reviewsBlockData } from "../reviews/reviews.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Not found" }];
  if (loaderData.kind === "platform") return [{ title: "Forecourt · dealer websites" }];
  return [{ title: `${loaderData.name} · New, used and demo vehicles` }, { name: "description", content: loaderData.tagline }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database, indexes } = getServices(context);
  if (site.kind !== "tenant") {
    const { tenants } = getServices(context);
    const port = new URL(request.url).port;
    const list = await Promise.all(
      tenants.list().map(async (t) => ({
        slug: t.slug,
        name: t.name,
        template: TEMPLATES[t.template].label,
        tagline: t.config.tagline,
        brand: t.config.brand_color ?? TEMPLATES[t.template].colors.primary,
        locations: t.locations.length,
        stock: (await stockSummary(database.db, t.id)).total,
        url: `http://${t.slug}.localhost${port ? `:${port}` : ""}/`,
        hosts: t.hosts,
      })),
    );
    return { kind: "platform" as const, tenants: list };
  }
  const { tenant } = site;
  const url = new URL(request.url);
  const now = new Date();
  const base = stockBase(tenant.config);
  const [summary, latest, index] = await Promise.all([stockSummary(database.db, tenant.id), latestArrivals(database.db, tenant.id, 8), indexes.get(tenant)]);
  const blocks = homeBlocksData(index, now, { base, budgetBodyTiles: tenant.config.budget_body_tiles });

  const budget = budgetFormRequest(url.searchParams, blocks.budgetOptions);
  if (budget.redirectTo) throw redirect(budget.redirectTo);

  const location = new Map(tenant.locations.map((l) => [l.id, { name: l.name, city: l.address.city }]));
  const cards = latest.map((v) => toCardVehicle(v, v.location_id ? location.get(v.location_id) : null));
  return {
    kind: "tenant" as const,
    name: tenant.name,
    tagline: tenant.config.tagline,
    summary,
    latest: cards,
    heroImage: latest[0]?.images[0]?.url ?? null,
    blocks,
    budget: budget.state,
    reviews: reviewsBlockData(tenant, now),
    now: now.getTime(),
  };
}

export type HomeData = Extract<Awaited<ReturnType<typeof loader>>, { kind: "tenant" }>;

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "platform" ? <PlatformDirectory tenants={data.tenants} /> : <TenantHome data={data} />;
}
