import type { AddressInfo } from "node:net";
import { get, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.ts";

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

/** The CSP a GET with this Host header gets (fetch cannot set Host). */
function policyForHost(base: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`${base}/page`, { headers: { host } }, (res) => {
      res.resume();
      resolve(String(res.headers["content-security-policy"]));
    }).on("error", reject);
  });
}

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy({ nonce: "abc123==", frameAncestors: ["https://portal.example.com"], secure: false }));

  it("runs only our own scripts and those carrying this response's nonce", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it("lets the site and the tenant's listed origins frame it, and nobody else", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'self'", "https://portal.example.com"]);
  });

  it("asks for https subresources only on an https page", () => {
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect(directives(contentSecurityPolicy({ nonce: "n", frameAncestors: [], secure: true })).has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("securityHeaders over HTTP", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(securityHeaders((host) => (host?.startsWith("embeddable.") ? ["https://portal.example.com"] : [])));
    app.get("/page", (_req, res) => void res.type("html").send(`<script nonce="${res.locals.cspNonce}"></script>`));
    app.get("/data.json", (_req, res) => void res.json({ ok: true }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("gives every response a fresh nonce, the one the page's scripts carry", async () => {
    const [a, b] = await Promise.all([fetch(`${base}/page`), fetch(`${base}/page`)]);
    const nonces = await Promise.all(
      [a, b].map(async (res) => {
        const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
        expect(await res.text()).toBe(`<script nonce="${nonce}"></script>`);
        return nonce;
      }),
    );
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sends nosniff, Referrer-Policy and Permissions-Policy on every response, JSON included", async () => {
    const res = await fetch(`${base}/data.json`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  });

  it("names the tenant's embedding origins in frame-ancestors for its host only", async () => {
    expect(await policyForHost(base, "embeddable.localhost")).toContain("frame-ancestors 'self' https://portal.example.com");
    expect(await policyForHost(base, "other.localhost")).toMatch(/frame-ancestors 'self'$/);
  });

  it("sends HSTS only when the request came over HTTPS (here through a proxy on loopback)", async () => {
    expect((await fetch(`${base}/page`)).headers.get("strict-transport-security")).toBeNull();
    const secure = await fetch(`${base}/page`, { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(secure.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe("securityHeaders with a tenant's marketing tags (ADR 049)", () => {
  let server: Server;
  let base: string;
  const tagged = { ga4_measurement_id: "G-TEST1234", gtm_container_id: null, meta_pixel_id: "1234567890123456" };
  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders(() => [], (host) => (host?.startsWith("tagged.") ? tagged : null), "http://127.0.0.1:3525"));
    app.get("/page", (_req, res) => void res.type("html").send("ok"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function headersFor(host: string, extra: Record<string, string> = {}): Promise<{ csp: Map<string, string[]>; vary: string | undefined }> {
    return new Promise((resolve, reject) => {
      get(`${base}/page`, { headers: { host, ...extra } }, (res) => {
        res.resume();
        resolve({ csp: directives(String(res.headers["content-security-policy"])), vary: res.headers.vary });
      }).on("error", reject);
    });
  }

  it("adds the configured tags' sources for that tenant only", async () => {
    const { csp, vary } = await headersFor("tagged.localhost");
    expect(csp.get("script-src")?.slice(2)).toEqual(["http://127.0.0.1:3525/gtag/", "http://127.0.0.1:3525/en_US/fbevents.js", "http://127.0.0.1:3525/signals/"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:3525"]);
    expect(vary).toBe("Sec-GPC");
    const other = await headersFor("plain.localhost");
    expect(other.csp.get("script-src")).toHaveLength(2);
    expect(other.csp.get("connect-src")).toEqual(["'self'"]);
    expect(other.vary).toBeUndefined();
  });

  it("leaves the marketing tags out for a browser sending Sec-GPC: 1", async () => {
    const { csp, vary } = await headersFor("tagged.localhost", { "sec-gpc": "1" });
    expect(csp.get("script-src")?.slice(2)).toEqual(["http://127.0.0.1:3525/gtag/"]);
    expect(vary).toBe("Sec-GPC");
  });
});
