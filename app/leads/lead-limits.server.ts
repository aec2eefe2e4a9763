import type { Services } from "../platform/services.server.ts";
import type { Tenant } from "../tenants/tenant-document.ts";

/** Rate limits for lead and form posts, per client IP and per tenant: null, or when to retry (429 + Retry-After). */
export function leadRateLimit(services: Pick<Services, "leadLimits">, tenant: Tenant, ip: string): { retryAfterSeconds: number } | null {
  const byIp = services.leadLimits.perIp.hit(`${tenant.id}:${ip}`);
  if (!byIp.allowed) return byIp;
  const byTenant = services.leadLimits.perTenant.hit(String(tenant.id));
  return byTenant.allowed ? null : byTenant;
}

/**
 * CSRF defence for form posts: the browser's Origin (or, failing that, Referer) must be this site.
 * Together with SameSite cookies this stops another site from posting forms in a shopper's name.
 */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get("host");
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (!host || !source || source === "null") return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}
