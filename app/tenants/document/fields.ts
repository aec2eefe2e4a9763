/** Field schemas the tenant document's sections share: slugs, hosts, origins, times and dates. */

import { z } from "zod";

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const tenantSlugSchema = z.string().min(2).max(63).regex(slugPattern, "must be lower-case letters, digits and single hyphens");

export const hostSchema = z
  .string()
  .min(3)
  .max(253)
  .transform((h) => h.trim().toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9.-]+$/, "must be a host name without scheme, port or path"));

/**
 * A public host name the site is known by (no scheme, port or path): dot-separated labels of letters, digits and inner
 * hyphens, e.g. www.baysideford.com.au. Stricter than `hostSchema` because it is written into every canonical link.
 */
export const canonicalHostSchema = z
  .string()
  .max(253)
  .transform((h) => h.trim().toLowerCase().replace(/\.$/, ""))
  .pipe(
    z
      .string()
      .regex(/^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/, "must be a host name such as www.example.com.au (no scheme, port or path)"),
  );

/**
 * An https origin (scheme, host, optional port; no path, wildcard or credentials), lower-cased. It goes into a
 * Content-Security-Policy header, so nothing but host characters gets through (a ';' would start a new directive).
 */
export const httpsOriginSchema = z
  .string()
  .max(300)
  .transform((o) => o.trim().toLowerCase().replace(/\/$/, ""))
  .pipe(z.string().regex(/^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/, "must be an https origin such as https://www.example.com.au (no path)"));

export const carTypeSchema = z.enum(["new", "used", "demo"]);
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM (24-hour)");
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");

/**
 * A list schema whose items' `key` must be unique; a repeat is reported at [index, key] as
 * 'duplicate {what} {key} {value}' (e.g. 'duplicate offer id x', 'duplicate post slug y').
 */
export function uniqueList<T extends z.ZodTypeAny, K extends string>(item: T, max: number, key: K, what: string) {
  return z
    .array(item)
    .max(max)
    .superRefine((items, ctx) => {
      const seen = new Set<unknown>();
      (items as Record<K, unknown>[]).forEach((it, i) => {
        const value = it[key];
        if (seen.has(value)) ctx.addIssue({ code: "custom", path: [i, key], message: `duplicate ${what} ${key} ${String(value)}` });
        seen.add(value);
      });
    });
}
