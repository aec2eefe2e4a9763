import { History } from "lucide-react";
import { cardVariants } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { LinkList } from "../../ui/link-list.tsx";
import type { SearchHistoryEntry } from "../search-history.ts";

/** The visitor's recent searches (kept in this browser), other than the current one; `card` sets them on a card. */
export function RecentSearches({ entries, current, card = false, className }: { entries: readonly SearchHistoryEntry[]; current: string; card?: boolean; className?: string }) {
  const others = entries.filter((e) => e.url !== current);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches-title" className={cn(card && [cardVariants(), "ring-black/[0.07]"], className)}>
      <h2 id="recent-searches-title" className="flex items-center gap-2 text-sm font-bold tracking-wide text-ink uppercase">
        <History aria-hidden="true" className="size-4 text-muted" /> Recent searches
      </h2>
      <LinkList links={others.map((e) => ({ label: e.label, href: e.url }))} className="mt-3 space-y-1" linkClassName="block truncate rounded-theme px-2 py-1.5 text-sm text-brand hover:bg-brand/10" />
    </section>
  );
}
