import { createContext } from "react-router";
import type { Services } from "./platform/services.server.ts";
import type { Tenant } from "./tenants/tenant-document.ts";

export type SiteState = { kind: "platform" } | { kind: "tenant"; tenant: Tenant } | { kind: "unknown"; host: string };

/** Set once per request by the server (server/app.ts) from the Host header. */
export const siteContext = createContext<SiteState>();
export const servicesContext = createContext<Services>();

/** Facts about the request that only the server socket knows. */
export const clientContext = createContext<{ ip: string }>({ ip: "unknown" });

/** This response's Content-Security-Policy nonce (server/security-headers.ts): every inline script carries it. */
export const nonceContext = createContext<string | undefined>(undefined);
