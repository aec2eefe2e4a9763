import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the test server answers on one path: a body with its validators, or a bare status. */
export type Served = { status?: number; body?: Uint8Array | string; etag?: string; lastModified?: string; contentType?: string; delayMs?: number; location?: string };

/**
 * A real HTTP server on 127.0.0.1 (an ephemeral port) standing in for a dealer's DMS export and photo host: each path
 * answers what the test set, honours If-None-Match / If-Modified-Since with a 304, and counts every request.
 */
export async function startFeedServer() {
  const routes = new Map<string, Served>();
  const requests: { path: string; ifNoneMatch: string | null; ifModifiedSince: string | null }[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    const ifNoneMatch = (req.headers["if-none-match"] as string | undefined) ?? null;
    const ifModifiedSince = (req.headers["if-modified-since"] as string | undefined) ?? null;
    requests.push({ path, ifNoneMatch, ifModifiedSince });
    const route = routes.get(path);
    const answer = () => {
      if (!route) return res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      if (route.location) return res.writeHead(route.status ?? 302, { location: route.location }).end();
      if (route.status && route.status !== 200) return res.writeHead(route.status, { "content-type": "text/plain" }).end("error page");
      const headers: Record<string, string> = { "content-type": route.contentType ?? "application/octet-stream" };
      if (route.etag) headers.etag = route.etag;
      if (route.lastModified) headers["last-modified"] = route.lastModified;
      if ((route.etag && ifNoneMatch === route.etag) || (!route.etag && route.lastModified && ifModifiedSince === route.lastModified)) return res.writeHead(304, headers).end();
      res.writeHead(200, headers).end(route.body ?? "");
    };
    if (route?.delayMs) setTimeout(answer, route.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path: string) => `${origin}${path}`,
    serve: (path: string, served: Served) => void routes.set(path, served),
    requests,
    /** Requests made to `path` (all paths when omitted). */
    count: (path?: string) => requests.filter((r) => path === undefined || r.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;
