import { Search } from "lucide-react";
import type { Route } from "./+types/brands";
import { brandSections, brandStatFigures } from "../brands/brand-tiles.ts";
import { BrandTileGrid } from "../brands/components/brand-tile.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageBand, PageIntro, PageTitle, SectionTitle } from "../ui/page-band.tsx";
import { stockBase } from "../tenants/stock-base.ts";
import { requireTenant } from "../platform/request-context.server.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { cn } from "../ui/cn.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Our Brands" }];
  const names = loaderData.sections.flatMap((s) => s.tiles.map((t) => t.title));
  return [
    { title: `Our Brands · ${loaderData.dealerName}` },
    {
      name: "description",
      content: names.length
        ? `The brands of ${loaderData.dealerName}: ${names.slice(0, 8).join(", ")}${names.length > 8 ? " and more" : ""}.`
        : `The brands of ${loaderData.dealerName}.`,
    },
  ];
}

/** /brands: the group's car, motorcycle, truck and own brands as logo tiles, and the stats banner (spec 000 §2 'Brands page'). */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const base = stockBase(tenant.config);
  return {
    dealerName: tenant.name,
    sections: brandSections(tenant.config.brands, base),
    stats: brandStatFigures(tenant.config.brand_stats, { locations: tenant.locations, brands: tenant.config.brands }, new Date()),
    stockHref: `${base}/new-used-and-demo-cars`,
  };
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { dealerName, sections, stats, stockHref } = loaderData;
  return (
    <>
      <PageBand crumbs={<Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Brands" }]} />}>
        <PageTitle>Our Brands</PageTitle>
        <PageIntro>Every brand {dealerName} sells and services. Choose a brand to see its range and the stock we have today.</PageIntro>
      </PageBand>
      {stats.length > 0 && (
        <section aria-label="About our group" className="bg-brand text-brand-contrast">
          <dl className={cn("mx-auto grid max-w-6xl gap-6 px-4 py-8 text-center sm:py-10", stats.length >= 3 ? "sm:grid-cols-3" : "sm:grid-cols-2", stats.length === 4 && "lg:grid-cols-4")}>
            {stats.map((s) => (
              <Stat key={s.label} {...s} />
            ))}
          </dl>
        </section>
      )}
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        {sections.length === 0 ? (
          <EmptyState
            size="lg"
            title="Our brands are on their way"
            className="mx-auto max-w-2xl sm:px-6"
            action={
              <ButtonLink to={stockHref} size="tall">
                <Search aria-hidden="true" className="size-4" /> Search our stock
              </ButtonLink>
            }
          >
            In the meantime, every vehicle we have is in our stock search.
          </EmptyState>
        ) : (
          sections.map((s) => (
            <section key={s.id} aria-labelledby={`brands-${s.id}`}>
              <SectionTitle id={`brands-${s.id}`} className="mb-5 border-b border-black/10 pb-3">
                {s.title}
              </SectionTitle>
              <BrandTileGrid tiles={s.tiles} label={s.title} />
            </section>
          ))
        )}
      </div>
    </>
  );
}

/** One figure of the stats banner, its label under it (the label comes first for screen readers). */
function Stat({ label, figure }: { label: string; figure: string }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="mt-1 text-sm font-semibold tracking-wider uppercase opacity-85">{label}</dt>
      <dd className="font-heading text-4xl font-black sm:text-5xl">{figure}</dd>
    </div>
  );
}
