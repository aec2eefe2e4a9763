import { createHash } from "node:crypto";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { RequestRefused, sendRefusal } from "./request-guard.ts";
import { SURROGATE_KEY_HEADER } from "../app/platform/surrogate-keys.ts";

/**
 * React Router's request handler for Express, with the body read beforehand by readBody (server/request-guard.ts)
 * instead of streamed from the socket: the adapter in @react-router/express hands routes the raw socket stream, so a
 * route's `request.formData()` would read a body of any size. ADR 017.
 */
export function createPageHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  /** Send the page's surrogate keys (res.locals.surrogateKeys, a Set) on public pages, for the cache in front (ADR 047). */
  surrogateKeys?: boolean;
}): RequestHandler {
  const handle = createRequestHandler(options.build, process.env.NODE_ENV);
  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = toFetchRequest(req, controller.signal);
      const response = await handle(request, options.getLoadContext(req, res));
      await send(req, res, response, options.surrogateKeys ?? false);
    } catch (err) {
      if (err instanceof RequestRefused) return sendRefusal(req, res, err.status, err.message);
      next(err);
    }
  };
}

function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  // Host was checked by guardRequestLine; the scheme is only ever http or https, whatever a proxy header says.
  const url = `${req.secure ? "https" : "http"}://${req.get("host")}${req.originalUrl}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    try {
      for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
    } catch {
      throw new RequestRefused(400, `Bad request: the ${key} header is malformed.`);
    }
  }
  // A HEAD is rendered as a GET (Node sends no body for it): its headers, ETag and length are then the GET's.
  const init: RequestInit = { method: req.method === "HEAD" ? "GET" : req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A copy into a plain ArrayBuffer: the pooled Buffer's backing store is not a BodyInit.
    init.body = Uint8Array.from(req.rawBody ?? []).buffer;
  }
  return new Request(url, init);
}

/** A page (a document, or its `.data` navigation) that a shared cache may store: its body gets a strong ETag. */
function isSharedPage(req: ExpressRequest, response: Response): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    response.status === 200 &&
    response.body !== null &&
    /^public\b/.test(response.headers.get("cache-control") ?? "") &&
    /^text\/(html|x-script)\b/i.test(response.headers.get("content-type") ?? "")
  );
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response, surrogateKeys: boolean): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  const shared = /^public\b/.test(response.headers.get("cache-control") ?? "");
  const keys = res.locals.surrogateKeys as Set<string> | undefined;
  if (shared && surrogateKeys && keys?.size) response.headers.set(SURROGATE_KEY_HEADER, [...keys].join(" "));
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (isSharedPage(req, response)) return sendWithEtag(req, res, response.body!);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) return void res.end();
  const eventStream = /text\/event-stream/i.test(response.headers.get("content-type") ?? "");
  try {
    if (eventStream) await writeReadableStreamToWritable(response.body, res);
    else await writeCoalesced(response.body, res);
  } catch (err) {
    if (res.destroyed || res.writableEnded) return;
    throw err;
  }
}

const nextTurn = () => new Promise<"later">((resolve) => setImmediate(resolve, "later"));

/**
 * Writes a rendered page to the response, flushing the compressor only when the renderer has nothing more ready. React
 * hands over ~70 small chunks per page and @react-router/node flushes after each, so gzip compressed each on its own
 * (2.1× the bytes of compressing the page at once, issue 15). Chunks produced back to back now go out as one; a page
 * that pauses (data still loading) is flushed at the pause, so what is ready still reaches the browser at once.
 */
async function writeCoalesced(body: ReadableStream<Uint8Array>, res: ExpressResponse): Promise<void> {
  const reader = body.getReader();
  const flush = () => (res as ExpressResponse & { flush?: () => void }).flush?.();
  const closed = new Promise<"closed">((resolve) => res.once("close", () => resolve("closed")));
  try {
    let pending = reader.read();
    for (;;) {
      let ready = await Promise.race([pending, nextTurn()]);
      if (ready === "later") {
        flush();
        ready = await pending;
      }
      if (ready.done) break;
      if (res.destroyed) throw new Error("the client went away");
      const more = res.write(ready.value);
      pending = reader.read();
      if (!more && (await Promise.race([new Promise<"drained">((resolve) => res.once("drain", () => resolve("drained"))), closed])) === "closed")
        throw new Error("the client went away");
    }
    res.end();
  } catch (err) {
    await reader.cancel(err).catch(() => {});
    if (!res.destroyed) res.destroy(err instanceof Error ? err : undefined);
    throw err;
  }
}

/**
 * A public page is read whole, so that it gets a strong ETag and a request that already has these bytes gets a 304 (a
 * browser revalidating: max-age=0; Varnish refreshing a copy past its s-maxage). Such pages are small and rendered for
 * nobody in particular; every other response keeps streaming (writeCoalesced).
 *
 * The ETag hashes the page without this response's CSP nonce (every render has a fresh one, so the bytes never match
 * twice otherwise). A 304 therefore carries no Content-Security-Policy: the copy the client keeps has its own nonce,
 * and a 304's headers replace the stored ones (RFC 9111 §4.3.4), so sending the new policy would block its scripts.
 */
/**
 * A strong ETag for a page: a hash of its bytes with the per-response CSP nonce left out, so the same page answers the
 * same tag every time. Hashes the bytes between nonces in place (no copy to a string: ~250 KB a results page).
 */
export function pageEtag(bytes: Buffer, nonce: string | undefined): string {
  const hash = createHash("sha1");
  if (nonce) {
    const needle = Buffer.from(nonce, "latin1");
    let from = 0;
    for (let at = bytes.indexOf(needle, from); at !== -1; at = bytes.indexOf(needle, from)) {
      hash.update(bytes.subarray(from, at));
      from = at + needle.length;
    }
    hash.update(bytes.subarray(from));
  } else hash.update(bytes);
  return `"${hash.digest("base64url")}"`;
}

async function sendWithEtag(req: ExpressRequest, res: ExpressResponse, body: ReadableStream<Uint8Array>): Promise<void> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  // One chunk when the page was rendered whole (app/entry.server.tsx): no copy.
  const bytes = chunks.length === 1 ? Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, chunks[0]!.byteLength) : Buffer.concat(chunks);
  const etag = pageEtag(bytes, res.locals.cspNonce as string | undefined);
  res.setHeader("ETag", etag);
  if (matchesEtag(req.get("if-none-match"), etag)) {
    for (const name of ["Content-Type", "Content-Length", "Content-Security-Policy"]) res.removeHeader(name);
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", bytes.length);
  res.end(bytes);
}
