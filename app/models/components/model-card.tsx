import { ArrowRight, CalendarCheck, MessageSquare, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatPrice } from "../../lib/format.ts";
import { imageSrcSet, imageUrl } from "../../media/image-url.ts";
import { Badge } from "../../ui/badge.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CardGrid } from "../../ui/card-grid.tsx";
import { cn } from "../../ui/cn.ts";
import type { ModelBadge, ModelCard as ModelCardData } from "../model-lineup.ts";

const NOT_FOUND_IMAGE = "/media/not-found.webp";
/** Spec 000 §9: model image 250 by 120. */
export const MODEL_IMAGE = { width: 250, height: 120 } as const;

export function ModelBadgeLabel({ badge, className }: { badge: ModelBadge; className?: string }) {
  return (
    <Badge tone={badge === "Coming Soon" ? "warning" : "brand"} className={cn("rounded-theme px-2 text-[0.7rem] font-extrabold tracking-wider", className)}>
      {badge}
    </Badge>
  );
}

/** A link that leaves the site for an override URL on another host, else a client-side link. */
export function ModelLink({ href, className, children, label }: { href: string; className?: string; children: ReactNode; label?: string }) {
  if (/^https?:\/\//.test(href))
    return (
      <a href={href} className={className} aria-label={label} rel="noopener">
        {children}
      </a>
    );
  return (
    <Link to={href} className={className} aria-label={label}>
      {children}
    </Link>
  );
}

/** Model card (spec 000 §2 'Other blocks'): image, the name in upper case, a New or Coming Soon badge, from price. */
export function ModelCard({ model, eager = false }: { model: ModelCardData; eager?: boolean }) {
  const src = model.image ?? NOT_FOUND_IMAGE;
  const price = formatPrice(model.fromPrice);
  return (
    <Card asChild padding="none" className="group relative flex h-full flex-col overflow-hidden transition hover:shadow-md hover:ring-brand/40">
      <article>
        <div className="relative bg-gradient-to-b from-slate-100 to-slate-50 px-4 pt-6">
          <img
            src={imageUrl(src, { width: 480, height: 230 })}
            srcSet={imageSrcSet(src, { width: 375, height: 180 }) || undefined}
            sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 90vw"
            width={MODEL_IMAGE.width}
            height={MODEL_IMAGE.height}
            alt={`${model.manufacturer} ${model.name}`}
            loading={eager ? "eager" : "lazy"}
            className="aspect-[25/12] w-full object-contain transition duration-300 group-hover:scale-[1.03]"
          />
          <ModelBadgeLabel badge={model.badge} className="absolute top-3 left-3" />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{model.manufacturer}</p>
          <h3 className="font-heading text-xl leading-tight font-extrabold tracking-wide text-ink uppercase">
            <ModelLink href={model.href} className="after:absolute after:inset-0 focus:outline-none">
              {model.name}
            </ModelLink>
          </h3>
          <p className="text-sm text-muted">
            {price ? (
              <>
                from <span className="text-base font-bold text-ink">{price}</span>
              </>
            ) : model.badge === "Coming Soon" ? (
              "Price to be announced"
            ) : (
              "Enquire for price"
            )}
          </p>
          <p className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand group-hover:underline" aria-hidden="true">
            Explore <ArrowRight className="size-4" />
          </p>
        </div>
      </article>
    </Card>
  );
}

/** Model cards three to a row on wide screens; the first `eager` cards load at once. */
export function ModelCardGrid({ models, eager = 0 }: { models: readonly ModelCardData[]; eager?: number }) {
  return (
    <CardGrid className="gap-5 sm:grid-cols-2 lg:grid-cols-3" items={models} keyOf={(m) => m.slug}>
      {(m, i) => <ModelCard model={m} eager={i < eager} />}
    </CardGrid>
  );
}

/** The buttons of a model or brand page: its stock (when there is some), a test drive and an enquiry, and the stock count. */
export function ShowroomActions({ stock, enquireHref, enquireText }: { stock: { href: string; label: string; count: number | null } | null; enquireHref: string; enquireText: string }) {
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3">
        {stock && (
          <ButtonLink to={stock.href} size="tall">
            <Search aria-hidden="true" className="size-4" /> {stock.label}
          </ButtonLink>
        )}
        <ButtonLink to="/book-test-drive" variant="plain" size="tall">
          <CalendarCheck aria-hidden="true" className="size-4" /> Book A Test Drive
        </ButtonLink>
        <ButtonLink to={enquireHref} variant="plain" size="tall">
          <MessageSquare aria-hidden="true" className="size-4" /> {enquireText}
        </ButtonLink>
      </div>
      {stock?.count ? <p className="mt-3 text-sm text-muted">{stock.count === 1 ? "1 vehicle" : `${stock.count} vehicles`} in stock now</p> : null}
    </>
  );
}
