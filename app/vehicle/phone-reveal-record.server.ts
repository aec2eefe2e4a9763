import type { RouterContextProvider } from "react-router";
import { addressKey } from "../platform/client-address.ts";
import { recordEvent } from "../platform/events.server.ts";
import { getClientIp, getServices } from "../platform/request-context.server.ts";
import { countShopperActivity } from "../staff/shopper-traffic.server.ts";
import type { Tenant } from "../tenants/tenant-document.ts";

const PHONE_REVEAL_KIND = "phone-reveal";

export type RevealOutcome = { ok: true } | { ok: false; limited: true; retryAfterSeconds: number } | { ok: false; limited: false };

/**
 * Records that a shopper revealed the dealer's number on a car's page (spec 001 §4, §7): the
 * tracking call with JavaScript (POST /api/phone-reveal) and the 'Show number' form without it
 * (POST /cars/{slug}) both come here. Ids only are kept; at most EVENT_RATE_PER_IP per client
 * address per minute per site, past that nothing is stored.
 */
export async function recordPhoneReveal(
  context: Readonly<RouterContextProvider>,
  request: Request,
  tenant: Tenant,
  body: { car_id: number; dealership_id?: number | null; website_id?: number | null },
): Promise<RevealOutcome> {
  const { database, logger, trafficLimits } = getServices(context);
  const limited = trafficLimits.events.hit(`${PHONE_REVEAL_KIND}:${tenant.id}:${addressKey(getClientIp(context))}`);
  if (!limited.allowed) return { ok: false, limited: true, retryAfterSeconds: limited.retryAfterSeconds };
  try {
    await recordEvent(database.db, {
      tenantId: tenant.id,
      kind: PHONE_REVEAL_KIND,
      vehicleId: body.car_id,
      data: { dealership_id: body.dealership_id ?? null, website_id: body.website_id ?? null },
    });
  } catch (err) {
    logger.warn({ err }, "recording a phone reveal failed");
    return { ok: false, limited: false };
  }
  await countShopperActivity(context, request, tenant, "phone", { vehicleIds: [body.car_id], fromBrowser: true });
  return { ok: true };
}
