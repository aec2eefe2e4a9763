import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { RequestRefused, sendRefusal } from "./request-guard.ts";

/**
 * React Router's request handler for Express, with the body read beforehand by readBody (server/request-guard.ts)
 * instead of streamed from the socket: the adapter in @react-router/express hands routes the raw socket stream, so a
 * route's `request.formData()` would read a body of any size. ADR 017.
 */
export function createPageHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
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
      await send(res, response);
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
  const init: RequestInit = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A copy into a plain ArrayBuffer: the pooled Buffer's backing store is not a BodyInit.
    init.body = Uint8Array.from(req.rawBody ?? []).buffer;
  }
  return new Request(url, init);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
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
