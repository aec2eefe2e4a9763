import type { Route } from "./+types/api.events";
import { siteContext } from "../platform/contexts.ts";
import { getClientIp, getServices } from "../platform/request-context.server.ts";
import { addressKey } from "../platform/client-address.ts";
import { jsonResponse, readSmallJson } from "../platform/json-response.ts";
import { analyticsEventBody } from "../platform/events.server.ts";
import { recordEvent } from "../platform/events.server.ts";

/**
 * POST /api/events {event_id, car_id, label}: an analytics event of spec 001 §7, also pushed to the tag manager in the browser.
 * At most EVENT_RATE_PER_IP per client address per minute per site: past that 429, and nothing is stored.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return jsonResponse({ ok: false, error: "Not found." }, 404);
  if (request.method !== "POST") return jsonResponse({ ok: false, error: "Use POST." }, 405, { Allow: "POST" });
  const { database, logger, trafficLimits } = getServices(context);
  const limited = trafficLimits.events.hit(`events:${site.tenant.id}:${addressKey(getClientIp(context))}`);
  if (!limited.allowed) return jsonResponse({ ok: false, error: "Too many events from this address. Try again shortly." }, 429, { "Retry-After": String(limited.retryAfterSeconds) });
  const parsed = analyticsEventBody.safeParse(await readSmallJson(request));
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
  return jsonResponse({ ok: true });
}

export function loader() {
  return jsonResponse({ ok: false, error: "Use POST." }, 405, { Allow: "POST" });
}
