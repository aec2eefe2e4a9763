import { data } from "react-router";
import type { Route } from "./+types/brand-overview";
import { brandModels, findBrandPage, paragraphs } from "../brands/brand-tiles.ts";
import { imageSrcSet, imageUrl } from "../media/image-url.ts";
import { toModelCard } from "../models/model-lineup.ts";
import { stockPathCounter } from "../models/stock-count.server.ts";
import { ModelCardGrid, ShowroomActions } from "../models/components/model-card.tsx";
import { Card } from "../ui/card.tsx";
import { cn } from "../ui/cn.ts";
import { PageBand, PageTitle, SectionTitle } from "../ui/page-band.tsx";
import { stockBase } from "../tenants/stock-base.ts";
import { requireTenant } from "../platform/request-context.server.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Brand not found" }];
  const { brand, dealerName, description } = loaderData;
  const text = description[0] ?? `${brand.title} at ${dealerName}: the range, stock, test drives and enquiries.`;
  return [{ title: `${brand.title} · Our Brands · ${dealerName}` }, { name: "description", content: text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, "")}…` : text }];
}

/** /{brandslug}/overview: a brand's banner, description, models and a link to its stock. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const brand = findBrandPage(tenant.config, params.brand);
  if (!brand) throw data({ reason: "not-found" }, { status: 404 });
  const countFor = await stockPathCounter(context, tenant);
  const stockCount = countFor([brand.slug]);
  return {
    dealerName: tenant.name,
    brand: { title: brand.title, slug: brand.slug, banner: brand.banner },
    description: paragraphs(brand.description),
    models: brandModels(brand, tenant.config.models).map(toModelCard),
    // A group brand (e.g. a finance arm) has no stock search of its own: no stock button then.
    stockHref: stockCount ? `${stockBase(tenant.config)}/${brand.slug}` : null,
    stockCount,
    enquireHref: `/contact?${new URLSearchParams({ subcategory: `Brand ${brand.title}`.replace(/[^\w &'-]/g, " ").slice(0, 60) })}`,
    enquireText: tenant.config.enquire_button_text,
  };
}

export default function BrandOverview({ loaderData }: Route.ComponentProps) {
  const { brand, description, models, stockHref, stockCount, enquireHref, enquireText } = loaderData;
  return (
    <>
      <PageBand crumbs={<Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Brands", href: "/brands" }, { label: brand.title }]} />}>
        {brand.banner && (
          <Card padding="none" className="relative mt-5 aspect-[16/8] overflow-hidden bg-gradient-to-br from-white via-slate-50 to-slate-200 sm:aspect-[16/5]">
            <p className="absolute top-1/2 left-5 -translate-y-1/2 font-heading text-5xl font-black tracking-[0.06em] text-brand/15 uppercase sm:left-10 sm:text-8xl" aria-hidden="true">
              {brand.title}
            </p>
            <img
              src={imageUrl(brand.banner, { width: 960, height: 640 })}
              srcSet={imageSrcSet(brand.banner, { width: 750, height: 500 }) || undefined}
              sizes="(min-width: 640px) 50vw, 100vw"
              width={750}
              height={500}
              alt=""
              fetchPriority="high"
              className="absolute right-0 bottom-0 h-[115%] w-auto max-w-none translate-y-[6%] object-contain mix-blend-multiply sm:right-6"
            />
          </Card>
        )}
        <PageTitle className={cn(brand.banner && "mt-6")}>{brand.title}</PageTitle>
        {description.length > 0 && (
          <div className="mt-3 max-w-3xl space-y-3 text-lg leading-relaxed text-muted">
            {description.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        )}
        <ShowroomActions stock={stockHref ? { href: stockHref, label: `View ${brand.title} stock`, count: stockCount } : null} enquireHref={enquireHref} enquireText={enquireText} />
      </PageBand>
      {models.length > 0 && (
        <section aria-labelledby="brand-models" className="mx-auto max-w-6xl px-4 py-10">
          <SectionTitle id="brand-models" className="mb-5">
            {brand.title} models
          </SectionTitle>
          <ModelCardGrid models={models} eager={3} />
        </section>
      )}
    </>
  );
}
