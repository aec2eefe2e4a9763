import http from "node:http";
import { createHttpApp } from "../../server/http.ts";
import { createServices } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";

// The platform without pages (no build needed): for tests that must kill and restart a real server process.
const env = parseEnv(process.env);
// As the launcher (server/index.ts) does: a platform that cannot start prints why and exits 1.
const services = await createServices(env, createLogger(env.LOG_LEVEL)).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
const server = http.createServer(createHttpApp(services));
server.listen(env.PORT, "127.0.0.1", () => console.log(`ready ${(server.address() as { port: number }).port}`));
process.on("SIGTERM", () => {
  server.close(() => services.close().finally(() => process.exit(0)));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
});
