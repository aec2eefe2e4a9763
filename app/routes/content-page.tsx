import type { Route } from "./+types/content-page";
import { parseContentBody, summaryOf } from "../content/content-body.ts";
import { contentPageFor } from "../content/content-pages.ts";
import { ContentPageView } from "../content/components/content-page-view.tsx";
import { requireTenant } from "../platform/request-context.server.ts";
import { answerUnmatchedPath } from "../site/unmatched-path.server.ts";
import { primaryLocation } from "../tenants/tenant-document.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  const { page } = loaderData;
  return [{ title: `${page.title} · ${page.dealerName}` }, { name: "description", content: page.description }];
}

/**
 * /{page}: a content page (About Us, Privacy Policy, Fleet, ... or one the dealer added). Any other
 * single-segment path no route claims gets the same answer as the catch-all (a redirect or the 404).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const page = contentPageFor(tenant, params.page);
  if (!page) answerUnmatchedPath(tenant, `/${params.page}`);
  const blocks = parseContentBody(page.body);
  const location = primaryLocation(tenant);
  return {
    kind: "content" as const,
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
  return <ContentPageView page={loaderData.page} />;
}
