/**
 * Which site a request is for, from its Host header alone. Pure: the caller supplies the
 * custom-domain lookup. Port and case are ignored; `{slug}.localhost` always works; bare
 * localhost / 127.0.0.1 is the platform directory.
 */
export type SiteRef = { kind: "platform" } | { kind: "tenant"; slug: string } | { kind: "unknown"; host: string };

const PLATFORM_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

export function normalizeHost(hostHeader: string | null | undefined): string {
  let host = (hostHeader ?? "").trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end > 0 ? host.slice(0, end + 1) : host;
  }
  const colon = host.indexOf(":");
  if (colon >= 0) host = host.slice(0, colon);
  return host.replace(/\.$/, "");
}

export function resolveTenant(hostHeader: string | null | undefined, slugForCustomHost: (host: string) => string | undefined): SiteRef {
  const host = normalizeHost(hostHeader);
  if (!host || PLATFORM_HOSTS.has(host)) return { kind: "platform" };
  const custom = slugForCustomHost(host);
  if (custom) return { kind: "tenant", slug: custom };
  if (host.endsWith(".localhost")) {
    const slug = host.slice(0, -".localhost".length);
    if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return { kind: "tenant", slug };
  }
  return { kind: "unknown", host };
}
