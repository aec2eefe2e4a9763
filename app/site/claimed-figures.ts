/**
 * Figures a tenant's own copy may claim (ADR 036): the hero's heading and sentence name them as tokens, and the page
 * fills in what the tenant's data says today, so a figure never goes stale ('Over 1,400' beside 1,384 cars).
 */
import { formatNumber } from "../lib/format.ts";

export interface SiteFigures {
  /** What the all-stock search lists (the engine's one count). */
  vehicles: number;
  /** Visible locations. */
  locations: number;
}

/** `{vehicles}` and `{locations}` replaced by the tenant's figures; other text unchanged. */
export function fillFigures(text: string, figures: SiteFigures): string {
  return text.replace(/\{(vehicles|locations)\}/g, (_, name: keyof SiteFigures) => formatNumber(figures[name]));
}
