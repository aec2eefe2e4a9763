import { BADGE_TONES, type BadgeStyle } from "../../ui/badge.tsx";
import { cn } from "../../ui/cn.ts";
import { type MaskIconName, iconClass } from "../../ui/mask-icon.tsx";
import type { CardTag, CardTagTone } from "../card-tag.ts";

/** Each tag's colours: a Badge tone where the kit has it, else the tag's own. */
const TONES: Record<CardTagTone, { tone?: Exclude<BadgeStyle["tone"], null | undefined>; className?: string; icon: MaskIconName }> = {
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

/**
 * Labels longer than this may not fit a narrow card: they sit in a span of their own, cut with an ellipsis (text directly
 * in a flex row cannot be). The built-in labels ('Just Arrived', 'Test Drive Only') are shorter: one element a tag.
 */
const LONG_LABEL = 18;

/** The single tag over a card's picture, its icon drawn before its text (app.css `card-tag`). */
export function CardTagBadge({ tag, className }: { tag: CardTag; className?: string }) {
  const { tone, className: colours, icon } = TONES[tag.tone];
  // The badge's look is the `card-tag` rule in app.css (once, not on each card); the kit's Badge gives the tone.
  return (
    <span data-tag={tag.kind} className={cn("card-tag", iconClass(icon), tone && BADGE_TONES[tone], tag.tone === "certified" && "[--icon-color:var(--color-brand)]", colours, className)}>
      {tag.label.length > LONG_LABEL ? <span>{tag.label}</span> : tag.label}
    </span>
  );
}
