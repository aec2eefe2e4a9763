import { BadgeCheck, Clock3, Leaf, Lock, PlugZap, Sparkles, Tag, Zap } from "lucide-react";
import type { CardTag, CardTagTone } from "../card-tag.ts";

const TONES: Record<CardTagTone, { className: string; Icon: typeof Tag }> = {
  electric: { className: "bg-emerald-600 text-white", Icon: Zap },
  hybrid: { className: "bg-teal-600 text-white", Icon: Leaf },
  phev: { className: "bg-cyan-700 text-white", Icon: PlugZap },
  reserved: { className: "bg-amber-400 text-amber-950", Icon: Lock },
  certified: { className: "bg-white text-ink ring-1 ring-black/10", Icon: BadgeCheck },
  red: { className: "bg-red-600 text-white", Icon: Tag },
  green: { className: "bg-green-600 text-white", Icon: Tag },
  "coming-soon": { className: "bg-indigo-600 text-white", Icon: Clock3 },
  brand: { className: "bg-brand text-brand-contrast", Icon: Sparkles },
  sold: { className: "bg-slate-900 text-white", Icon: Tag },
};

/** The single tag over a card's picture. */
export function CardTagBadge({ tag, className = "" }: { tag: CardTag; className?: string }) {
  const { className: tone, Icon } = TONES[tag.tone];
  return (
    <span
      data-tag={tag.kind}
      className={`inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-1 text-[11px] leading-none font-bold tracking-wide uppercase shadow-sm ${tone} ${className}`}
    >
      <Icon aria-hidden="true" className={`size-3.5 shrink-0 ${tag.tone === "certified" ? "text-brand" : ""}`} strokeWidth={2.5} />
      <span className="truncate">{tag.label}</span>
    </span>
  );
}
