import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * The heading band a content page opens with: breadcrumbs, then the title and intro the page passes.
 * `className` goes on the inner column (e.g. a wider `max-w-7xl`).
 */
export function PageBand({ crumbs, children, className }: { crumbs: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className="border-b border-black/5 bg-gradient-to-b from-brand/10 to-transparent">
      <div className={cn("mx-auto max-w-6xl px-4 pt-6 pb-8 sm:pt-8 sm:pb-10", className)}>
        {crumbs}
        {children}
      </div>
    </div>
  );
}

/** The page's h1 in the band (`className` for spacing and width). */
export function PageTitle({ className, ...rest }: ComponentProps<"h1">) {
  return <h1 className={cn("mt-4 font-heading text-3xl font-extrabold tracking-tight text-ink sm:text-4xl", className)} {...rest} />;
}

/** The sentence under the title. */
export function PageIntro({ className, ...rest }: ComponentProps<"p">) {
  return <p className={cn("mt-3 max-w-2xl text-lg text-muted", className)} {...rest} />;
}

/** A section's h2 under the band (a group of models, of brands). */
export function SectionTitle({ className, ...rest }: ComponentProps<"h2">) {
  return <h2 className={cn("font-heading text-2xl font-extrabold tracking-tight text-ink", className)} {...rest} />;
}
