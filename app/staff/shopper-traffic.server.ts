import type { RouterContextProvider } from "react-router";
import type { Metric } from "../platform/analytics-batch.ts";
import { automatedTraffic } from "../platform/analytics-traffic.ts";
import { addressKey } from "../platform/client-address.ts";
import { getClientIp, getServices } from "../platform/request-context.server.ts";
import { dealerTimeZone } from "../tenants/dealer-clock.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { findVehicleStatus } from "../stock/stock-store.server.ts";
import { readConsoleToken } from "./console-session.server.ts";
import { staffForSessionToken } from "./staff-sessions.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * Whether a request on the public site is a shopper's, for the dealer analytics (ADR 035): not a robot (isbot), not a
 * prefetch, and not the dealer's own staff — a request carrying a console cookie that is a live session of this
 * tenant's console. Only a request with that cookie costs a database look-up.
 */
export async function isShopperRequest(context: Context, tenant: Pick<Tenant, "id">, request: Request): Promise<boolean> {
  if (automatedTraffic(request.headers)) return false;
  const token = readConsoleToken(request);
  if (!token) return true;
  const staff = await staffForSessionToken(getServices(context).database.db, tenant.id, token).catch(() => null);
  return staff === null;
}

/**
 * Counts shopper activity on this tenant's site for the dealer analytics, unless the request is a robot's or staff's.
 * `vehicleIds`: the vehicles it was about (a results page: each card shown). `oncePerVisitor`: a key counted at most
 * once per client address per VIEW_WINDOW_MS (a vehicle-page view; a reload is not a second view). `fromBrowser`: the
 * vehicle id came in a request body, so it is counted only if it is this tenant's. Never throws: analytics must not
 * break a page.
 */
export async function countShopperActivity(
  context: Context,
  request: Request,
  tenant: Pick<Tenant, "id" | "locations">,
  metric: Metric,
  options: { vehicleIds?: readonly number[]; oncePerVisitor?: string; fromBrowser?: boolean; lead?: { form: string; source: string } } = {},
): Promise<boolean> {
  const services = getServices(context);
  try {
    if (!(await isShopperRequest(context, tenant, request))) return false;
    if (options.fromBrowser && (options.vehicleIds ?? []).length !== 1) return false;
    if (options.fromBrowser && (await findVehicleStatus(services.database.db, tenant.id, options.vehicleIds![0]!)) === null) return false;
    if (options.oncePerVisitor && !services.trafficLimits.pageViews.hit(`${tenant.id}:${options.oncePerVisitor}:${addressKey(getClientIp(context))}`).allowed) return false;
    services.analytics.record({ tenantId: tenant.id, timeZone: dealerTimeZone(tenant), metric, vehicleIds: options.vehicleIds, lead: options.lead });
    return true;
  } catch (err) {
    services.logger.warn({ err }, "counting shopper activity failed");
    return false;
  }
}
