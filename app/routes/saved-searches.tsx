import { data, redirect } from "react-router";
import type { Route } from "./+types/saved-searches";
import { getShopper, requireShopper } from "../accounts/session.server.ts";
import { signInUrl } from "../accounts/sign-in-rules.ts";
import { saveSearchSchema } from "../alerts/alert-rules.ts";
import { SaveSearchForm } from "../alerts/components/save-search-form.tsx";
import { saveShopperSearch } from "../alerts/shopper-alerts.server.ts";
import { CROSS_SITE_MESSAGE } from "../leads/form-action.server.ts";
import { formFailure, parseFormSubmission } from "../lib/form-submission.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import { Alert } from "../ui/alert.tsx";
import { Card } from "../ui/card.tsx";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Save this search${loaderData ? ` · ${loaderData.dealerName}` : ""}` }, { name: "robots", content: "noindex" }];
}

/** The post's fields as a query string: where a signed-out shopper comes back to after signing in. */
const returnPath = (values: Record<string, string>) => `/saved-searches?${new URLSearchParams({ search: values.search ?? "", name: values.name ?? "", frequency: values.frequency ?? "" })}`;

/**
 * /saved-searches (issue 16, ADR 048). GET `?search=&name=&frequency=`: the form again for a shopper who signed in on
 * the way (a signed-out one is sent to sign in first). POST: saves the search and goes to My Garage; signed out, to
 * sign-in, which comes back here with the fields.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  await requireShopper(context, request, "saved-search");
  const params = new URL(request.url).searchParams;
  return { dealerName: tenant.name, search: params.get("search") ?? "", name: (params.get("name") ?? "").slice(0, 200), frequency: params.get("frequency") ?? "daily" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const tenant = requireTenant(context);
  const form = await request.formData();
  if (!isSameOrigin(request)) return data(formFailure(form, CROSS_SITE_MESSAGE, { status: 403 }), { status: 403 });
  const parsed = parseFormSubmission(form, saveSearchSchema);
  if (!parsed.ok) return data(parsed, { status: parsed.status });
  const shopper = await getShopper(context, request);
  if (!shopper) {
    const back = returnPath(Object.fromEntries([...form].map(([k, v]) => [k, String(v)])));
    throw redirect(signInUrl("saved-search", back, parsed.data.search));
  }
  const services = getServices(context);
  const saved = await saveShopperSearch(services.database.db, await services.indexes.get(tenant), tenant, shopper, parsed.data);
  if (!saved.ok) return data(formFailure(form, saved.error, { status: 400 }), { status: 400 });
  throw redirect(`/my-garage?saved=${saved.id}#saved-searches`);
}

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values;
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card padding="xl">
        <h1 className="text-2xl font-bold">Save this search</h1>
        <p className="mt-2 text-muted">
          Name it and choose how often to hear about new cars.{" "}
          <a href={loaderData.search.startsWith("/") ? loaderData.search : "/"} className="font-semibold text-brand underline">
            See the results
          </a>
        </p>
        {actionData && actionData.ok === false && Object.keys(actionData.fieldErrors).length === 0 && (
          <Alert tone="error" role="alert" className="mt-4">
            {actionData.error}
          </Alert>
        )}
        <div className="mt-6">
          <SaveSearchForm search={values?.search ?? loaderData.search} name={values?.name ?? loaderData.name} frequency={values?.frequency ?? loaderData.frequency} failure={actionData ?? null} id="confirm-save-search" />
        </div>
      </Card>
    </div>
  );
}
