import { data, redirect } from "react-router";
import type { Route } from "./+types/catch-all";
import { isPlannedPage, stockBase } from "../site/navigation.ts";
import { requireTenant } from "../site/site-context.server.ts";
import { ErrorPage } from "../site/components/error-page.tsx";

export function meta() {
  return [{ title: "Coming soon" }, { name: "robots", content: "noindex" }];
}

/** Pages that later work builds show 'coming soon'; anything else is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const pathname = `/${params["*"] ?? ""}`;
  // 'Our Stock' and the View Details fallback point at /cars/: that is the stock search.
  if (/^\/cars\/?$/.test(pathname)) throw redirect(`${stockBase(tenant.config)}/new-used-and-demo-cars`);
  if (!isPlannedPage(pathname)) throw data({ reason: "not-found" }, { status: 404 });
  return { pathname };
}

export default function ComingSoon() {
  return (
    <ErrorPage
      status="Soon"
      title="This page is coming soon"
      message="We're putting the finishing touches on this part of our website. In the meantime, call us or drop in — we'd love to help."
      action={{ label: "Contact us", href: "/contact" }}
    />
  );
}
