import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "./card.tsx";
import { cn } from "./cn.ts";

/** What a list shows when it has nothing: an icon, a heading, a sentence and (usually) a way on. */
export function EmptyState({ icon: Icon, title, titleId, children, action, className, headingLevel = 2 }: { icon?: LucideIcon; title: ReactNode; titleId?: string; children?: ReactNode; action?: ReactNode; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card asChild padding="none" className={cn("px-6 py-14 text-center ring-black/[0.07]", className)}>
      <section aria-labelledby={titleId}>
        {Icon && (
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand/10 text-brand">
            <Icon aria-hidden="true" className="size-7" />
          </span>
        )}
        <Heading id={titleId} className={cn("text-2xl font-bold", Icon && "mt-5")}>
          {title}
        </Heading>
        {children && <div className="mx-auto mt-2 max-w-md text-muted">{children}</div>}
        {action && <div className="mt-6">{action}</div>}
      </section>
    </Card>
  );
}
