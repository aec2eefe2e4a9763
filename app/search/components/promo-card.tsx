import { iconClass } from "../../ui/mask-icon.tsx";
import { ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import type { Promo } from "../../tenants/tenant-document.ts";

/** A promotional card in the results grid ('We Want Your Car!'). */
export function PromoCard({ promo }: { promo: Promo }) {
  const external = /^https?:\/\//.test(promo.url);
  const text = (
    <>
      Get your offer
    </>
  );
  const cta = { variant: "inverse", className: `group mt-6 self-start px-5 shadow-md after:transition hover:after:translate-x-0.5 ${iconClass("arrow-right", "after")}` } as const;
  return (
    <aside
      aria-labelledby={`promo-${promo.id}`}
      data-promo={promo.id}
      className="relative isolate flex h-full min-h-80 flex-col overflow-hidden rounded-theme bg-brand p-7 text-brand-contrast shadow-sm"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-16 -z-10 size-56 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 -z-10 size-64 rounded-full bg-black/10" />
      <span className={`grid size-12 place-items-center rounded-full bg-white/15 [--icon-size:1.5rem] ${iconClass("car-front")}`} />
      <p className="mt-6 text-xs font-bold tracking-[0.18em] uppercase">Sell or trade</p>
      <h3 id={`promo-${promo.id}`} className="mt-1 text-3xl leading-tight font-extrabold">
        {promo.title}
      </h3>
      <p className="mt-3 leading-relaxed">{promo.description}</p>
      <div className="mt-auto">
        {external ? (
          <ButtonAnchor href={promo.url} rel="noopener" {...cta}>
            {text}
          </ButtonAnchor>
        ) : (
          <ButtonLink to={promo.url} {...cta}>
            {text}
          </ButtonLink>
        )}
      </div>
    </aside>
  );
}
