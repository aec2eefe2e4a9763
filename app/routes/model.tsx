import { data, Link } from "react-router";
import type { Route } from "./+types/model";
import { formatPrice } from "../lib/format.ts";
import { imageSrcSet, imageUrl } from "../media/image-url.ts";
import { findModel, modelBadge, modelCategories, modelEnquireHref, modelMetaDescription, modelStockSegments, toModelCard } from "../models/model-lineup.ts";
import { ModelBadgeLabel, ModelCardGrid, ShowroomActions } from "../models/components/model-card.tsx";
import { Badge } from "../ui/badge.tsx";
import { Card } from "../ui/card.tsx";
import { PageBand, SectionTitle } from "../ui/page-band.tsx";
import { stockPathCounter } from "../models/stock-count.server.ts";
import { stockBase } from "../tenants/stock-base.ts";
import { requireTenant } from "../platform/request-context.server.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { slugify } from "../lib/slug.ts";
import { breadcrumbListJsonLd, type BreadcrumbItem } from "../lib/breadcrumb-item.ts";
import { jsonForScript } from "../lib/json-for-script.ts";
import { publicOrigin } from "../tenants/public-origin.ts";
import { JsonLdScript } from "../ui/json-ld-script.tsx";

function modelCrumbs(name: string): BreadcrumbItem[] {
  return [{ label: "Home", href: "/" }, { label: "Models", href: "/models" }, { label: name }];
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Model not found" }];
  return [
    { title: `${loaderData.model.manufacturer} ${loaderData.model.name} · Models · ${loaderData.dealerName}` },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.url },
  ];
}

/**
 * /models/{slug}: one model with its stock, test-drive and enquiry buttons. The stock button goes to
 * /search/{make}/{model} when that search has cars, else to the make's stock, else to all new cars.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const model = findModel(tenant.config, params.slug);
  if (!model) throw data({ reason: "not-found" }, { status: 404 });
  const base = stockBase(tenant.config);
  const countFor = await stockPathCounter(context, tenant);
  const segments = modelStockSegments(model);
  const modelCount = countFor(segments);
  const makeCount = modelCount ? modelCount : countFor([segments[0]]);
  const stock = modelCount
    ? { label: `View ${model.name} stock`, href: `${base}/${segments.join("/")}`, count: modelCount }
    : makeCount
      ? { label: `View ${model.manufacturer_name} stock`, href: `${base}/${segments[0]}`, count: makeCount }
      : { label: "View all stock", href: `${base}/new-used-and-demo-cars`, count: null };
  const others = tenant.config.models.filter((m) => m.slug !== model.slug && slugify(m.manufacturer_name) === segments[0]).slice(0, 3);
  const origin = publicOrigin(tenant, new URL(request.url));
  const url = new URL(`/models/${model.slug}`, `${origin}/`).href;
  const crumbs = modelCrumbs(model.name);
  return {
    dealerName: tenant.name,
    url,
    crumbs,
    jsonLd: jsonForScript(breadcrumbListJsonLd(crumbs, origin, url)),
    model: toModelCard(model),
    badge: modelBadge(model),
    categories: modelCategories(model),
    description: modelMetaDescription(model, tenant.name),
    stock,
    enquireHref: modelEnquireHref(model),
    enquireText: tenant.config.enquire_button_text,
    others: others.map(toModelCard),
  };
}

export default function ModelPage({ loaderData }: Route.ComponentProps) {
  const { model, badge, categories, stock, enquireHref, enquireText, others, crumbs, jsonLd } = loaderData;
  const price = formatPrice(model.fromPrice);
  const src = model.image ?? "/media/not-found.webp";
  return (
    <>
      <JsonLdScript json={jsonLd} />
      <PageBand crumbs={<Breadcrumbs items={crumbs} />}>
        <div className="mt-6 grid items-center gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
          <div className="order-2 lg:order-1">
            <div className="flex flex-wrap items-center gap-2">
              <ModelBadgeLabel badge={badge} />
              {categories.map((c) => (
                <Badge key={c} className="bg-surface font-semibold tracking-normal text-muted normal-case ring-1 ring-black/10">
                  {c}
                </Badge>
              ))}
            </div>
            <p className="mt-4 text-sm font-bold tracking-wider text-brand uppercase">{model.manufacturer}</p>
            <h1 className="mt-1 font-heading text-4xl font-black tracking-tight text-ink uppercase sm:text-5xl">{model.name}</h1>
            <p className="mt-3 text-lg text-ink">
              {price ? (
                <>
                  from <span className="font-heading text-2xl font-extrabold">{price}</span>
                  <span className="ml-2 text-sm text-muted">manufacturer's list price</span>
                </>
              ) : badge === "Coming Soon" ? (
                <span className="text-muted">Pricing to be announced</span>
              ) : (
                <span className="text-muted">Enquire for price</span>
              )}
            </p>
            {model.description && <p className="mt-4 max-w-xl text-base leading-relaxed text-ink/85">{model.description}</p>}
            <ShowroomActions stock={stock} enquireHref={enquireHref} enquireText={enquireText} />
          </div>
          <Card padding="sm" className="order-1 bg-gradient-to-b from-white to-slate-100 lg:order-2">
            <img
              src={imageUrl(src, { width: 960, height: 461 })}
              srcSet={imageSrcSet(src, { width: 750, height: 360 }) || undefined}
              sizes="(min-width: 1024px) 36rem, 100vw"
              width={750}
              height={360}
              alt={`${model.manufacturer} ${model.name}`}
              fetchPriority="high"
              className="aspect-[25/12] w-full object-contain"
            />
          </Card>
        </div>
      </PageBand>
      {others.length > 0 && (
        <section aria-labelledby="more-models" className="mx-auto max-w-6xl px-4 py-10">
          <div className="mb-5 flex items-end justify-between gap-4">
            <SectionTitle id="more-models">
              More {model.manufacturer} models
            </SectionTitle>
            <Link to="/models" className="text-sm font-semibold text-brand hover:underline">
              All models
            </Link>
          </div>
          <ModelCardGrid models={others} />
        </section>
      )}
    </>
  );
}
