import { Link } from "react-router";
import type { Route } from "./+types/dealer._index";
import { ConsolePage } from "../console/components/console-page.tsx";
import { navFor } from "../console/console-nav.ts";
import { requireStaff } from "../staff/console-session.server.ts";
import { stockSummary } from "../stock/stock-store.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";
import { formatNumber } from "../lib/format.ts";
import { Alert } from "../ui/alert.tsx";
import { Card } from "../ui/card.tsx";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Overview · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

const BLURBS: Record<string, string> = {
  "/dealer/stock": "Prices, status and details of every vehicle; add one by hand.",
  "/dealer/stock/quality": "Listings missing photos, comments, a VIN or a price, worst first.",
  "/dealer/leads": "Enquiries from your website: answer, assign and follow each one through to a sale.",
  "/dealer/offers": "Special offers and promo cards, with their dates.",
  "/dealer/reservations": "Cars held online with a deposit; release a hold.",
  "/dealer/analytics": "Views, search impressions, leads by source and response times, day by day.",
  "/dealer/settings": "Name, contact switches, checkout, colours, opening hours and pages.",
  "/dealer/staff": "Who can sign in here, and what each person may do.",
  "/dealer/keys": "Keys for your DMS or feed provider to send stock.",
  "/dealer/activity": "Every change made in the console or with a key.",
  "/dealer/account": "Your password, and signing out on every device.",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request);
  const summary = await stockSummary(getServices(context).database.db, user.tenant.id);
  const welcome = new URL(request.url).searchParams.get("welcome") === "1";
  return { dealerName: user.tenant.name, name: user.staff.name, welcome, summary, sections: navFor(user.can).filter((i) => BLURBS[i.href]).map((i) => ({ ...i, blurb: BLURBS[i.href]! })) };
}

export default function ConsoleOverview({ loaderData: page }: Route.ComponentProps) {
  const types = Object.entries(page.summary.byType).sort(([, a], [, b]) => b - a);
  return (
    <ConsolePage title={`Hello, ${page.name.split(" ")[0]}`} description={`The dealer console of ${page.dealerName}.`}>
      {page.welcome && (
        <Alert tone="success" role="status" className="mb-6">
          Your password is set and you're signed in. Welcome to the console.
        </Alert>
      )}
      <Card padding="lg" className="mb-8">
        <p className="text-sm font-semibold text-muted">On the website now</p>
        <p className="mt-1 text-3xl font-extrabold">{formatNumber(page.summary.total)} vehicles</p>
        {types.length > 0 && (
          <p className="mt-1 text-sm text-muted">{types.map(([type, n]) => `${formatNumber(n)} ${type}`).join(" · ")}</p>
        )}
      </Card>
      <h2 className="sr-only">Sections</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {page.sections.map((s) => (
          <li key={s.href}>
            <Card asChild padding="md" className="block h-full transition hover:ring-brand/40">
              <Link to={s.href}>
                <span className="block font-bold text-brand">{s.label}</span>
                <span className="mt-1 block text-sm text-muted">{s.blurb}</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}
