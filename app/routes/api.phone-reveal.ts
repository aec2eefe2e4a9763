import type { Route } from "./+types/api.phone-reveal";
import { siteContext } from "../platform/contexts.ts";
import { jsonResponse, readSmallJson } from "../platform/json-response.ts";
import { phoneRevealBody } from "../platform/events.server.ts";
import { recordPhoneReveal } from "../vehicle/phone-reveal-record.server.ts";

/**
 * POST /api/phone-reveal {car_id, dealership_id, website_id} (spec 001 §7): a shopper revealed the
 * dealer's number. The tenant comes from the host, never from website_id; ids only are kept.
 * At most EVENT_RATE_PER_IP per client address per minute per site: past that 429, and nothing is stored.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return jsonResponse({ ok: false, error: "Not found." }, 404);
  if (request.method !== "POST") return jsonResponse({ ok: false, error: "Use POST." }, 405, { Allow: "POST" });
  const parsed = phoneRevealBody.safeParse(await readSmallJson(request));
  if (!parsed.success) return jsonResponse({ ok: false, error: "Expected {car_id, dealership_id, website_id}." }, 400);
  const outcome = await recordPhoneReveal(context, request, site.tenant, parsed.data);
  if (outcome.ok) return jsonResponse({ ok: true, recorded: true });
  if (outcome.limited)
    return jsonResponse({ ok: false, recorded: false, error: "Too many requests from this address. Try again shortly." }, 429, { "Retry-After": String(outcome.retryAfterSeconds) });
  return jsonResponse({ ok: false, recorded: false }, 503);
}

export function loader() {
  return jsonResponse({ ok: false, error: "Use POST." }, 405, { Allow: "POST" });
}
