/**
 * A vehicle's status changes as the console makes them. Pure. Marking a vehicle sold stamps `sold_date_timestamp`
 * (the public site then shows it SOLD on its page and "Just Sold" in results for the tenant's include_sold_cars_days;
 * a sold vehicle without the stamp is left out of results), and any other status clears the stamp.
 */

import type { Vehicle } from "./vehicle-schema.ts";

export const STATUS_ACTIONS = ["publish", "unpublish", "in_stock", "coming_soon", "sold", "archive"] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/** The button text of each action. */
export const STATUS_ACTION_LABELS: Record<StatusAction, string> = {
  publish: "Publish on website",
  unpublish: "Unpublish",
  in_stock: "Mark in stock",
  coming_soon: "Mark coming soon",
  sold: "Mark sold",
  archive: "Archive",
};

/**
 * The statuses that count as in stock (spec 001 §4): such a car shows the normal buttons, can be reserved online and is
 * listed as available. One rule for search, the results cards, the vehicle page and checkout.
 */
export const IN_STOCK_STATUSES = ["in_stock", "coming_soon"] as const satisfies readonly Vehicle["status"][];

export function isInStock(vehicle: Pick<Vehicle, "status">): boolean {
  return (IN_STOCK_STATUSES as readonly string[]).includes(vehicle.status);
}

/** What staff call each stored status. */
export const STATUS_LABELS: Record<Vehicle["status"], string> = {
  in_stock: "In stock",
  coming_soon: "Coming soon",
  sold: "Sold",
  on_hold: "On hold",
  archived: "Archived",
};

type StatusFields = Pick<Vehicle, "status" | "sold_date_timestamp" | "show_on_dealer_website">;

/** The vehicle with a new stored status: the sold stamp is set once on the way to sold and cleared on the way out. */
export function withStatus<V extends StatusFields>(given: V, status: Vehicle["status"], nowMs: number): V {
  // A status of a feed's own (kept in status_original, ADR 042) no longer applies once the status changes.
  const v = given.status === status || !("status_original" in given) ? given : (({ status_original: _, ...rest }) => rest as V)(given as V & { status_original?: string });
  if (status === "sold") return { ...v, status, sold_date_timestamp: v.status === "sold" && v.sold_date_timestamp !== null ? v.sold_date_timestamp : Math.floor(nowMs / 1000) };
  // Archiving keeps a sold vehicle's sale date (it was sold, and the stamp tells when).
  if (status === "archived") return { ...v, status };
  return { ...v, status, sold_date_timestamp: null };
}

export function applyStatusAction<V extends StatusFields>(v: V, action: StatusAction, nowMs: number): V {
  switch (action) {
    case "publish":
      return { ...v, show_on_dealer_website: true };
    case "unpublish":
      return { ...v, show_on_dealer_website: false };
    case "archive":
      return withStatus(v, "archived", nowMs);
    default:
      return withStatus(v, action, nowMs);
  }
}

/** The actions that would change this vehicle (the page offers only these). */
export function availableStatusActions(v: StatusFields): StatusAction[] {
  return STATUS_ACTIONS.filter((a) => {
    if (a === "publish") return !v.show_on_dealer_website;
    if (a === "unpublish") return v.show_on_dealer_website;
    if (a === "archive") return v.status !== "archived";
    return v.status !== a;
  });
}
