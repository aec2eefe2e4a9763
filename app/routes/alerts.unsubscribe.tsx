import { data, Form } from "react-router";
import type { Route } from "./+types/alerts.unsubscribe";
import { unsubscribeByToken, unsubscribePage } from "../alerts/unsubscribe.server.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { NO_STORE } from "../platform/cache-policy.ts";
import { Button, ButtonLink } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";

/** Never stored; the token in the address never leaves in a Referer. */
export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "no-referrer" });

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Stop alerts${loaderData ? ` · ${loaderData.dealerName}` : ""}` }, { name: "robots", content: "noindex" }];
}

/**
 * /alerts/unsubscribe/{token} (issue 16, ADR 048): the link in every alert. GET asks to confirm (a link scanner that
 * opens it changes nothing); POST stops the alerts, from the button or from a mail client's one-click unsubscribe
 * (RFC 8058: `List-Unsubscribe=One-Click`, no cookies, no Origin), so no same-origin check: the signed token is the
 * permission. No sign-in needed.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const services = getServices(context);
  const page = await unsubscribePage(services.database.db, await services.alertKey(), tenant, params.token);
  return data({ dealerName: tenant.name, page, done: false }, { status: page.ok ? 200 : 404 });
}

export async function action({ context, params }: Route.ActionArgs) {
  const tenant = requireTenant(context);
  const services = getServices(context);
  const { db } = services.database;
  const key = await services.alertKey();
  const page = await unsubscribePage(db, key, tenant, params.token);
  if (!page.ok) return data({ dealerName: tenant.name, page, done: false }, { status: 404 });
  await unsubscribeByToken(db, key, tenant, params.token);
  return { dealerName: tenant.name, page, done: true };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { page, done } = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card padding="xl" className="text-center">
        {!page.ok ? (
          <>
            <h1 className="text-2xl font-bold">This link doesn't work</h1>
            <p className="mt-2 text-muted">It may have been cut short, or the alert was deleted. You can change all your alerts in My Garage.</p>
          </>
        ) : done || !page.active ? (
          <>
            <h1 className="text-2xl font-bold">You're unsubscribed</h1>
            <p className="mt-2 text-muted">We won't send you {page.what} any more.</p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">Stop these alerts?</h1>
            <p className="mt-2 text-muted">We'll stop sending you {page.what}. Your saved searches and watchlist stay in My Garage.</p>
            <Form method="post" className="mt-6">
              <Button type="submit" size="lg">
                Unsubscribe
              </Button>
            </Form>
          </>
        )}
        <ButtonLink to="/my-garage" variant="link" size="inline" className="mt-6">
          Manage alerts in My Garage
        </ButtonLink>
      </Card>
    </div>
  );
}
