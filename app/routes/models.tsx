import { CarFront, Search } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/models";
import { modelsPage, parseBodyFilter } from "../models/models.ts";
import { ModelCard, primaryButton, secondaryButton } from "../models/components/model-card.tsx";
import { PageBand } from "../ui/page-band.tsx";
import { stockBase } from "../tenants/stock-base.ts";
import { requireTenant } from "../platform/request-context.server.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Models" }];
  const { dealerName, filterLabel, manufacturer, groups } = loaderData;
  const range = manufacturer ? `${manufacturer} range` : "model range";
  const names = [...new Set(groups.flatMap((g) => g.models.map((m) => m.name)))];
  return [
    { title: `${filterLabel ? `${filterLabel} · ` : ""}Models · ${dealerName}` },
    {
      name: "description",
      content: names.length
        ? `Explore the ${filterLabel ? `${filterLabel} in the ` : ""}${range} at ${dealerName}: ${names.slice(0, 5).join(", ")}${names.length > 5 ? " and more" : ""}.`
        : `Explore the ${range} at ${dealerName}.`,
    },
  ];
}

/** /models and /models?body={category}: the model line-up grouped by body category (spec 000 §2). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const body = parseBodyFilter(new URL(request.url).searchParams.get("body"));
  if (!body.ok) throw data({ reason: "bad-request", message: body.message, title: "We don't know that body type", action: { label: "See all models", href: "/models" } }, { status: 400 });
  const page = modelsPage(tenant.config, body.value);
  return {
    dealerName: tenant.name,
    manufacturer: tenant.config.manufacturer,
    hasModels: tenant.config.models.length > 0,
    stockHref: `${stockBase(tenant.config)}/new-cars`,
    ...page,
  };
}

export default function Models({ loaderData }: Route.ComponentProps) {
  const { dealerName, manufacturer, hasModels, groups, links, filterLabel, count, stockHref } = loaderData;
  const crumbs = filterLabel ? [{ label: "Home", href: "/" }, { label: "Models", href: "/models" }, { label: filterLabel }] : [{ label: "Home", href: "/" }, { label: "Models" }];
  return (
    <>
      <PageBand crumbs={<Breadcrumbs items={crumbs} />}>
        <h1 className="mt-4 font-heading text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{filterLabel ? `${filterLabel}` : manufacturer ? `The ${manufacturer} range` : "Our models"}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          {filterLabel ? `${count === 1 ? "1 model" : `${count} models`} at ${dealerName}.` : `Explore every new model at ${dealerName}, then see what's in stock, book a test drive or ask us a question.`}
        </p>
        {hasModels && (
          <nav aria-label="Body type" className="mt-6 -mx-4 overflow-x-auto px-4 pb-1">
            <ul className="flex gap-2">
              {links.map((l) => (
                <li key={l.href} className="shrink-0">
                  <Link
                    to={l.href}
                    aria-current={l.current ? "page" : undefined}
                    className={`inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 transition ${l.current || (l.value === null && !filterLabel) ? "bg-brand text-brand-contrast ring-brand" : "bg-surface text-ink ring-black/10 hover:ring-brand/50"}`}
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
        {groups.length === 0 ? (
          <section aria-labelledby="no-models" className="mx-auto max-w-2xl rounded-theme bg-surface px-6 py-12 text-center shadow-sm ring-1 ring-black/5 sm:px-12">
            <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand/10 text-brand">
              <CarFront aria-hidden="true" className="size-8" />
            </span>
            <h2 id="no-models" className="mt-5 font-heading text-2xl font-bold text-ink">
              {hasModels ? `No ${filterLabel ?? ""} models right now` : "Our model range is coming soon"}
            </h2>
            <p className="mt-3 text-muted">{hasModels ? "None of our current models fit that description. Try another body type, or see everything we have in stock." : "In the meantime, every vehicle we have is in our stock search."}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              {hasModels && (
                <Link to="/models" className={primaryButton}>
                  <CarFront aria-hidden="true" className="size-4" /> See all models
                </Link>
              )}
              <Link to={stockHref} className={hasModels ? secondaryButton : primaryButton}>
                <Search aria-hidden="true" className="size-4" /> Search our stock
              </Link>
            </div>
          </section>
        ) : (
          <div className="space-y-12">
            {groups.map((g, gi) => (
              <section key={g.key} aria-labelledby={`group-${g.key}`}>
                <div className="mb-5 flex items-end justify-between gap-4 border-b border-black/10 pb-3">
                  <h2 id={`group-${g.key}`} className="font-heading text-2xl font-extrabold tracking-tight text-ink">
                    {g.title}
                  </h2>
                  <p className="text-sm text-muted">{g.models.length === 1 ? "1 model" : `${g.models.length} models`}</p>
                </div>
                <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {g.models.map((m, i) => (
                    <li key={m.slug}>
                      <ModelCard model={m} eager={gi === 0 && i < 3} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
