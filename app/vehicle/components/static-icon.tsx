import type { CSSProperties } from "react";
import { escapeHtml } from "../../lib/escape-html.ts";

/** What lucide-react's icon modules (`lucide-react/icons/<name>`) export beside the component: the drawing itself. */
export type LucideIconData = { name: string; size?: number; node: readonly (readonly [string, Record<string, string>])[]; aliases?: readonly string[] };

export type StaticIconProps = { className?: string; strokeWidth?: number; style?: CSSProperties; "aria-hidden"?: boolean | "true" | "false" };
export type StaticIcon = ((props: StaticIconProps) => React.JSX.Element) & {
  displayName?: string;
  /** The same `<svg>` as markup, for lists the page writes as one string (static-markup.ts). */
  html: (className?: string, strokeWidth?: number) => string;
};


/** The `<svg>`'s children as markup, as React would write lucide's elements (`<path d="…"></path>`). */
export function iconMarkup(data: LucideIconData): string {
  return data.node
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs)
        .filter(([k]) => k !== "key")
        .map(([k, v]) => ` ${k}="${escapeHtml(String(v))}"`)
        .join("");
      return `<${tag}${attributes}></${tag}>`;
    })
    .join("");
}

/** Classes as lucide writes them: single spaces, none at the ends (a template's empty branch leaves one). */
const tidy = (className: string) => (/^\S+( \S+)*$/.test(className) ? className : className.split(/\s+/).filter(Boolean).join(" "));

/**
 * A lucide icon drawn as the same `<svg>` lucide-react draws (attributes, classes, children), but with its children
 * written as one precomputed string: no hooks, no class merging, no child elements for React to render or hydrate
 * (issue 15: lucide's icons were ~4% of the vehicle page's server CPU). Always decorative (`aria-hidden`), as every
 * icon on the vehicle page is; colour and size come from the classes as before.
 * `module`: `import * as car from "lucide-react/icons/car"` (its `__iconData`, which the package's types leave out).
 */
export function staticIcon(module: unknown): StaticIcon {
  const data = (module as { __iconData: LucideIconData }).__iconData;
  const html = { __html: iconMarkup(data) };
  const size = data.size ?? 24;
  const base = ["lucide", `lucide-${data.name}`, ...(data.aliases ?? []).filter((a) => a.trim() !== "").map((a) => `lucide-${a}`)].join(" ");
  const Icon = (({ className, strokeWidth = 2, style }: StaticIconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `${base} ${tidy(className)}` : base}
      style={style}
      aria-hidden="true"
      dangerouslySetInnerHTML={html}
    />
  )) as StaticIcon;
  Icon.displayName = data.name;
  Icon.html = (className, strokeWidth = 2) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 ${size} ${size}" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" class="${escapeHtml(className ? `${base} ${tidy(className)}` : base)}" aria-hidden="true">${html.__html}</svg>`;
  return Icon;
}
