/**
 * Australian phone numbers. Accepts the ways people type them (spaces, brackets, dashes, +61 or 61)
 * and answers the national form (digits only) or null.
 * Mobiles 04xx xxx xxx, landlines 0[2378] xxxx xxxx, 13xx xx, 1300/1800 xxx xxx.
 */
export function normalizeAuPhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[+\d\s().-]{6,20}$/.test(trimmed)) return null;
  let digits = trimmed.replace(/[^\d+]/g, "");
  if (digits.startsWith("+61")) digits = "0" + digits.slice(3);
  else if (/^61\d{9}$/.test(digits)) digits = "0" + digits.slice(2);
  if (digits.includes("+")) return null;
  if (/^0[45]\d{8}$/.test(digits)) return digits;
  if (/^0[2378]\d{8}$/.test(digits)) return digits;
  if (/^1[38]00\d{6}$/.test(digits)) return digits;
  if (/^13\d{4}$/.test(digits)) return digits;
  return null;
}

/** Australian numbers for display: +61 becomes a leading 0, then 2-4-4 spacing (e.g. 07 3821 4000). */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, "").replace(/^\+61/, "0").replace(/^61(?=\d{9}$)/, "0");
  if (/^0[2378]\d{8}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (/^04\d{8}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^1[38]00\d{6}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return raw.trim();
}

/** A tel: link for any way the number is written. */
export function telHref(raw: string): string {
  return `tel:${raw.replace(/[^\d+]/g, "")}`;
}

/** Australian number in international form for machines (SMS APIs, JSON-LD): '07 3821 4000' → '+61738214000'. */
export function internationalPhone(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits;
  if (/^0\d{9}$/.test(digits)) return `+61${digits.slice(1)}`;
  return digits;
}
