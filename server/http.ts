import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Services } from "../app/platform/services.server.ts";
import { parseImageRequest } from "../app/media/image-url.ts";
import { operatorApi } from "./operator-api.ts";
import { leadsApi } from "./leads-api.ts";
import { listingFeedsRouter } from "./feeds.ts";
import { guardRequestLine, pageBodyKinds, pageBodyLimit, readBody, sendRefusal } from "./request-guard.ts";
import { securityHeaders } from "./security-headers.ts";

/**
 * The HTTP surface of one server process: health, static files, images, the operator API and
 * (when given) the React Router request handler for pages.
 */
export function createHttpApp(services: Services, pages?: RequestHandler): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", services.env.TRUST_PROXY);
  app.use(
    securityHeaders(
      (host) => services.tenants.resolve(host).tenant?.config.frame_ancestors ?? [],
      (host) => services.tenants.resolve(host).tenant?.config.marketing_tags ?? null,
      services.env.TAG_SCRIPT_ORIGIN?.toLowerCase() ?? null,
    ),
  );

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      services.logger.debug({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    next();
  });

  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  app.get("/readyz", async (_req, res) => {
    const ok = await services.database.ping();
    res.status(ok ? 200 : 503).json({ status: ok ? "ready" : "database unreachable", database: services.database.kind });
  });

  app.use(guardRequestLine);
  app.use("/api/admin", operatorApi(services));
  app.use("/api/leads", leadsApi(services));
  app.use("/feeds", compression(), listingFeedsRouter(services));

  app.get(/^\/img\/media\/(.+)$/, async (req, res) => {
    const parsed = parseImageRequest(new URLSearchParams(req.url.split("?")[1] ?? ""));
    if (!parsed.ok) return void res.status(400).type("text/plain").send(parsed.message);
    const image = await services.images.get(req.path.slice("/img".length), parsed.value);
    if (image.status === "busy") return void res.status(503).set("Retry-After", String(image.retryAfterSeconds)).type("text/plain").send("Too many images are being prepared right now; try again in a moment.");
    res
      .type(image.contentType)
      .set("Cache-Control", image.found ? "public, max-age=31536000, immutable" : "public, max-age=300")
      .send(image.body);
  });
  app.use("/media", express.static(services.env.mediaDir, { maxAge: "1d", index: false, fallthrough: false }));

  if (pages) {
    const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    app.use(compression());
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(publicFiles(client));
    app.all("/{*splat}", readBody({ limit: (req) => pageBodyLimit(req.path, req.get("content-type")), accept: pageBodyKinds, parse: false }), pages);
  }
  // Last resort: whatever escaped a route. A client error keeps its status; anything else is logged
  // (the err serializer keeps database errors to their SQLSTATE: they quote row values) and answered without detail.
  app.use((err: Error & { status?: number; statusCode?: number }, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendRefusal(req, res, status, "Bad request.");
    services.logger.error({ err, path: req.path }, "request failed");
    sendRefusal(req, res, 500, "Something went wrong on our side. Please try again.");
  });
  return app;
}

/**
 * The build's public files (favicon and the like, from public/) at their paths. Only a request whose first path
 * segment names one of them reaches the file system: every page request used to cost a stat() of a file that is not
 * there (4% of a trivial page's CPU, issue 15).
 */
function publicFiles(client: string): RequestHandler {
  // No build yet (tests that need no pages start the app before `npm run build`): nothing to serve.
  const names = new Set(existsSync(client) ? readdirSync(client).filter((name) => name !== "assets") : []);
  const serve = express.static(client, { maxAge: "1h", index: false });
  return (req, res, next) => (names.has(req.path.split("/")[1] ?? "") ? serve(req, res, next) : next());
}
