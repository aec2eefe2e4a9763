import type { Tenant } from "../tenants/tenant-document.ts";

/**
 * The tenant's public origin, for links that leave the site (feeds, webhooks): its primary host over HTTPS, or — a
 * tenant without a host of its own (the demo's `{slug}.localhost`) — the origin the request came in on. One function,
 * so a `canonical_host` setting needs one change here.
 */
export function tenantPublicOrigin(tenant: Pick<Tenant, "hosts">, requestOrigin: string): string {
  const host = tenant.hosts[0];
  return host ? `https://${host}` : requestOrigin;
}

/** An absolute URL of a path or URL on the tenant's site. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}
