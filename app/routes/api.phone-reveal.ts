import type { Route } from "./+types/api.phone-reveal";
import { siteContext } from "../platform/contexts.ts";
import { getClientIp, getServices } from "../platform/request-context.server.ts";
import { addressKey } from "../platform/client-address.ts";
import { jsonResponse, readSmallJson } from "../platform/json-response.ts";
import { phoneRevealBody } from "../platform/events.server.ts";
import { recordEvent } from "../platform/events.server.ts";
import { countShopperActivity } from "../staff/shopper-traffic.server.ts";

const PHONE_REVEAL_KIND = "phone-reveal";

/**
 * POST /api/phone-reveal {car_id, dealership_id, website_id} (spec 001 §7): a shopper revealed the
 * dealer's number. The tenant comes from the host, never from website_id; ids only are kept.
 * At most EVENT_RATE_PER_IP per client address per minute per site: past that 429, and nothing is stored.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return jsonResponse({ ok: false, error: "Not found." }, 404);
  if (request.method !== "POST") return jsonResponse({ ok: false, error: "Use POST." }, 405, { Allow: "POST" });
  const { database, logger, trafficLimits } = getServices(context);
  const limited = trafficLimits.events.hit(`${PHONE_REVEAL_KIND}:${site.tenant.id}:${addressKey(getClientIp(context))}`);
  if (!limited.allowed) return jsonResponse({ ok: false, recorded: false, error: "Too many requests from this address. Try again shortly." }, 429, { "Retry-After": String(limited.retryAfterSeconds) });
  const parsed = phoneRevealBody.safeParse(await readSmallJson(request));
  if (!parsed.success) return jsonResponse({ ok: false, error: "Expected {car_id, dealership_id, website_id}." }, 400);
  try {
    await recordEvent(database.db, {
      tenantId: site.tenant.id,
      kind: PHONE_REVEAL_KIND,
      vehicleId: parsed.data.car_id,
      data: { dealership_id: parsed.data.dealership_id ?? null, website_id: parsed.data.website_id ?? null },
    });
  } catch (err) {
    logger.warn({ err }, "recording a phone reveal failed");
    return jsonResponse({ ok: false, recorded: false }, 503);
  }
  await countShopperActivity(context, request, site.tenant, "phone", { vehicleIds: [parsed.data.car_id], fromBrowser: true });
  return jsonResponse({ ok: true, recorded: true });
}

export function loader() {
  return jsonResponse({ ok: false, error: "Use POST." }, 405, { Allow: "POST" });
}
