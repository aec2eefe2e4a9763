import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHttpApp } from "../../server/http.ts";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";

export const ADMIN_TOKEN = "test-admin-token-0123456789";

export type ApiHarness = {
  services: Services;
  base: string;
  /** A call to the operator API (`/api/admin` + path) with the operator's token and a JSON body. */
  call: (method: string, path: string, body?: unknown) => Promise<Response>;
  close: () => Promise<void>;
};

/** The platform's HTTP app (no pages: no build needed) on a free port, in this process, with `env` over test defaults. */
export async function startApi(env: Record<string, string>): Promise<ApiHarness> {
  const services = await createServices(parseEnv({ SEED_DEMO: "0", ADMIN_TOKEN, LOG_LEVEL: "silent", ...env }), createLogger("silent"));
  const server = http.createServer(createHttpApp(services));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    services,
    base,
    call: (method, path, body) =>
      fetch(`${base}/api/admin${path}`, {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
    close: async () => {
      await new Promise((r) => server.close(r));
      await services.close();
    },
  };
}
