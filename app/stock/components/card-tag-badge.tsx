import { Badge, type BadgeStyle } from "../../ui/badge.tsx";
import { cn } from "../../ui/cn.ts";
import { type SpriteIconName, SpriteIcon } from "../../ui/sprite-icon.tsx";
import type { CardTag, CardTagTone } from "../card-tag.ts";

/** Each tag's colours: a Badge tone where the kit has it, else the tag's own. */
const TONES: Record<CardTagTone, { tone?: BadgeStyle["tone"]; className?: string; icon: SpriteIconName }> = {
  electric: { className: "bg-emerald-700 text-white", icon: "zap" },
  hybrid: { className: "bg-teal-700 text-white", icon: "leaf" },
  phev: { className: "bg-cyan-700 text-white", icon: "plug-zap" },
  reserved: { tone: "warning", icon: "lock" },
  certified: { className: "bg-white text-ink ring-1 ring-black/10", icon: "badge-check" },
  red: { tone: "danger", icon: "tag" },
  green: { className: "bg-green-700 text-white", icon: "tag" },
  "coming-soon": { className: "bg-indigo-600 text-white", icon: "clock-3" },
  brand: { tone: "brand", icon: "sparkles" },
  sold: { className: "bg-slate-900 text-white", icon: "tag" },
};

/** The single tag over a card's picture. */
export function CardTagBadge({ tag, className }: { tag: CardTag; className?: string }) {
  const { tone, className: colours, icon } = TONES[tag.tone];
  return (
    <Badge data-tag={tag.kind} tone={tone} className={cn("max-w-full py-1 text-[11px] leading-none shadow-sm", colours, className)}>
      <SpriteIcon name={icon} className={`size-3.5 shrink-0 ${tag.tone === "certified" ? "text-brand" : ""}`} strokeWidth={2.5} />
      <span className="truncate">{tag.label}</span>
    </Badge>
  );
}
