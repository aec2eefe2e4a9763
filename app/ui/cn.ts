import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * The one way to join Tailwind classes: clsx for conditions, tailwind-merge so that a class passed
 * by the caller (`className="px-6"`) replaces the kit's own (`px-4`) instead of fighting it.
 * The theme's own names (rounded-theme, font-heading, text-ink …) are taught to the merger.
 */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ["theme"],
      color: ["brand", "brand-contrast", "accent", "header", "header-ink", "footer", "footer-ink", "page", "surface", "ink", "muted"],
      font: ["heading", "body"],
    },
  },
});

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
