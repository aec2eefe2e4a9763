import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import type { createPlatform as CreatePlatform, parseEnv as ParseEnv } from "./app.ts";

// The launcher: loads the built platform, listens, and drains on SIGTERM/SIGINT.

// React and React Router load from node_modules and choose their build by NODE_ENV: without this,
// `npm start` would server-render with React's development build (several times slower).
process.env.NODE_ENV ??= "production";
const bundle = pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")).href;
const { createPlatform, parseEnv } = (await import(bundle)) as { createPlatform: typeof CreatePlatform; parseEnv: typeof ParseEnv };

let env: ReturnType<typeof ParseEnv>;
try {
  env = parseEnv(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

// V8 lets the heap grow to about four times what is live before it collects hard: a process whose search indexes are
// rebuilt and dropped within INDEX_MEMORY_MB sat at several times that budget in RSS (1,406 MB at a 256 MB budget in
// bench:scale). Growing by at most HEAP_GROWTH_PERCENT over the live heap keeps RSS near what is in use (ADR 052;
// 0 leaves V8's own heuristics). V8 reads this flag each time it sets the next collection's limit.
if (env.HEAP_GROWTH_PERCENT > 0) v8.setFlagsFromString(`--heap-growing-percent=${env.HEAP_GROWTH_PERCENT}`);

// The port first, then the data: a second server started by mistake (port in use) stops before it opens, migrates or
// seeds anything. Until the platform is ready every request gets a 503, which load balancers read as "not yet".
let handle: http.RequestListener = (_req, res) => {
  res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "1", "cache-control": "no-store" }).end("Starting up\n");
};
const server = http.createServer((req, res) => handle(req, res));
// Idle keep-alive connections stay open longer than a load balancer's idle timeout (60 s on the common ones): a server
// that closes first can race a client reusing the connection, and that request fails with a reset (seen in CI at 5 s).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
try {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
} catch (err) {
  console.error(listenFailure(err as NodeJS.ErrnoException, env.PORT, env.HOST));
  process.exit(1);
}

let platform: Awaited<ReturnType<typeof createPlatform>>;
try {
  platform = await createPlatform(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const { app, services, logger } = platform;
handle = app;
const address = server.address();
const port = typeof address === "object" && address ? address.port : env.PORT;
logger.info({ port }, `Forecourt listening: directory http://localhost:${port}  ·  a dealer site http://bayside-ford.localhost:${port}`);

function listenFailure(err: NodeJS.ErrnoException, port: number, host: string): string {
  if (err.code === "EADDRINUSE") return `Port ${port} on ${host} is already in use (another server?): stop it, or set PORT to a free port.`;
  if (err.code === "EACCES") return `Not allowed to listen on port ${port} on ${host} (ports below 1024 need privileges): set PORT.`;
  if (err.code === "EADDRNOTAVAIL") return `HOST ${host} is not an address of this machine: set HOST (0.0.0.0 listens on all).`;
  return `Cannot listen on ${host}:${port}: ${err.message}`;
}

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
