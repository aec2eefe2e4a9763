import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";

/** A list of the shopper's cars with nothing in it yet (compare, watchlist): why, and a way to the stock. */
export function NoCarsPanel({ icon: Icon, title, children, browseHref, className }: { icon: LucideIcon; title: string; children: ReactNode; browseHref: string; className?: string }) {
  return (
    <Card padding="xl" className={cn("text-center", className)}>
      <Icon aria-hidden="true" className="mx-auto size-10 text-muted" />
      <p className="mt-3 text-lg font-bold">{title}</p>
      <p className="mt-1 text-muted">{children}</p>
      <ButtonLink to={browseHref} size="lg" className="mt-5 shadow-none">
        Browse our stock
      </ButtonLink>
    </Card>
  );
}
