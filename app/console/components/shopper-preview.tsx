import type { CSSProperties, ReactNode } from "react";

/**
 * Something from the public site shown in the console as shoppers see it: the console already wears the tenant's
 * theme (colours, fonts, corners); this adds the template's heading case and the page's background. It is a picture,
 * not a second copy of the site: `inert` keeps its links and buttons out of the keyboard order and away from clicks.
 */
export function ShopperPreview({ label, headingCase, children, className }: { label: string; headingCase: "normal" | "uppercase"; children: ReactNode; className?: string }) {
  const style = { "--heading-case": headingCase === "uppercase" ? "uppercase" : "none", "--heading-tracking": headingCase === "uppercase" ? "0.01em" : "-0.01em" } as CSSProperties;
  return (
    <figure className={className}>
      <figcaption className="mb-2 text-sm font-semibold text-muted">{label}</figcaption>
      <div inert style={style} className="rounded-theme bg-page p-3 ring-1 ring-black/10 select-none sm:p-4" data-testid="shopper-preview">
        {children}
      </div>
    </figure>
  );
}
