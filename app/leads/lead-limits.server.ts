import type { RegisteredServices as Services } from "../platform/contexts.ts";
import { addressKey } from "../platform/client-address.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import type { FormTokenCheck } from "./form-token.server.ts";

/** Rate limits for posts other than leads (checkout, sign-in), per client address and per tenant: null, or when to retry (429 + Retry-After). */
export function leadRateLimit(services: Pick<Services, "leadLimits">, tenant: Tenant, ip: string): { retryAfterSeconds: number } | null {
  const byIp = services.leadLimits.perIp.hit(`${tenant.id}:${addressKey(ip)}`);
  if (!byIp.allowed) return byIp;
  const byTenant = services.leadLimits.perTenant.hit(String(tenant.id));
  return byTenant.allowed ? null : byTenant;
}

export type LeadAdmission =
  | { ok: true }
  /** 429: this address sent too many (`address`), or the site is over its budget and the post carried no usable form token (`site`). */
  | { ok: false; status: 429; limit: "address" | "site"; retryAfterSeconds: number }
  /** 400: the form token is missing (page forms only), made up, too fresh or too old. */
  | { ok: false; status: 400; token: Exclude<FormTokenCheck, { ok: true }>["reason"] };

/**
 * Whether a lead may go on to be validated and stored (ADR: abuse control hits the abuser, not the dealer).
 * 1. The address's own limit comes first, so a refused address spends none of the site's budget.
 * 2. A form token, if sent (always, for page forms), must be good: signed for this site, 2 s to 6 h old.
 * 3. Under the site's budget every lead is taken. Past it, only a lead carrying a good token is, and each
 *    token carries at most a few (a page load per lead): a shopper on the site still gets through while
 *    a script spraying posts does not. A script that loads pages for tokens is held by its address limit.
 */
export function admitLead(services: Pick<Services, "leadLimits" | "formTokens">, tenant: Tenant, ip: string, token: unknown, options: { requireToken: boolean }): LeadAdmission {
  const { perIp, perTenant, perToken } = services.leadLimits;
  const byIp = perIp.hit(`${tenant.id}:${addressKey(ip)}`);
  if (!byIp.allowed) return { ok: false, status: 429, limit: "address", retryAfterSeconds: byIp.retryAfterSeconds };
  const checked = services.formTokens.check(token, tenant.id);
  if (!checked.ok && (checked.reason !== "missing" || options.requireToken)) return { ok: false, status: 400, token: checked.reason };
  const byTenant = perTenant.hit(String(tenant.id));
  if (byTenant.allowed) return { ok: true };
  if (checked.ok && perToken.hit(`${tenant.id}:${checked.id}`).allowed) return { ok: true };
  return { ok: false, status: 429, limit: "site", retryAfterSeconds: byTenant.retryAfterSeconds };
}
