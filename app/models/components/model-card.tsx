import { ArrowRight, CalendarCheck, MessageSquare, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatPrice } from "../../lib/format.ts";
import { imageSrcSet, imageUrl } from "../../media/image-url.ts";
import type { ModelBadge, ModelCard as ModelCardData } from "../models.ts";

const NOT_FOUND_IMAGE = "/media/not-found.webp";
/** Spec 000 §9: model image 250 by 120. */
export const MODEL_IMAGE = { width: 250, height: 120 } as const;

export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-theme bg-brand px-5 py-3 text-center text-sm font-bold text-brand-contrast shadow-sm transition hover:brightness-110";
export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-theme bg-surface px-5 py-3 text-center text-sm font-bold text-ink ring-1 ring-black/15 transition hover:bg-page hover:ring-black/30";


export function ModelBadgeLabel({ badge, className = "" }: { badge: ModelBadge; className?: string }) {
  const tone = badge === "Coming Soon" ? "bg-amber-400 text-amber-950" : "bg-brand text-brand-contrast";
  return <span className={`inline-block rounded-theme px-2 py-0.5 text-[0.7rem] font-extrabold tracking-wider uppercase ${tone} ${className}`}>{badge}</span>;
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
    <article className="group relative flex h-full flex-col overflow-hidden rounded-theme bg-surface shadow-sm ring-1 ring-black/5 transition hover:shadow-md hover:ring-brand/40">
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
  );
}

/** The buttons of a model or brand page: its stock (when there is some), a test drive and an enquiry, and the stock count. */
export function ShowroomActions({ stock, enquireHref, enquireText }: { stock: { href: string; label: string; count: number | null } | null; enquireHref: string; enquireText: string }) {
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3">
        {stock && (
          <Link to={stock.href} className={primaryButton}>
            <Search aria-hidden="true" className="size-4" /> {stock.label}
          </Link>
        )}
        <Link to="/book-test-drive" className={secondaryButton}>
          <CalendarCheck aria-hidden="true" className="size-4" /> Book A Test Drive
        </Link>
        <Link to={enquireHref} className={secondaryButton}>
          <MessageSquare aria-hidden="true" className="size-4" /> {enquireText}
        </Link>
      </div>
      {stock?.count ? ( <p className="mt-3 text-sm text-muted">{stock.count === 1 ? "1 vehicle" : `${stock.count} vehicles`} in stock now</p>
      ) : null}
    </>
  );
}
