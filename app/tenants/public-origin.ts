/**
 * The tenant's public origin (ADR 045): the one scheme-and-host every absolute URL a search engine or a link preview
 * reads is built on — canonical links, og:url, JSON-LD, the sitemap and robots.txt. Pure.
 *
 * Which host: `config.canonical_host`, else the host of `config.url`, else the first of `hosts`; only a site with none
 * of them (the demo's `{slug}.localhost`) uses the address the request came to. Which scheme: https for a public host,
 * and the request's own scheme and port for a development host (`localhost`, `*.localhost`, a loopback address), which
 * has no certificate.
 */

import type { Tenant } from "./tenant-document.ts";

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$|\.localhost$/;

export function isLocalHost(host: string): boolean {
  return LOCAL_HOST.test(host.toLowerCase());
}

/** The configured public host, or null when the site has none (it is then known only by the address asked for). */
export function primaryHost(tenant: Pick<Tenant, "hosts" | "config">): string | null {
  if (tenant.config.canonical_host) return tenant.config.canonical_host;
  if (tenant.config.url) {
    try {
      return new URL(tenant.config.url).host;
    } catch {
      // the document's schema only takes http(s) URLs; an unreadable one falls through to the hosts
    }
  }
  return tenant.hosts[0] ?? null;
}

/** 'https://www.baysideford.com.au' (no trailing slash). `requestUrl` is only read when no public host is configured or the host is a development one. */
export function publicOrigin(tenant: Pick<Tenant, "hosts" | "config">, requestUrl: URL): string {
  const host = primaryHost(tenant);
  if (!host) return requestUrl.origin;
  if (isLocalHost(host.replace(/:\d+$/, ""))) return `${requestUrl.protocol}//${host.replace(/:\d+$/, "")}${requestUrl.port ? `:${requestUrl.port}` : ""}`;
  return `https://${host}`;
}

/** An absolute URL on the public origin for a site path ('/cars/x' → 'https://www.example.com.au/cars/x'). */
export function publicUrl(tenant: Pick<Tenant, "hosts" | "config">, requestUrl: URL, path: string): string {
  return new URL(path, `${publicOrigin(tenant, requestUrl)}/`).href;
}

/**
 * The public origin from a request's origin string (the listing feeds and the operator API, which have no URL object):
 * the same rule as `publicOrigin`, so feeds, webhooks and pages name one address.
 */
export function tenantPublicOrigin(tenant: Pick<Tenant, "hosts" | "config">, requestOrigin: string): string {
  return publicOrigin(tenant, new URL(requestOrigin));
}

/** An absolute URL of a path or URL on the tenant's site. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}
