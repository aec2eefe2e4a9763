import type { Route } from "./+types/content-page";
import { parseContentBody, summaryOf } from "../content/content-body.ts";
import { contentPageFor } from "../content/content-pages.ts";
import { ContentPageView } from "../content/components/content-page-view.tsx";
import { ComingSoon } from "../site/components/coming-soon.tsx";
import { requireTenant } from "../site/site-context.server.ts";
import { answerUnmatchedPath } from "../site/unmatched-path.server.ts";
import { primaryLocation } from "../tenants/tenant-document.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.kind === "coming-soon") return [{ title: "Coming soon" }, { name: "robots", content: "noindex" }];
  const { page } = loaderData;
  return [{ title: `${page.title} · ${page.dealerName}` }, { name: "description", content: page.description }];
}

/**
 * /{page}: a content page (About Us, Privacy Policy, Fleet, ... or one the dealer added). Any other
 * single-segment path no route claims gets the same answer as the catch-all.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const page = contentPageFor(tenant, params.page);
  if (!page) return { kind: "coming-soon" as const, ...answerUnmatchedPath(tenant, `/${params.page}`) };
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
  return loaderData.kind === "content" ? <ContentPageView page={loaderData.page} /> : <ComingSoon />;
}
