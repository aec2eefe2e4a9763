import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { createPlatform as CreatePlatform } from "./app.ts";

// The launcher: loads the built platform, listens, and drains on SIGTERM/SIGINT.

// React and React Router load from node_modules and choose their build by NODE_ENV: without this,
// `npm start` would server-render with React's development build (several times slower).
process.env.NODE_ENV ??= "production";
const bundle = pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")).href;
const { createPlatform } = (await import(bundle)) as { createPlatform: typeof CreatePlatform };

let platform: Awaited<ReturnType<typeof createPlatform>>;
try {
  platform = await createPlatform(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const { app, services, env, logger } = platform;

const server = http.createServer(app);
// Idle keep-alive connections stay open longer than a load balancer's idle timeout (60 s on the common ones): a server
// that closes first can race a client reusing the connection, and that request fails with a reset (seen in CI at 5 s).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port }, `Forecourt listening: directory http://localhost:${port}  ·  a dealer site http://bayside-ford.localhost:${port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "draining in-flight requests");
  const force = setTimeout(() => {
    logger.warn("drain timed out; closing connections");
    server.closeAllConnections();
  }, 10_000);
  server.close(async () => {
    clearTimeout(force);
    await services.close();
    logger.info("stopped cleanly");
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
