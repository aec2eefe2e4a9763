import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { siteContext } from "../platform/contexts.ts";
import { getServices } from "../platform/request-context.server.ts";
import { TenantHome } from "../site/components/tenant-home.tsx";
import { tenantHomeData } from "../site/home-data.server.ts";
import { PlatformDirectory } from "../site/components/platform-directory.tsx";
import { TEMPLATES } from "../tenants/templates.ts";
import { tagStockList } from "../platform/surrogate-keys.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Not found" }];
  if (loaderData.kind === "platform") return [{ title: "Forecourt · dealer websites" }];
  return [{ title: `${loaderData.name} · New, used and demo vehicles` }, { name: "description", content: loaderData.tagline }];
}

const DIRECTORY_PAGE_SIZE = 24;

/** The directory page asked for: 1 when absent, null when it is not a page there is. */
function directoryPage(raw: string | null, pages: number): number | null {
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= pages ? n : null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database, indexes } = getServices(context);
  if (site.kind !== "tenant") {
    const { tenants, env } = getServices(context);
    // Every customer listed to anyone is a demo's convenience, not a production page (PLATFORM_DIRECTORY).
    if (!env.platformDirectory) throw data(null, { status: 404 });
    const url = new URL(request.url);
    const all = tenants.list().sort((a, b) => a.name.localeCompare(b.name, "en-AU") || a.slug.localeCompare(b.slug));
    const pages = Math.max(1, Math.ceil(all.length / DIRECTORY_PAGE_SIZE));
    const page = directoryPage(url.searchParams.get("page"), pages);
    if (page === null) throw data(null, { status: 404 });
    const now = new Date();
    // One page of dealers at a time: each needs its search index for the count (the same count as its own search, ADR 036).
    const list = await Promise.all(
      all.slice((page - 1) * DIRECTORY_PAGE_SIZE, page * DIRECTORY_PAGE_SIZE).map(async (t) => ({
        slug: t.slug,
        name: t.name,
        template: TEMPLATES[t.template].label,
        tagline: t.config.tagline,
        brand: t.config.brand_color ?? TEMPLATES[t.template].colors.primary,
        locations: t.locations.length,
        stock: (await indexes.get(t)).search({}, now, { hitsPerPage: 0, facets: false }).count,
        url: `http://${t.slug}.localhost${url.port ? `:${url.port}` : ""}/`,
        hosts: t.hosts,
      })),
    );
    return { kind: "platform" as const, tenants: list, total: all.length, page, pages };
  }
  // The home page lists the latest arrivals and counts the stock: a change of any car changes it.
  tagStockList(context, site.tenant.id);
  return tenantHomeData(database.db, indexes, site.tenant, request);
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "platform" ? <PlatformDirectory tenants={data.tenants} total={data.total} page={data.page} pages={data.pages} /> : <TenantHome data={data} />;
}
