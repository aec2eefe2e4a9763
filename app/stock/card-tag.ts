/**
 * The one tag a stock card shows (spec 000 §4 'Card tag priority'): for cars not sold, the first
 * that applies of fuel tag (where enabled), Reserved, certified pre-owned, the custom tag text,
 * Coming Soon and Just Arrived; sold cars show Just Sold. Pure: the clock is an argument.
 */

import type { SiteConfig } from "../tenants/tenant-document.ts";
import type { CardVehicle } from "./card-config.ts";

export type CardTagKind = "fuel" | "reserved" | "certified" | "custom" | "coming-soon" | "just-arrived" | "just-sold";
export type CardTagTone = "electric" | "hybrid" | "phev" | "reserved" | "certified" | "red" | "green" | "coming-soon" | "brand" | "sold";

export interface CardTag {
  kind: CardTagKind;
  label: string;
  tone: CardTagTone;
}

export type CardTagConfig = Pick<SiteConfig, "fuel_tags" | "certified_program_make" | "runout_tag_green" | "just_arrived_days">;
export type CardTagVehicle = Pick<CardVehicle, "status" | "simple_fuel" | "reserved" | "certified" | "car_type" | "make" | "tag" | "created_at">;

const DAY_MS = 86_400_000;

/** Electric, Hybrid or PHEV from a fuel description ('Plug-in Hybrid' is PHEV), else null. */
export function fuelTag(fuel: string | null): { label: "Electric" | "Hybrid" | "PHEV"; tone: CardTagTone } | null {
  if (!fuel) return null;
  const f = fuel.toLowerCase();
  if (/plug-?\s?in|phev/.test(f)) return { label: "PHEV", tone: "phev" };
  if (/hybrid|\bhev\b/.test(f)) return { label: "Hybrid", tone: "hybrid" };
  if (/electric|^ev$|\bbev\b/.test(f)) return { label: "Electric", tone: "electric" };
  return null;
}

/** Whether the car was created within the just-arrived window (0 days: never). */
export function isJustArrived(createdAt: string, days: number, nowMs: number): boolean {
  const created = Date.parse(createdAt);
  if (!Number.isFinite(created) || days <= 0) return false;
  const age = nowMs - created;
  return age >= -DAY_MS && age < days * DAY_MS;
}

/** The card's tag, or null. `nowMs` null skips the time-based Just Arrived step. */
export function cardTag(v: CardTagVehicle, config: CardTagConfig, nowMs: number | null): CardTag | null {
  if (v.status === "sold") return { kind: "just-sold", label: "Just Sold", tone: "sold" };
  if (config.fuel_tags) {
    const fuel = fuelTag(v.simple_fuel);
    if (fuel) return { kind: "fuel", label: fuel.label, tone: fuel.tone };
  }
  if (v.reserved) return { kind: "reserved", label: "Reserved", tone: "reserved" };
  const program = config.certified_program_make?.trim().toLowerCase();
  if (program && v.car_type === "used" && v.certified && v.make.trim().toLowerCase() === program)
    return { kind: "certified", label: `${config.certified_program_make} Certified Pre-Owned`, tone: "certified" };
  const custom = v.tag?.trim();
  if (custom) return { kind: "custom", label: custom, tone: config.runout_tag_green && /run-?\s?out/i.test(custom) ? "green" : "red" };
  if (v.status === "coming_soon") return { kind: "coming-soon", label: "Coming Soon", tone: "coming-soon" };
  if (nowMs !== null && isJustArrived(v.created_at, config.just_arrived_days, nowMs)) return { kind: "just-arrived", label: "Just Arrived", tone: "brand" };
  return null;
}
