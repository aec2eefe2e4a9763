import type { CSSProperties } from "react";
import { ArrowRight, BadgeCheck, CalendarClock, Clock3, Eye, Fuel, Gauge, Heart, Leaf, Lock, MapPin, PlugZap, SearchCheck, Settings2, Sparkles, Tag, Zap } from "lucide-react";

/**
 * Icons drawn many times on one page (every stock card has eight or so). Each is defined once per page
 * as a <symbol> in <IconSprite /> and drawn with <use>, so a results page of 21 cards carries one copy
 * of each path instead of 21. Colour, fill and stroke width come from the <SpriteIcon> that uses them.
 */
const SPRITE = {
  "arrow-right": ArrowRight,
  "badge-check": BadgeCheck,
  "calendar-clock": CalendarClock,
  "clock-3": Clock3,
  eye: Eye,
  fuel: Fuel,
  gauge: Gauge,
  heart: Heart,
  leaf: Leaf,
  lock: Lock,
  "map-pin": MapPin,
  "plug-zap": PlugZap,
  "search-check": SearchCheck,
  "settings-2": Settings2,
  sparkles: Sparkles,
  tag: Tag,
  zap: Zap,
} as const;

export type SpriteIconName = keyof typeof SPRITE;

/** The symbols, rendered once by the site layout. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
      {Object.entries(SPRITE).map(([name, Icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon fill="inherit" stroke="inherit" strokeWidth="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * One sprite icon, decorative (hidden from assistive technology), sized by its class. Its drawing
 * attributes come from the `svg.icon` rule in app.css; a stroke width other than 2 is a CSS variable.
 */
export function SpriteIcon({ name, className = "", strokeWidth }: { name: SpriteIconName; className?: string; strokeWidth?: number }) {
  return (
    <svg aria-hidden="true" className={`icon ${className}`} style={strokeWidth ? ({ "--icon-stroke": strokeWidth } as CSSProperties) : undefined}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
