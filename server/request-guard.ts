import type { RequestHandler } from "express";
import { requestUrlProblem } from "../app/platform/client-address.ts";

/**
 * Pages are handed to React Router as a Request whose URL is built from the protocol and host Express
 * reports (X-Forwarded-Proto and -Host when TRUST_PROXY trusts the sender). A header that would make
 * that URL unreadable is answered 400 here instead of failing the request with a 500.
 */
export function guardRequestUrl(pages: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const problem = requestUrlProblem({
      protocol: req.protocol,
      hostname: req.hostname,
      host: req.get("host"),
      forwardedHost: req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined,
    });
    if (problem) return void res.status(400).type("text/plain").send(problem);
    return pages(req, res, next);
  };
}
