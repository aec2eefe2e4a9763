import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import zlib from "node:zlib";

/**
 * GETs of addresses a tenant typed in (its stock feed, the photo URLs inside it): the server fetches what a dealer
 * names, so every request is bounded and may not reach the platform's own network (ADR 043). Only http and https;
 * at most `maxRedirects` redirects, each checked again; a deadline for the whole exchange; at most `maxBytes` of body
 * (after decompression); and, unless `allowPrivate` (FEED_FETCH_PRIVATE=1, tests and development), no connection to a
 * loopback, private, link-local, carrier-grade NAT, multicast or reserved address. The check runs on the addresses
 * the connection actually uses (a custom DNS lookup), so a name that resolves to 127.0.0.1, or that changes its
 * answer between a check and the connection, is refused too.
 */

/** Addresses a fetch of a tenant's URL may not connect to. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  BLOCKED.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  BLOCKED.addSubnet(net, prefix, "ipv6");

/** True for an address a tenant's URL may not reach (IPv4-mapped and NAT64 IPv6 are judged by their IPv4 address). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1]!, "ipv4");
  const hexMapped = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hexMapped) {
    const hi = parseInt(hexMapped[1]!, 16);
    const lo = parseInt(hexMapped[2]!, 16);
    return BLOCKED.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, "ipv4");
  }
  return BLOCKED.check(address, "ipv6");
}

class Refused extends Error {}
const privateMessage = (host: string) => `the server's address is on a private network (${host}), which feeds may not reach`;

/** A DNS lookup that answers only public addresses (or refuses the name when it has none). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 4);
    const list = addresses as dns.LookupAddress[];
    const allowed = list.filter((a) => !isPrivateAddress(a.address));
    if (!allowed.length) return callback(new Refused(privateMessage(hostname)), "", 4);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};

export type FetchOptions = {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  allowPrivate: boolean;
  /** Conditional request: the validators of the copy we hold. */
  etag?: string | null;
  lastModified?: string | null;
  accept?: string;
};

export type FetchResult =
  | { kind: "ok"; bytes: Buffer; etag: string | null; lastModified: string | null; url: string }
  | { kind: "not-modified"; etag: string | null; lastModified: string | null }
  /** Why nothing usable came back, in words a dealer can act on (never the response body). */
  | { kind: "failed"; problem: string; status?: number };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "Forecourt-Feed/1.0 (+stock feed and photo fetcher)";

/** The URL as a fetch target, or why it cannot be one. */
export function checkFetchUrl(raw: string): { ok: true; url: URL } | { ok: false; problem: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: "not a valid URL" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, problem: "only http:// and https:// addresses can be fetched" };
  if (url.username || url.password) return { ok: false, problem: "addresses with a user name or password are not fetched" };
  return { ok: true, url };
}

/** One GET, following redirects; never throws. */
export async function fetchBounded(target: string, options: FetchOptions): Promise<FetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = target;
  for (let hop = 0; ; hop++) {
    const checked = checkFetchUrl(current);
    if (!checked.ok) return { kind: "failed", problem: checked.problem };
    const { url } = checked;
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (!options.allowPrivate && isIP(host) && isPrivateAddress(host)) return { kind: "failed", problem: privateMessage(host) };
    let answer: Awaited<ReturnType<typeof getOnce>>;
    try {
      answer = await getOnce(url, options, signal);
    } catch (err) {
      return { kind: "failed", problem: describeError(err, options) };
    }
    if (answer.kind !== "redirect") return answer;
    if (hop >= options.maxRedirects) return { kind: "failed", problem: `more than ${options.maxRedirects} redirects` };
    try {
      current = new URL(answer.location, url).toString();
    } catch {
      return { kind: "failed", problem: "redirected to an invalid address" };
    }
  }
}

function describeError(err: unknown, options: FetchOptions): string {
  if (err instanceof Refused) return err.message;
  const e = err as NodeJS.ErrnoException & { name?: string };
  if (e?.name === "TimeoutError" || e?.name === "AbortError" || e?.code === "ABORT_ERR") return `no complete answer within ${Math.round(options.timeoutMs / 1000)} seconds`;
  if (e?.code === "ENOTFOUND" || e?.code === "EAI_AGAIN") return "the server's name could not be found";
  if (e?.code === "ECONNREFUSED") return "the server refused the connection";
  if (e?.code === "ECONNRESET") return "the server closed the connection";
  if (typeof e?.code === "string" && (e.code.startsWith("ERR_TLS") || e.code.includes("CERT"))) return "the server's HTTPS certificate is not valid";
  if (e instanceof FetchProblem) return e.message;
  return "the server could not be reached";
}

/** A problem found while reading the body, already in words. */
class FetchProblem extends Error {}

type Answer = Exclude<FetchResult, { kind: "failed" }> | { kind: "failed"; problem: string; status?: number } | { kind: "redirect"; location: string };

function getOnce(url: URL, options: FetchOptions, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "user-agent": USER_AGENT, "accept-encoding": "gzip, br, deflate", accept: options.accept ?? "*/*" };
    if (options.etag) headers["if-none-match"] = options.etag;
    if (options.lastModified) headers["if-modified-since"] = options.lastModified;
    const request = (url.protocol === "https:" ? https : http).request(url, {
      method: "GET",
      headers,
      signal,
      lookup: options.allowPrivate ? undefined : publicOnlyLookup,
      // A fresh connection per request: a pooled socket could have been opened to an address checked for another name.
      agent: false,
    });
    request.on("error", reject);
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      const header = (name: string) => {
        const v = response.headers[name];
        return typeof v === "string" && v.length <= 500 ? v : null;
      };
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = header("location");
        return location ? resolve({ kind: "redirect", location }) : resolve({ kind: "failed", problem: `the server answered ${status} without a new address`, status });
      }
      if (status === 304) {
        response.resume();
        return resolve({ kind: "not-modified", etag: header("etag") ?? options.etag ?? null, lastModified: header("last-modified") ?? options.lastModified ?? null });
      }
      if (status < 200 || status > 299) {
        response.resume();
        return resolve({ kind: "failed", problem: `the server answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}`, status });
      }
      const declared = Number(response.headers["content-length"]);
      const encoding = (header("content-encoding") ?? "identity").toLowerCase();
      if (encoding === "identity" && Number.isFinite(declared) && declared > options.maxBytes) {
        response.destroy();
        return resolve({ kind: "failed", problem: tooBigMessage(options.maxBytes), status });
      }
      const body =
        encoding === "gzip" || encoding === "x-gzip"
          ? response.pipe(zlib.createGunzip())
          : encoding === "br"
            ? response.pipe(zlib.createBrotliDecompress())
            : encoding === "deflate"
              ? response.pipe(zlib.createInflate())
              : encoding === "identity"
                ? response
                : null;
      if (!body) {
        response.destroy();
        return resolve({ kind: "failed", problem: `the server sent an encoding we cannot read (${encoding.slice(0, 40)})`, status });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      body.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          response.destroy();
          body.destroy();
          reject(new FetchProblem(tooBigMessage(options.maxBytes)));
          return;
        }
        chunks.push(chunk);
      });
      body.on("error", (err) => reject(encoding !== "identity" && !(err as NodeJS.ErrnoException).code?.startsWith("ABORT") ? new FetchProblem("the server sent a damaged compressed body") : err));
      response.on("error", reject);
      body.on("end", () => resolve({ kind: "ok", bytes: Buffer.concat(chunks), etag: header("etag"), lastModified: header("last-modified"), url: url.toString() }));
    });
    request.end();
  });
}

const tooBigMessage = (max: number) => `larger than ${Math.round(max / (1024 * 1024))} MB`;
