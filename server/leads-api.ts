import express, { type NextFunction, type Request, type Response } from "express";
import type { Services } from "../app/platform/services.server.ts";
import { leadDepsFor, submitLead } from "../app/leads/lead-service.server.ts";
import { MESSAGES } from "../app/leads/lead-forms.ts";
import { admitLead } from "../app/leads/lead-limits.server.ts";
import { clientAddress } from "../app/platform/client-address.ts";
import { readBody } from "./request-guard.ts";

/**
 * POST /api/leads: the spec 001 userData payload plus isLastStep, as JSON. Answers {lead_id}
 * (201, or 200 for a repeat of an earlier idempotency key) or a 4xx {error, fields}.
 * JSON only: a cross-site page cannot send it without a CORS preflight, which we never grant.
 * `form_token` (optional): the token of a lead form on one of the site's pages; past the site's
 * rate limit only leads that carry one are taken (lead-limits.server.ts), and a bad one is a 400.
 */
const TOKEN_ERRORS = {
  missing: "form_token is missing.",
  invalid: "form_token is not a token this site issued.",
  "too-fast": "form_token was issued too recently: a person takes longer to fill in a form.",
  expired: "form_token has expired: load the page again.",
} as const;

export function leadsApi(services: Services): express.Router {
  const router = express.Router();
  router.post("/", readBody({ limit: 32 * 1024, accept: ["json"], parse: true }), async (req, res) => {
    const { tenant } = services.tenants.resolve(req.get("host"));
    if (!tenant) return void res.status(404).json({ error: "No dealer site at this address." });
    const token = req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>).form_token : undefined;
    const admitted = admitLead(services, tenant, clientAddress(req.ip, req.socket.remoteAddress), token, { requireToken: false });
    if (!admitted.ok && admitted.status === 429)
      return void res
        .status(429)
        .set("Retry-After", String(admitted.retryAfterSeconds))
        .json({ error: admitted.limit === "site" ? "This dealer is receiving a lot of enquiries right now. Please send yours from a form on the dealer's website." : "Too many submissions. Please try again shortly." });
    if (!admitted.ok) return void res.status(400).json({ error: TOKEN_ERRORS[admitted.token], fields: { form_token: TOKEN_ERRORS[admitted.token] } });
    const result = await submitLead(
      leadDepsFor(services, tenant),
      req.body,
      req.get("idempotency-key"),
    );
    if (!result.ok) return void res.status(result.status).json({ error: result.error, fields: result.fieldErrors ?? {} });
    res.status(result.duplicate ? 200 : 201).json({ lead_id: result.leadId, ...(result.valuation !== undefined ? { valuation: result.valuation } : {}) });
  });
  router.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
    // A database error's message lists the row's values; the logger's err serializer keeps only its SQLSTATE and names.
    services.logger.error({ err }, "lead submission failed");
    res.status(500).json({ error: MESSAGES.submitFailed });
  });
  return router;
}
