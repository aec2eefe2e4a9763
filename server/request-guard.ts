import type { NextFunction, Request, RequestHandler, Response } from "express";
import getRawBody from "raw-body";
import { isConsolePath } from "../app/lib/console-paths.ts";

/**
 * The request's outer shell, checked once for every route before any of our code sees it: the Host, the address, the
 * body's size (counted while it streams in, so a chunked upload stops at the limit), its content type, encoding and
 * charset, and its text (well-formed UTF-8, no NUL, no unpaired surrogates, JSON nested at most MAX_DEPTH deep).
 * A request that fails gets a clear 4xx and reaches nothing that could store it. ADR 017, docs/security.md.
 */

export type BodyKind = "json" | "form" | "multipart" | "csv";

/** Bodies a route may send, by path (first match wins; `.data` is React Router's suffix for client navigations). */
const PAGE_BODY_LIMITS: [RegExp, number][] = [
  [/^\/api\/multi-search$/, 64 * 1024],
  // A stock feed upload (20 MB file, ADR 042) and the import page's small forms.
  [/^\/dealer\/stock\/import$/, 21 * 1024 * 1024],
  [/^\/dealer\/(sign-in|sign-out|forgot-password|reset-password|accept-invitation)$/, 4 * 1024],
  [/^\/(sign-in|sign-out|api\/watchlist\/[^/]+|api\/phone-reveal|api\/events|cars\/[^/]+\/view\.json)$/, 4 * 1024],
];
/** Console uploads (several photos of up to 20 MB each, an offer image, a logo) come as multipart/form-data. */
export const CONSOLE_UPLOAD_LIMIT = 100 * 1024 * 1024;
/** Console forms carry a vehicle's dealer comments or a content page's text. */
export const CONSOLE_FORM_LIMIT = 1024 * 1024;
/** Lead forms (the largest carries a trade-in with its free-text fields) and everything else a page posts. */
export const DEFAULT_PAGE_BODY_LIMIT = 32 * 1024;
const MAX_DEPTH = 32;
const MAX_FORM_FIELDS = 200;

export function pageBodyLimit(pathname: string, contentType = ""): number {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  const listed = PAGE_BODY_LIMITS.find(([re]) => re.test(path))?.[1];
  if (listed) return listed;
  if (isConsolePath(path)) return /^multipart\/form-data/i.test(contentType) ? CONSOLE_UPLOAD_LIMIT : CONSOLE_FORM_LIMIT;
  return DEFAULT_PAGE_BODY_LIMIT;
}

export class RequestRefused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Answers a refused request in the shape its caller reads: JSON for APIs and data requests, plain text for pages. */
export function sendRefusal(req: Request, res: Response, status: number, message: string): void {
  if (res.headersSent) return void res.end();
  const wantsJson = /^\/api\//.test(req.path) || /\.(json|data)$/.test(req.path) || req.is("application/json") || /json/.test(req.get("accept") ?? "");
  res.status(status).set("Cache-Control", "no-store");
  if (wantsJson) res.json({ error: message });
  else res.type("text/plain").send(message);
}

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]{2,45}\\])(?::\\d{1,5})?$`, "i");

/** A Host header that names a host (RFC 3986 reg-name of DNS labels, or an IP literal), with an optional port. */
export function isValidHost(host: string | undefined): host is string {
  if (typeof host !== "string" || host.length > 255 || !HOST.test(host)) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  return port === undefined || Number(port) <= 65535;
}

/** Text our database and pages can hold: no NUL (PostgreSQL refuses it in text) and no unpaired UTF-16 surrogate. */
export function isCleanText(s: string): boolean {
  return !s.includes("\u0000") && s.isWellFormed();
}

/** Checks every string (keys too) of a parsed JSON value; returns the problem or null. */
export function jsonProblem(value: unknown, depth = 0): string | null {
  if (depth >= MAX_DEPTH) return `The body is nested more than ${MAX_DEPTH} levels deep.`;
  if (typeof value === "string") return isCleanText(value) ? null : "The body contains characters that are not allowed (NUL or unpaired surrogates).";
  if (Array.isArray(value)) {
    for (const v of value) {
      const p = jsonProblem(v, depth + 1);
      if (p) return p;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const p = jsonProblem(k, depth + 1) ?? jsonProblem(v, depth + 1);
      if (p) return p;
    }
  }
  return null;
}

/** The address: a Host we can resolve a tenant from, a path that decodes, nothing that decodes to NUL. */
export const guardRequestLine: RequestHandler = (req, res, next) => {
  const forwardedHost = req.app.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  if (!isValidHost(req.get("host")) || (forwardedHost !== undefined && !isValidHost(forwardedHost))) return sendRefusal(req, res, 400, "Bad request: the Host header is not a valid host name.");
  // req.protocol reads X-Forwarded-Proto only from a proxy in TRUST_PROXY; a proxy that sends anything else is misconfigured.
  if (req.protocol !== "http" && req.protocol !== "https") return sendRefusal(req, res, 400, "Bad request: X-Forwarded-Proto must be http or https.");
  const url = req.originalUrl;
  // Node refuses request heads over 16 KB (431); a long search URL below that is bounded by the search itself (ADR 020).
  if (url.length > 16 * 1024) return sendRefusal(req, res, 414, "The address is too long.");
  const [path, query = ""] = url.split(/\?(.*)/s, 2);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return sendRefusal(req, res, 400, "Bad request: the address is not correctly encoded.");
  }
  if (!isCleanText(decoded) || query.includes("%00") || query.includes("\u0000")) return sendRefusal(req, res, 400, "Bad request: the address contains characters that are not allowed.");
  next();
};

const CONTENT_TYPES: Record<BodyKind, { type: string; label: string }> = {
  json: { type: "application/json", label: "application/json" },
  form: { type: "application/x-www-form-urlencoded", label: "a form (application/x-www-form-urlencoded)" },
  multipart: { type: "multipart/form-data", label: "a form with files (multipart/form-data)" },
  csv: { type: "text/csv", label: "text/csv" },
};

/** The console's session cookie names (app/staff/console-session.server.ts), checked before an upload is read. */
const CONSOLE_COOKIE = /(?:^|;\s*)(?:__Host-)?fc_console=/;

type BodyOptions = { limit: number | ((req: Request) => number); accept: BodyKind[] | ((req: Request) => BodyKind[]); parse: boolean };

/** Page routes take form posts (with or without JavaScript); the JSON endpoints among them (/api/…, ….json) take JSON. */
export function pageBodyKinds(req: Request): BodyKind[] {
  if (/^\/api\//.test(req.path) || /\.json$/.test(req.path)) return ["json"];
  // Files only to the console, and only from a browser holding a console session cookie: a stranger's 100 MB post is
  // refused before it is read (the action still checks the session and the role).
  if (isConsolePath(req.path) && CONSOLE_COOKIE.test(req.get("cookie") ?? "")) return ["form", "multipart"];
  return ["form"];
}

/**
 * Reads the body of a POST/PUT/PATCH/DELETE once, within its route's limit, refusing what the route cannot take.
 * With `parse`, `req.body` is the parsed JSON (for Express routers); otherwise `req.rawBody` keeps the checked bytes
 * for the page handler, which hands them to React Router.
 */
export function readBody(options: BodyOptions): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const limit = typeof options.limit === "function" ? options.limit(req) : options.limit;
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    if (!hasBody) {
      req.rawBody = Buffer.alloc(0);
      return next();
    }
    const encoding = (req.get("content-encoding") ?? "identity").trim().toLowerCase();
    if (encoding !== "identity") return refuseAndDrain(req, res, 415, "Compressed request bodies are not accepted: send the body without Content-Encoding.");
    const accept = typeof options.accept === "function" ? options.accept(req) : options.accept;
    const kind = accept.find((k) => req.is(CONTENT_TYPES[k].type));
    if (!kind) {
      const want = accept.map((k) => CONTENT_TYPES[k].label).join(" or ");
      return refuseAndDrain(req, res, 415, `Send the body as ${want}.`);
    }
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.get("content-type") ?? "")?.[1]?.toLowerCase();
    // A stock feed may be Windows-1252 text (ADR 042): its reader decodes it.
    if (kind !== "csv" && charset && charset !== "utf-8" && charset !== "utf8" && charset !== "us-ascii") return refuseAndDrain(req, res, 415, "Send the body in UTF-8.");
    let raw: Buffer;
    try {
      raw = await getRawBody(req, { limit, length: req.headers["content-length"] });
    } catch (err) {
      const e = err as { type?: string; status?: number };
      if (e.type === "entity.too.large") return refuseAndDrain(req, res, 413, `The request body is too large (at most ${Math.round(limit / 1024)} KB).`);
      return sendRefusal(req, res, e.status && e.status < 500 ? e.status : 400, "The request body could not be read.");
    }
    // A multipart body is binary (files); its text fields are parsed and bounded by the console action's schema. A CSV
    // stock feed is read by the feed importer, which takes UTF-8 or Windows-1252 and refuses what is not a feed.
    if (kind === "multipart" || kind === "csv") {
      req.rawBody = raw;
      return next();
    }
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
    } catch {
      return sendRefusal(req, res, 400, "The body is not valid UTF-8 text.");
    }
    if (kind === "json") {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return sendRefusal(req, res, 400, "The body is not valid JSON.");
      }
      const problem = jsonProblem(value);
      if (problem) return sendRefusal(req, res, 400, problem);
      if (options.parse) req.body = value;
    } else {
      const fields = new URLSearchParams(text);
      let count = 0;
      for (const [k, v] of fields) {
        if (++count > MAX_FORM_FIELDS) return sendRefusal(req, res, 413, "The form has too many fields.");
        if (!isCleanText(k) || !isCleanText(v)) return sendRefusal(req, res, 400, "The form contains characters that are not allowed (NUL or unpaired surrogates).");
      }
      if (options.parse) req.body = Object.fromEntries(fields);
    }
    req.rawBody = raw;
    next();
  };
}

/** How much of a refused body is read and thrown away, and for how long, before the connection is cut. */
const DRAIN_BYTES = 8 * 1024 * 1024;
const DRAIN_MS = 10_000;

/**
 * Answers, then keeps reading and discarding what the client is still sending (nothing is buffered): a client that
 * writes before it reads gets the answer, because closing a socket that still receives data resets it and the client
 * may lose the answer with it (the 'lingering close' of nginx and Apache). Past DRAIN_BYTES or DRAIN_MS it is cut.
 */
function refuseAndDrain(req: Request, res: Response, status: number, message: string): void {
  let seen = 0;
  const cut = setTimeout(() => req.destroy(), DRAIN_MS);
  cut.unref();
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_BYTES) req.destroy();
  });
  req.on("end", () => clearTimeout(cut));
  req.on("close", () => clearTimeout(cut));
  req.on("error", () => {});
  req.resume();
  // No 'Connection: close': Node would then close the socket as soon as the answer is written, mid-upload.
  sendRefusal(req, res, status, message);
}

declare module "express-serve-static-core" {
  interface Request {
    /** The checked request body, read by readBody (empty for a request without one). */
    rawBody?: Buffer;
  }
}
