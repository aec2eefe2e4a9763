import http from "node:http";
import express from "express";
import { createServer } from "vite";
import type { createPlatform as CreatePlatform } from "./app.ts";

// The development server (npm run dev): the same platform as server/index.ts, loaded through Vite instead of from a
// build. Vite serves the browser modules with hot reloading; route modules (loaders, actions, components) are loaded
// fresh on the next request after an edit. Services (database, tenants, workers) start once: changes to server/ or to
// the services need a restart. Not for production: React renders with its development build.

process.env.NODE_ENV ??= "development";
const dev = express();
const server = http.createServer(dev);
// Hot-module-reload messages share the page's port.
const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
const { createPlatform } = (await vite.ssrLoadModule("/server/app.ts")) as { createPlatform: typeof CreatePlatform };

let platform: Awaited<ReturnType<typeof CreatePlatform>>;
try {
  platform = await createPlatform(process.env);
} catch (err) {
  console.error((err as Error).message);
  await vite.close();
  process.exit(1);
}
const { app, services, env, logger } = platform;

dev.use(vite.middlewares);
dev.use(app);
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port }, `Forecourt (development): http://localhost:${port}  ·  http://bayside-ford.localhost:${port}`);
});

async function shutdown() {
  server.close();
  server.closeAllConnections();
  await vite.close();
  await services.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown());
process.on("SIGINT", () => void shutdown());
