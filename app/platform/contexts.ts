import { createContext } from "react-router";

/**
 * The types the composition root registers (app/platform/services.server.ts): the tenant document and the services.
 * The platform sits below the domains (ADR 023), so it names their types through this interface instead of importing
 * them; domains get them back fully typed from `requireTenant` and `getServices`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Register {}
/** The tenant document (app/tenants/tenant-document.ts), as registered. */
export type RegisteredTenant = Register extends { tenant: infer T } ? T : never;
/** The process's services (app/platform/services.server.ts), as registered. */
export type RegisteredServices = Register extends { services: infer S } ? S : never;

export type SiteState = { kind: "platform" } | { kind: "tenant"; tenant: RegisteredTenant } | { kind: "unknown"; host: string };

/** Set once per request by the server (server/app.ts) from the Host header. */
export const siteContext = createContext<SiteState>();
export const servicesContext = createContext<RegisteredServices>();

/** Facts about the request that only the server socket knows. */
export const clientContext = createContext<{ ip: string }>({ ip: "unknown" });

/** This response's Content-Security-Policy nonce (server/security-headers.ts): every inline script carries it. */
export const nonceContext = createContext<string | undefined>(undefined);

/**
 * The surrogate keys of this response (app/platform/surrogate-keys.ts): loaders add the vehicles and stock lists a page
 * shows; the page handler sends them on public pages. Null outside a server request (tests calling a loader directly).
 */
export const surrogateKeysContext = createContext<Set<string> | null>(null);
