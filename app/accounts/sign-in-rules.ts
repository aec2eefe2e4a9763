/** Sign-in rules shared by browser and server: pure. The forms' schemas are in sign-in-schemas.ts (ADR 051: links to
 * sign-in from every page need no zod). */

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** At most this many codes per phone in CODE_WINDOW_MS. */
export const MAX_CODES_PER_WINDOW = 3;
export const CODE_WINDOW_MS = 10 * 60_000;
export const SESSION_TTL_MS = 30 * 24 * 3600_000;

export const SIGN_IN_TYPES = ["watchlist", "checkout", "garage", "finance", "online-payment", "spin-to-win", "saved-search"] as const;

/**
 * Where to go after signing in: only a path on this site. Anything that could leave the site
 * (`//evil.com`, `/\evil.com`, `https://…`, `javascript:`) falls back to the home page.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (!target || typeof target !== "string") return fallback;
  const t = target.trim();
  // eslint-disable-next-line no-control-regex -- control characters in a redirect target are refused outright
  if (!t.startsWith("/") || t.startsWith("//") || t.startsWith("/\\") || /[\u0000-\u001F\\]/.test(t)) return fallback;
  try {
    const url = new URL(t, "http://same.invalid");
    if (url.host !== "same.invalid") return fallback;
    const path = url.pathname + url.search + url.hash;
    // Dot segments collapse on parsing ('/.//evil.example' → '//evil.example'): check the result, not only the input.
    return path.startsWith("//") || path.startsWith("/\\") ? fallback : path;
  } catch {
    return fallback;
  }
}

/** The sign-in URL for a signed-out shopper sent from `path` (spec: /sign-in?type=&redirect=&back=). */
export function signInUrl(type: string, redirect: string, back?: string): string {
  const q = new URLSearchParams({ type, redirect: safeRedirect(redirect) });
  if (back) q.set("back", safeRedirect(back));
  return `/sign-in?${q}`;
}

/** Masks a phone for display on the code screen: 0412 XXX 678. */
export function maskedPhone(phone: string): string {
  return phone.length >= 10 ? `${phone.slice(0, 4)} XXX ${phone.slice(-3)}` : phone;
}

export const SIGN_IN_MESSAGES = {
  phone: "Please enter a valid Australian mobile number.",
  code: "Please enter the 6-digit code we sent you.",
} as const;
