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
