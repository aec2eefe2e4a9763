import { RouterContextProvider } from "react-router";
import { clientContext, nonceContext, servicesContext, siteContext, surrogateKeysContext } from "../app/platform/contexts.ts";
import { tenantKey } from "../app/platform/surrogate-keys.ts";
import { parseEnv } from "../app/platform/env.server.ts";

// The launcher validates the environment and takes the port before it starts the platform.
export { parseEnv };
import { createLogger } from "../app/platform/logger.server.ts";
import { createServices } from "../app/platform/services.server.ts";
import { createHttpApp } from "./http.ts";
import { createPageHandler } from "./page-handler.ts";
import { clientAddress } from "../app/platform/client-address.ts";

/**
 * The server bundle's entry (built by Vite with the app). The launcher, server/index.ts, calls
 * createPlatform once and owns the listening socket and shutdown.
 */
export async function createPlatform(source: Record<string, string | undefined>) {
  const env = parseEnv(source);
  const logger = createLogger(env.LOG_LEVEL);
  const services = await createServices(env, logger);
  const pages = createPageHandler({
    // The built app is one object for the life of the process: given a function, React Router would derive its routes
    // again on every request (3.5–4.8% of the CPU of a page, issue 15). Under `npm run dev` it is a function so that
    // each request sees the routes as last saved.
    build: import.meta.env.DEV ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(clientContext, { ip: clientAddress(req.ip, req.socket.remoteAddress) });
      context.set(nonceContext, res.locals.cspNonce as string | undefined);
      const { ref, tenant } = services.tenants.resolve(req.get("host"));
      context.set(siteContext, tenant ? { kind: "tenant", tenant } : ref.kind === "platform" ? { kind: "platform" } : { kind: "unknown", host: ref.kind === "unknown" ? ref.host : "" });
      // Every page of a dealer site shows its tenant document; loaders add what else the page shows (ADR 047).
      const keys = new Set<string>(tenant ? [tenantKey(tenant.id)] : []);
      context.set(surrogateKeysContext, keys);
      res.locals.surrogateKeys = keys;
      return context;
    },
    // Keys only where a cache reads them (CACHE_PURGE_URLS): without one they would be bytes nobody needs.
    surrogateKeys: services.cache.enabled,
  });
  return { app: createHttpApp(services, pages), services, env, logger };
}
