import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { Writable } from "node:stream";
import { CachePurger } from "./cache-purge.server.ts";
import { createLogger } from "./logger.server.ts";
import { parseEnv } from "./env.server.ts";

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function cacheServer(status: number): Promise<{ url: string; seen: { method: string; xkey: string | undefined }[] }> {
  const seen: { method: string; xkey: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? "", xkey: req.headers.xkey as string | undefined });
    res.writeHead(status).end();
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen };
}

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger("warn", new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) }) as never);
  return { logger, lines };
}

describe("CachePurger", () => {
  it("sends one PURGE with the keys to every cache, and again a moment later", async () => {
    const [a, b] = [await cacheServer(200), await cacheServer(200)];
    const { logger } = capturedLogger();
    const purger = new CachePurger([a.url, b.url], logger, { timeoutMs: 1_000, repeatAfterMs: 50 });
    await purger.purge(["v:1:2", "s:1"]);
    expect(a.seen).toEqual([{ method: "PURGE", xkey: "v:1:2 s:1" }]);
    expect(b.seen).toEqual([{ method: "PURGE", xkey: "v:1:2 s:1" }]);
    await new Promise((r) => setTimeout(r, 150));
    expect(a.seen).toHaveLength(2);
    purger.stop();
  });

  it("logs a refused or unreachable cache without failing, naming no keys", async () => {
    const refused = await cacheServer(403);
    const { logger, lines } = capturedLogger();
    const purger = new CachePurger([refused.url, "http://127.0.0.1:9/"], logger, { timeoutMs: 500, repeatAfterMs: 0 });
    await expect(purger.purge(["t:1"])).resolves.toBeUndefined();
    await new Promise((r) => setTimeout(r, 20));
    const text = lines.join("");
    expect(text).toContain("cache purge refused");
    expect(text).toContain("cache purge failed");
    expect(text).not.toContain("t:1");
  });

  it("does nothing without caches", async () => {
    const { logger } = capturedLogger();
    const purger = new CachePurger([], logger, { timeoutMs: 500, repeatAfterMs: 0 });
    expect(purger.enabled).toBe(false);
    await purger.purge(["t:1"]);
  });

  it("CACHE_PURGE_URLS takes http(s) URLs without credentials", () => {
    expect(parseEnv({}).CACHE_PURGE_URLS).toEqual([]);
    expect(parseEnv({ CACHE_PURGE_URLS: "http://10.0.0.5:6081/, https://cache.example/" }).CACHE_PURGE_URLS).toEqual(["http://10.0.0.5:6081/", "https://cache.example/"]);
    expect(() => parseEnv({ CACHE_PURGE_URLS: "ftp://cache" })).toThrow(/CACHE_PURGE_URLS/);
    expect(() => parseEnv({ CACHE_PURGE_URLS: "http://user:pw@cache/" })).toThrow(/CACHE_PURGE_URLS/);
  });
});
