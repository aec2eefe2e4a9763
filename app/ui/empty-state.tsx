import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "./card.tsx";
import { cn } from "./cn.ts";

/** The three sizes: `md` (search results), `sm` (a list page's short note), `lg` (a whole page with nothing on it). */
const SIZES = {
  sm: { panel: "p-8", icon: "size-14", title: "text-xl", body: "max-w-none", action: "mt-5" },
  md: { panel: "px-6 py-14 ring-black/[0.07]", icon: "size-14", title: "text-2xl", body: "max-w-md", action: "mt-6" },
  lg: { panel: "px-6 py-12 ring-black/5 sm:px-12", icon: "size-16", title: "text-2xl", body: "mt-3 max-w-none", action: "mt-8" },
} as const;

/** What a list shows when it has nothing: an icon, a heading, a sentence and (usually) a way on. */
export function EmptyState({ icon: Icon, title, titleId, children, action, className, headingLevel = 2, size = "md" }: { icon?: LucideIcon; title: ReactNode; titleId?: string; children?: ReactNode; action?: ReactNode; className?: string; headingLevel?: 2 | 3; size?: keyof typeof SIZES }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const look = SIZES[size];
  return (
    <Card asChild padding="none" className={cn("text-center ring-black/[0.07]", look.panel, className)}>
      <section aria-labelledby={titleId}>
        {Icon && (
          <span className={cn("mx-auto grid place-items-center rounded-full bg-brand/10 text-brand", look.icon)}>
            <Icon aria-hidden="true" className="size-1/2" />
          </span>
        )}
        <Heading id={titleId} className={cn("font-bold", look.title, Icon && "mt-5")}>
          {title}
        </Heading>
        {children && <div className={cn("mx-auto mt-2 text-muted", look.body)}>{children}</div>}
        {action && <div className={look.action}>{action}</div>}
      </section>
    </Card>
  );
}
