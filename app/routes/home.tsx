import { useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { siteContext } from "../platform/contexts.ts";
import { getServices } from "../platform/request-context.server.ts";
import { TenantHome } from "../site/components/tenant-home.tsx";
import { tenantHomeData } from "../site/home-data.server.ts";
import { PlatformDirectory } from "../site/components/platform-directory.tsx";
import { TEMPLATES } from "../tenants/templates.ts";

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
    const now = new Date();
    const list = await Promise.all(
      tenants.list().map(async (t) => ({
        slug: t.slug,
        name: t.name,
        template: TEMPLATES[t.template].label,
        tagline: t.config.tagline,
        brand: t.config.brand_color ?? TEMPLATES[t.template].colors.primary,
        locations: t.locations.length,
        // The same count as the tenant's own search (ADR 036).
        stock: (await indexes.get(t)).search({}, now, { hitsPerPage: 0, facets: false }).count,
        url: `http://${t.slug}.localhost${port ? `:${port}` : ""}/`,
        hosts: t.hosts,
      })),
    );
    return { kind: "platform" as const, tenants: list };
  }
  return tenantHomeData(database.db, indexes, site.tenant, request);
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "platform" ? <PlatformDirectory tenants={data.tenants} /> : <TenantHome data={data} />;
}
