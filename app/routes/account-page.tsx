import { Gift, LogIn, Wallet } from "lucide-react";
import { ButtonLink } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import type { Route } from "./+types/account-page";
import { getShopper, isGated, requireShopper } from "../accounts/session.server.ts";
import { maskedPhone, signInUrl } from "../accounts/sign-in-rules.ts";
import { requireTenant } from "../platform/request-context.server.ts";
import { formatPhone, telHref } from "../lib/phone.ts";
import { primaryLocation } from "../tenants/tenant-document.ts";
import { pagePath } from "../lib/page-path.ts";
import { personalPageHeaders } from "../platform/cache-policy.ts";

const PAGES = {
  "online-payment": {
    title: "Online payment",
    lead: "Pay a deposit, a service invoice or a parts order securely online.",
    body: "Our team will send you a secure payment request by SMS for the exact amount. Not expecting one? Call us and we'll set it up for you.",
  },
  "spin-to-win": {
    title: "Spin to win",
    lead: "One spin per shopper, every month.",
    body: "The wheel is being serviced: this month's prizes go live soon. We'll text you when it's your turn to spin.",
  },
} as const;

type PageId = keyof typeof PAGES;

/** About the signed-in shopper: never stored by a browser or a shared cache. */
export const headers = personalPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.title} · ${loaderData.dealerName}` : "Account" }, { name: "robots", content: "noindex" }];
}

/** /online-payment and /spin-to-win: simple pages for signed-in shoppers (gated per tenant config). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const url = new URL(request.url);
  const id = pagePath(url).replace(/^\/|\/$/g, "") as PageId;
  const page = PAGES[id] ?? PAGES["online-payment"];
  const shopper = isGated(context, id) ? await requireShopper(context, request, id) : await getShopper(context, request);
  const phone = primaryLocation(tenant)?.contact_detail.phone ?? null;
  return { id, dealerName: tenant.name, ...page, phone, signedInAs: shopper ? maskedPhone(shopper.phone) : null, signInHref: signInUrl(id, url.pathname, url.pathname) };
}

export default function AccountPage({ loaderData: d }: Route.ComponentProps) {
  const Icon = d.id === "spin-to-win" ? Gift : Wallet;
  return (
    <section className="px-4 py-12 sm:py-16">
      <Card padding="xl" className="mx-auto max-w-2xl">
        <div className="grid size-12 place-items-center rounded-full bg-brand/10 text-brand">
          <Icon aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-4 text-3xl font-extrabold">{d.title}</h1>
        <p className="mt-2 text-lg text-muted">{d.lead}</p>
        <p className="mt-4">{d.body}</p>
        {d.signedInAs ? (
          <p className="mt-6 text-sm text-muted">Signed in as {d.signedInAs}</p>
        ) : (
          <ButtonLink to={d.signInHref} size="lg" className="mt-6 shadow-none">
            <LogIn aria-hidden="true" className="size-5" /> Sign in
          </ButtonLink>
        )}
        {d.phone && (
          <p className="mt-6 border-t border-black/5 pt-4 text-sm">
            Questions? Call{" "}
            <a href={telHref(d.phone)} className="font-semibold text-brand hover:underline">
              {formatPhone(d.phone)}
            </a>
          </p>
        )}
      </Card>
    </section>
  );
}
