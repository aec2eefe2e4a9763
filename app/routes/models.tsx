import { CarFront, Search } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/models";
import { modelsPage, parseBodyFilter } from "../models/model-lineup.ts";
import { ModelCardGrid } from "../models/components/model-card.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { FilterPills } from "../ui/filter-pills.tsx";
import { PageBand, PageIntro, PageTitle, SectionTitle } from "../ui/page-band.tsx";
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
        <PageTitle>{filterLabel ? `${filterLabel}` : manufacturer ? `The ${manufacturer} range` : "Our models"}</PageTitle>
        <PageIntro>
          {filterLabel ? `${count === 1 ? "1 model" : `${count} models`} at ${dealerName}.` : `Explore every new model at ${dealerName}, then see what's in stock, book a test drive or ask us a question.`}
        </PageIntro>
        {hasModels && <FilterPills label="Body type" className="mt-6 pb-1" hover="brand" items={links} />}
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
        {groups.length === 0 ? (
          <EmptyState
            size="lg"
            icon={CarFront}
            title={hasModels ? `No ${filterLabel ?? ""} models right now` : "Our model range is coming soon"}
            titleId="no-models"
            className="mx-auto max-w-2xl"
            action={
              <div className="flex flex-wrap justify-center gap-3">
                {hasModels && (
                  <ButtonLink to="/models" size="tall">
                    <CarFront aria-hidden="true" className="size-4" /> See all models
                  </ButtonLink>
                )}
                <ButtonLink to={stockHref} variant={hasModels ? "plain" : "primary"} size="tall">
                  <Search aria-hidden="true" className="size-4" /> Search our stock
                </ButtonLink>
              </div>
            }
          >
            {hasModels ? "None of our current models fit that description. Try another body type, or see everything we have in stock." : "In the meantime, every vehicle we have is in our stock search."}
          </EmptyState>
        ) : (
          <div className="space-y-12">
            {groups.map((g, gi) => (
              <section key={g.key} aria-labelledby={`group-${g.key}`}>
                <div className="mb-5 flex items-end justify-between gap-4 border-b border-black/10 pb-3">
                  <SectionTitle id={`group-${g.key}`}>
                    {g.title}
                  </SectionTitle>
                  <p className="text-sm text-muted">{g.models.length === 1 ? "1 model" : `${g.models.length} models`}</p>
                </div>
                <ModelCardGrid models={g.models} eager={gi === 0 ? 3 : 0} />
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
