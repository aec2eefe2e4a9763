/**
 * Bulk price changes: by an amount of dollars or by a percentage, rounded to whole dollars, bounded, never to zero or
 * below. Pure; the console's bulk action plans the change with `planPriceChange` and stores it only when every selected
 * vehicle can take it.
 */

/** Largest change by amount, either way. */
export const MAX_AMOUNT_CHANGE = 1_000_000;
/** A percentage cut goes down to -90 %, a rise up to +100 %. */
export const MIN_PERCENT_CHANGE = -90;
export const MAX_PERCENT_CHANGE = 100;
/** The operator schema's ceiling for a price. */
export const MAX_PRICE = 100_000_000;

export type PriceChange = { mode: "amount"; amount: number } | { mode: "percent"; percent: number };

export type PriceResult = { ok: true; price: number } | { ok: false; reason: "no_price" | "not_positive" | "too_high" };

/** The new price after a change, or why the vehicle cannot take it. */
export function changedPrice(price: number | null, change: PriceChange): PriceResult {
  if (price === null || !(price > 0)) return { ok: false, reason: "no_price" };
  const raw = change.mode === "amount" ? price + change.amount : price * (1 + change.percent / 100);
  // Round half away from zero on cents first, so 10 % off $19,995 is $17,996 (17,995.5 rounds up), never float noise.
  const next = Math.round(Math.round(raw * 100) / 100);
  if (next <= 0) return { ok: false, reason: "not_positive" };
  if (next > MAX_PRICE) return { ok: false, reason: "too_high" };
  return { ok: true, price: next };
}

export interface PricedVehicle {
  id: number;
  price: number | null;
  /** How the dealer knows it: stock number or title. */
  label: string;
}

export type PriceChangePlan =
  | { ok: true; changes: { id: number; before: number; after: number }[]; skipped: PricedVehicle[] }
  | { ok: false; refused: (PricedVehicle & { reason: "not_positive" | "too_high" })[] };

/**
 * Plans a change over a selection: vehicles without a price are skipped (a percentage of nothing is nothing), and if
 * any vehicle would end at $0 or below, or above the ceiling, the whole change is refused so nothing half-happens.
 */
export function planPriceChange(vehicles: readonly PricedVehicle[], change: PriceChange): PriceChangePlan {
  const changes: { id: number; before: number; after: number }[] = [];
  const skipped: PricedVehicle[] = [];
  const refused: (PricedVehicle & { reason: "not_positive" | "too_high" })[] = [];
  for (const v of vehicles) {
    const r = changedPrice(v.price, change);
    if (r.ok) {
      if (r.price !== v.price) changes.push({ id: v.id, before: v.price as number, after: r.price });
    } else if (r.reason === "no_price") skipped.push(v);
    else refused.push({ ...v, reason: r.reason });
  }
  return refused.length ? { ok: false, refused } : { ok: true, changes, skipped };
}

/** One line for a refusal: "Can't lower 2 vehicles to $0 or below: 1234, 5678." */
export function describeRefusal(refused: readonly (PricedVehicle & { reason: "not_positive" | "too_high" })[]): string {
  const low = refused.filter((r) => r.reason === "not_positive").map((r) => r.label);
  const high = refused.filter((r) => r.reason === "too_high").map((r) => r.label);
  const list = (xs: string[]) => (xs.length > 5 ? `${xs.slice(0, 5).join(", ")} and ${xs.length - 5} more` : xs.join(", "));
  const parts: string[] = [];
  if (low.length) parts.push(`that would take ${low.length === 1 ? "1 vehicle" : `${low.length} vehicles`} to $0 or below (${list(low)})`);
  if (high.length) parts.push(`that would take ${high.length === 1 ? "1 vehicle" : `${high.length} vehicles`} above $100,000,000 (${list(high)})`);
  return `Nothing was changed: the price change ${parts.join(" and ")}.`;
}
