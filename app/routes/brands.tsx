import { Search } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/brands";
import { brandSections } from "../brands/brands.ts";
import { BrandTileGrid } from "../brands/components/brand-tile.tsx";
import { primaryButton } from "../models/components/model-card.tsx";
import { PageBand } from "../ui/page-band.tsx";
import { stockBase } from "../tenants/stock-base.ts";
import { requireTenant } from "../platform/request-context.server.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";

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
    stats: tenant.config.brand_stats,
    stockHref: `${base}/new-used-and-demo-cars`,
  };
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { dealerName, sections, stats, stockHref } = loaderData;
  return (
    <>
      <PageBand crumbs={<Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Brands" }]} />}>
        <h1 className="mt-4 font-heading text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Our Brands</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">Every brand {dealerName} sells and services. Choose a brand to see its range and the stock we have today.</p>
      </PageBand>
      {stats.length > 0 && (
        <section aria-label="About our group" className="bg-brand text-brand-contrast">
          <dl className={`mx-auto grid max-w-6xl gap-6 px-4 py-8 text-center sm:py-10 ${stats.length >= 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"} ${stats.length === 4 ? "lg:grid-cols-4" : ""}`}>
            {stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm font-semibold tracking-wider uppercase opacity-85">{s.label}</dt>
                <dd className="font-heading text-4xl font-black sm:text-5xl">{s.figure}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        {sections.length === 0 ? (
          <section className="mx-auto max-w-2xl rounded-theme bg-surface px-6 py-12 text-center shadow-sm ring-1 ring-black/5">
            <h2 className="font-heading text-2xl font-bold text-ink">Our brands are on their way</h2>
            <p className="mt-3 text-muted">In the meantime, every vehicle we have is in our stock search.</p>
            <Link to={stockHref} className={`${primaryButton} mt-8`}>
              <Search aria-hidden="true" className="size-4" /> Search our stock
            </Link>
          </section>
        ) : (
          sections.map((s) => (
            <section key={s.id} aria-labelledby={`brands-${s.id}`}>
              <h2 id={`brands-${s.id}`} className="mb-5 border-b border-black/10 pb-3 font-heading text-2xl font-extrabold tracking-tight text-ink">
                {s.title}
              </h2>
              <BrandTileGrid tiles={s.tiles} label={s.title} />
            </section>
          ))
        )}
      </div>
    </>
  );
}
