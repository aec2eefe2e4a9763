import { describe, expect, it } from "vitest";
import { applyStatusAction, availableStatusActions, withStatus } from "./vehicle-status.ts";

const NOW = Date.parse("2026-11-25T03:00:00Z");
const car = { status: "in_stock" as const, sold_date_timestamp: null, show_on_dealer_website: true };

describe("status actions", () => {
  it("mark sold stamps the sale time in seconds, once", () => {
    const sold = applyStatusAction(car, "sold", NOW);
    expect(sold).toEqual({ status: "sold", sold_date_timestamp: NOW / 1000, show_on_dealer_website: true });
    expect(applyStatusAction(sold, "sold", NOW + 86_400_000).sold_date_timestamp).toBe(NOW / 1000);
  });

  it("a sold vehicle without a stamp gets one when marked sold again", () => {
    expect(withStatus({ ...car, status: "sold" as const }, "sold", NOW).sold_date_timestamp).toBe(NOW / 1000);
  });

  it("back in stock or coming soon clears the sale; archive keeps it", () => {
    const sold = applyStatusAction(car, "sold", NOW);
    expect(applyStatusAction(sold, "in_stock", NOW)).toMatchObject({ status: "in_stock", sold_date_timestamp: null });
    expect(applyStatusAction(sold, "coming_soon", NOW)).toMatchObject({ status: "coming_soon", sold_date_timestamp: null });
    expect(applyStatusAction(sold, "archive", NOW)).toMatchObject({ status: "archived", sold_date_timestamp: NOW / 1000 });
  });

  it("publish and unpublish change only the website switch", () => {
    expect(applyStatusAction(car, "unpublish", NOW)).toEqual({ ...car, show_on_dealer_website: false });
    expect(applyStatusAction({ ...car, show_on_dealer_website: false }, "publish", NOW)).toEqual(car);
  });

  it("offers only the actions that change something", () => {
    expect(availableStatusActions(car)).toEqual(["unpublish", "coming_soon", "sold", "archive"]);
    expect(availableStatusActions({ status: "archived", sold_date_timestamp: null, show_on_dealer_website: false })).toEqual(["publish", "in_stock", "coming_soon", "sold"]);
  });
});
