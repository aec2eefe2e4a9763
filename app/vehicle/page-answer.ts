/**
 * What /cars/{slug} answers for a car we have a row for (ADR 045, spec 001 §4, spec 000 §4). Pure.
 *
 * - `listed`: in stock or coming soon, and inside the site's stock (the search index has it): the page, indexable.
 * - `recently-sold`: sold inside the tenant's include_sold_cars_days, while results still show it 'Just Sold': the SOLD
 *   page the spec asks for (200), marked noindex, and left out of the sitemap.
 * - `on-hold`: a status the spec treats as 'not in stock' but that can come back: the not-in-stock page (200), noindex.
 * - `gone`: sold past the window (or without a sale date), archived, hidden from the website, or outside the site's
 *   stock filter (another make on a make-locked site): 410 Gone with similar cars and a search for its make and
 *   model. The same answer for people and crawlers; a car with no row at all stays a 404.
 */

import type { Vehicle } from "../stock/vehicle-schema.ts";

export type VehiclePageAnswer = "listed" | "recently-sold" | "on-hold" | "gone";

const DAY_MS = 86_400_000;

export function vehiclePageAnswer(
  vehicle: Pick<Vehicle, "status" | "show_on_dealer_website" | "sold_date_timestamp">,
  opts: { inSiteStock: boolean; includeSoldDays: number; now: Date },
): VehiclePageAnswer {
  if (!vehicle.show_on_dealer_website || vehicle.status === "archived") return "gone";
  if (vehicle.status === "on_hold") return "on-hold";
  if (!opts.inSiteStock) return "gone";
  if (vehicle.status !== "sold") return "listed";
  if (vehicle.sold_date_timestamp === null || opts.includeSoldDays <= 0) return "gone";
  return vehicle.sold_date_timestamp * 1000 >= opts.now.getTime() - opts.includeSoldDays * DAY_MS ? "recently-sold" : "gone";
}
