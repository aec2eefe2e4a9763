const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

export function formatPrice(value: number | null | undefined): string | null {
  return value === null || value === undefined || !(value > 0) ? null : aud.format(value);
}

export function formatKm(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : `${whole.format(value)} km`;
}

export function formatNumber(value: number): string {
  // Counts under a thousand (most facet counts) need no grouping: String() is what Intl answers, far cheaper.
  return Number.isInteger(value) && value >= 0 && value < 1000 && !Object.is(value, -0) ? String(value) : whole.format(value);
}
