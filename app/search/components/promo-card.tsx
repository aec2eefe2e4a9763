import { ArrowRight, CarFront } from "lucide-react";
import { Link } from "react-router";
import type { Promo } from "../../tenants/tenant-document.ts";

/** A promotional card in the results grid ('We Want Your Car!'). */
export function PromoCard({ promo }: { promo: Promo }) {
  const external = /^https?:\/\//.test(promo.url);
  const cta = (
    <>
      Get your offer <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
    </>
  );
  const ctaClass = "group mt-6 inline-flex items-center gap-2 self-start rounded-theme bg-white px-5 py-2.5 text-sm font-bold text-ink shadow-md transition hover:bg-white/90";
  return (
    <aside
      aria-labelledby={`promo-${promo.id}`}
      data-promo={promo.id}
      className="relative isolate flex h-full min-h-80 flex-col overflow-hidden rounded-theme bg-brand p-7 text-brand-contrast shadow-sm"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-16 -z-10 size-56 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 -z-10 size-64 rounded-full bg-black/10" />
      <span className="grid size-12 place-items-center rounded-full bg-white/15">
        <CarFront aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-6 text-xs font-bold tracking-[0.18em] uppercase opacity-80">Sell or trade</p>
      <h3 id={`promo-${promo.id}`} className="mt-1 text-3xl leading-tight font-extrabold">
        {promo.title}
      </h3>
      <p className="mt-3 leading-relaxed opacity-90">{promo.description}</p>
      <div className="mt-auto">
        {external ? (
          <a href={promo.url} rel="noopener" className={ctaClass}>
            {cta}
          </a>
        ) : (
          <Link to={promo.url} className={ctaClass}>
            {cta}
          </Link>
        )}
      </div>
    </aside>
  );
}
