import { type SpriteIconName, SpriteIcon } from "../../ui/sprite-icon.tsx";
import type { CardTag, CardTagTone } from "../card-tag.ts";

const TONES: Record<CardTagTone, { className: string; icon: SpriteIconName }> = {
  electric: { className: "bg-emerald-700 text-white", icon: "zap" },
  hybrid: { className: "bg-teal-700 text-white", icon: "leaf" },
  phev: { className: "bg-cyan-700 text-white", icon: "plug-zap" },
  reserved: { className: "bg-amber-400 text-amber-950", icon: "lock" },
  certified: { className: "bg-white text-ink ring-1 ring-black/10", icon: "badge-check" },
  red: { className: "bg-red-600 text-white", icon: "tag" },
  green: { className: "bg-green-700 text-white", icon: "tag" },
  "coming-soon": { className: "bg-indigo-600 text-white", icon: "clock-3" },
  brand: { className: "bg-brand text-brand-contrast", icon: "sparkles" },
  sold: { className: "bg-slate-900 text-white", icon: "tag" },
};

/** The single tag over a card's picture. */
export function CardTagBadge({ tag, className = "" }: { tag: CardTag; className?: string }) {
  const { className: tone, icon } = TONES[tag.tone];
  return (
    <span
      data-tag={tag.kind}
      className={`inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-1 text-[11px] leading-none font-bold tracking-wide uppercase shadow-sm ${tone} ${className}`}
    >
      <SpriteIcon name={icon} className={`size-3.5 shrink-0 ${tag.tone === "certified" ? "text-brand" : ""}`} strokeWidth={2.5} />
      <span className="truncate">{tag.label}</span>
    </span>
  );
}
