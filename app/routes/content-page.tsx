import type { Route } from "./+types/content-page";
import { parseContentBody, summaryOf } from "../content/content-body.ts";
import { contentPageCrumbs, contentPageFor } from "../content/content-pages.ts";
import { ContentPageView } from "../content/components/content-page-view.tsx";
import { breadcrumbListJsonLd } from "../lib/breadcrumb-item.ts";
import { jsonForScript } from "../lib/json-for-script.ts";
import { publicOrigin } from "../tenants/public-origin.ts";
import { JsonLdScript } from "../ui/json-ld-script.tsx";
import { requireTenant } from "../platform/request-context.server.ts";
import { answerUnmatchedPath } from "../site/unmatched-path.server.ts";
import { primaryLocation } from "../tenants/tenant-document.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  const { page } = loaderData;
  return [{ title: `${page.title} · ${page.dealerName}` }, { name: "description", content: page.description }, { tagName: "link", rel: "canonical", href: loaderData.url }];
}

/**
 * /{page}: a content page (About Us, Privacy Policy, Fleet, ... or one the dealer added). Any other
 * single-segment path no route claims gets the same answer as the catch-all (a redirect or the 404).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const page = contentPageFor(tenant, params.page);
  if (!page) answerUnmatchedPath(tenant, `/${params.page}`);
  const blocks = parseContentBody(page.body);
  const location = primaryLocation(tenant);
  const origin = publicOrigin(tenant, new URL(request.url));
  const url = new URL(`/${params.page}`, `${origin}/`).href;
  return {
    kind: "content" as const,
    url,
    jsonLd: jsonForScript(breadcrumbListJsonLd(contentPageCrumbs(page.title), origin, url)),
    page: {
      title: page.title,
      intro: page.intro,
      blocks,
      cta: page.cta,
      dealerName: tenant.name,
      phone: location?.contact_detail.phone ?? null,
      description: page.intro ?? summaryOf(blocks),
    },
  };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLdScript json={loaderData.jsonLd} />
      <ContentPageView page={loaderData.page} />
    </>
  );
}
