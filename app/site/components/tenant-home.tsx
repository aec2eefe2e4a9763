import { Search } from "lucide-react";
import { Form, Link, useRouteLoaderData } from "react-router";
import type { HomeData } from "../home-data.server.ts";
import type { RootData } from "../layout-data.server.ts";
import { useTenantSite } from "../site-layout.tsx";
import { SalesCounter } from "../../vehicle/components/sales-counter.tsx";
import { VehicleCard } from "../../stock/components/vehicle-card.tsx";
import { TEMPLATES } from "../../tenants/templates.ts";
import { imageSrcSet, imageUrl } from "../../media/image-url.ts";
import { formatNumber } from "../../lib/format.ts";
import { stockBase } from "../../tenants/stock-base.ts";
import { fillFigures } from "../claimed-figures.ts";
import { HomeSearchBlocks } from "./home-blocks/home-search-blocks.tsx";
import { RecentlyViewedStrip } from "../../stock/components/recently-viewed-strip.tsx";
import { ReviewsBlock } from "../../reviews/components/reviews-block.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Chip } from "../../ui/chip.tsx";
import { Input } from "../../ui/input.tsx";
import { nounFor, type StockNoun } from "../../stock/stock-noun.ts";

function SearchEntry({ base, total, noun, example }: { base: string; total: number; noun: StockNoun; example: string | null }) {
  return (
    <Card asChild elevation="popover" padding="none" className="flex w-full max-w-xl gap-2 p-2 shadow-lg ring-black/5">
    <Form method="get" action={`${base}/new-used-and-demo-cars`}>
      <label htmlFor="hero-query" className="sr-only">
        Search our stock
      </label>
      <Input look="bare" id="hero-query" name="query" type="search" placeholder={example ? `Make, model or keyword (e.g. ${example})` : "Make, model or keyword"} className="w-auto flex-1 px-3 py-3 text-ink" />
      <Button type="submit" size="lg" className="shrink-0 px-4 shadow-none">
        <Search aria-hidden="true" className="size-5" />
        <span className="sm:hidden">Search</span>
        <span className="hidden sm:inline">Search {total > 0 ? `${formatNumber(total)} ${nounFor(total, noun)}` : `our ${noun.many}`}</span>
      </Button>
    </Form>
    </Card>
  );
}

export function TenantHome({ data }: { data: HomeData }) {
  const site = useTenantSite(useRouteLoaderData("root") as RootData | undefined);
  if (!site) return null;
  const { tenant } = site;
  const hero = TEMPLATES[tenant.template].layout.hero;
  const base = stockBase(tenant.config);
  const figures = { vehicles: data.summary.total, locations: tenant.locations.filter((l) => l.visible).length };
  const title = fillFigures(tenant.config.hero_title ?? `Find your next vehicle at ${tenant.name}`, figures);
  const subtitle = fillFigures(tenant.config.hero_subtitle ?? tenant.config.tagline, figures);
  const quick = [
    { label: "New", href: `${base}/new-cars`, n: data.summary.byType.new ?? 0 },
    { label: "Used", href: `${base}/used-cars`, n: data.summary.byType.used ?? 0 },
    { label: "Demo", href: `${base}/demo-cars`, n: data.summary.byType.demo ?? 0 },
  ].filter((q) => q.n > 0);
  const picture = data.heroImage ? (
    <img
      src={imageUrl(data.heroImage, { width: 1200, height: 800 })}
      srcSet={imageSrcSet(data.heroImage, { width: 1200, height: 800 })}
      sizes="(min-width: 1024px) 50vw, 100vw"
      width={1200}
      height={800}
      alt=""
      fetchPriority="high"
      className="size-full object-cover"
    />
  ) : null;

  const copy = (
    <div className="min-w-0 space-y-6">
      <h1 className="text-3xl leading-tight font-extrabold break-words sm:text-4xl md:text-5xl">{title}</h1>
      <p className="max-w-lg text-lg opacity-90">{subtitle}</p>
      <SearchEntry base={base} total={data.summary.total} noun={data.blocks.noun} example={data.blocks.searchExample} />
      <ul className="flex flex-wrap gap-2">
        {quick.map((q) => (
          <li key={q.label}>
            <Chip asChild tone="light" size="md">
              <Link to={q.href}>
                {formatNumber(q.n)} {q.label}
              </Link>
            </Chip>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <>
      {hero === "full-bleed" ? (
        <section className="relative isolate overflow-hidden bg-black text-white">
          <div className="absolute inset-0 -z-10 opacity-60">{picture}</div>
          <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/90 via-black/60 to-transparent" />
          <div className="mx-auto max-w-7xl px-4 py-20 md:py-28">{copy}</div>
        </section>
      ) : hero === "panel" ? (
        <section className="bg-gradient-to-b from-brand/15 to-transparent">
          <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
            <Card padding="xl" elevation="floating">
              {copy}
            </Card>
            <div className="aspect-[3/2] overflow-hidden rounded-theme shadow-2xl">{picture}</div>
          </div>
        </section>
      ) : (
        <section className="bg-brand text-brand-contrast">
          <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-16">
            {copy}
            <div className="aspect-[3/2] overflow-hidden rounded-theme bg-white/10 shadow-2xl">{picture}</div>
          </div>
        </section>
      )}

      <HomeSearchBlocks blocks={data.blocks} budget={data.budget} base={base} template={tenant.template} />

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="latest-heading">
        <div className="mb-6 flex items-end justify-between gap-4">
          <div>
            <h2 id="latest-heading" className="text-3xl font-bold">
              Just arrived
            </h2>
            <p className="text-muted">The newest additions to our stock.</p>
            {tenant.config.sales_counter && <SalesCounter now={data.now} className="mt-3" />}
          </div>
          <Link to={`${base}/new-used-and-demo-cars`} className="font-semibold text-brand hover:underline">
            View all stock →
          </Link>
        </div>
        {data.latest.length ? (
          <div className={`grid gap-6 sm:grid-cols-2 ${tenant.config.cards_per_row === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
            {/* Below the hero on every screen: lazy, so the hero (the page's largest paint) has the bandwidth (ADR 051). */}
            {data.latest.slice(0, tenant.config.cards_per_row === 4 ? 8 : 6).map((v) => (
              <VehicleCard key={v.id} vehicle={v} config={tenant.config} now={data.now} />
            ))}
          </div>
        ) : (
          <Card asChild padding="xl" className="text-center text-muted shadow-none ring-0">
            <p>New stock is on its way. Check back soon.</p>
          </Card>
        )}
      </section>

      <RecentlyViewedStrip className="mx-auto max-w-7xl px-4 pb-14" />

      {data.reviews && (
        <div className="mx-auto max-w-7xl px-4 pb-16">
          <ReviewsBlock data={data.reviews} dealerName={tenant.name} />
        </div>
      )}

      {site.tenant.locations.filter((l) => l.visible).length > 0 && (
        <section className="bg-surface py-14" aria-labelledby="locations-heading">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="locations-heading" className="mb-6 text-3xl font-bold">
              Our Locations
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {site.tenant.locations
                .filter((l) => l.visible)
                .map((l) => (
                  <li key={l.id} className="rounded-theme border border-black/5 bg-page p-5">
                    <p className="font-heading text-lg font-bold">{l.name}</p>
                    <p className="text-sm text-muted">
                      {l.address.street}, {l.address.city} {l.address.state} {l.address.postcode}
                    </p>
                    <p className="mt-2 text-xs font-semibold tracking-wide text-brand uppercase">{l.location_type || "sales"}</p>
                  </li>
                ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
