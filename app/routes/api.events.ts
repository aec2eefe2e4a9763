import type { Route } from "./+types/api.events";
import { siteContext } from "../platform/contexts.ts";
import { getClientIp, getServices } from "../platform/request-context.server.ts";
import { addressKey } from "../platform/client-address.ts";
import { jsonResponse, readSmallJson } from "../platform/json-response.ts";
import { analyticsEventBody, analyticsMetricOf, recordEvent, usageEventBody } from "../platform/events.server.ts";
import { countShopperActivity } from "../staff/shopper-traffic.server.ts";

/**
 * POST /api/events {event_id, car_id, label}: an analytics event of spec 001 §7, also pushed to the tag manager in the browser.
 * Or {usage, car_id}: gallery, spin or share use, for the dealer analytics only. Both add to the dealer analytics
 * (calculator use 26, saves 39, gallery/spin, shares) unless sent by a robot or the dealer's staff.
 * At most EVENT_RATE_PER_IP per client address per minute per site: past that 429, and nothing is stored.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return jsonResponse({ ok: false, error: "Not found." }, 404);
  if (request.method !== "POST") return jsonResponse({ ok: false, error: "Use POST." }, 405, { Allow: "POST" });
  const { database, logger, trafficLimits } = getServices(context);
  const limited = trafficLimits.events.hit(`events:${site.tenant.id}:${addressKey(getClientIp(context))}`);
  if (!limited.allowed) return jsonResponse({ ok: false, error: "Too many events from this address. Try again shortly." }, 429, { "Retry-After": String(limited.retryAfterSeconds) });
  const body = await readSmallJson(request);
  const usage = usageEventBody.safeParse(body);
  if (usage.success) {
    await countShopperActivity(context, request, site.tenant, analyticsMetricOf(usage.data)!, { vehicleIds: [usage.data.car_id], fromBrowser: true });
    return jsonResponse({ ok: true });
  }
  const parsed = analyticsEventBody.safeParse(body);
  if (!parsed.success) return jsonResponse({ ok: false, error: "Expected {event_id, car_id, label}." }, 400);
  try {
    await recordEvent(database.db, {
      tenantId: site.tenant.id,
      kind: "analytics",
      eventId: parsed.data.event_id,
      vehicleId: parsed.data.car_id ?? null,
      data: parsed.data.label ? { label: parsed.data.label } : {},
    });
  } catch (err) {
    logger.warn({ err }, "recording an analytics event failed");
    return jsonResponse({ ok: false }, 503);
  }
  const metric = analyticsMetricOf(parsed.data);
  if (metric && parsed.data.car_id) await countShopperActivity(context, request, site.tenant, metric, { vehicleIds: [parsed.data.car_id], fromBrowser: true });
  return jsonResponse({ ok: true });
}

export function loader() {
  return jsonResponse({ ok: false, error: "Use POST." }, 405, { Allow: "POST" });
}
