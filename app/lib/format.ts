const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

export function formatPrice(value: number | null | undefined): string | null {
  return value === null || value === undefined || !(value > 0) ? null : aud.format(value);
}

export function formatKm(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : `${whole.format(value)} km`;
}

export function formatNumber(value: number): string {
  return whole.format(value);
}

/** Australian numbers for display: +61 becomes a leading 0, then 2-4-4 spacing (e.g. 07 3821 4000). */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, "").replace(/^\+61/, "0").replace(/^61(?=\d{9}$)/, "0");
  if (/^0[2378]\d{8}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (/^04\d{8}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^1[38]00\d{6}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return raw.trim();
}

export function telHref(raw: string): string {
  return `tel:${raw.replace(/[^\d+]/g, "")}`;
}
