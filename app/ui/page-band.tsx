import type { ReactNode } from "react";

/** The heading band a content page opens with: breadcrumbs, then the title and intro the page passes. */
export function PageBand({ crumbs, children }: { crumbs: ReactNode; children: ReactNode }) {
  return (
    <div className="border-b border-black/5 bg-gradient-to-b from-brand/10 to-transparent">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-8 sm:pt-8 sm:pb-10">
        {crumbs}
        {children}
      </div>
    </div>
  );
}
