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
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (err) {
    if (res.destroyed || res.writableEnded) return;
    throw err;
  }
}
