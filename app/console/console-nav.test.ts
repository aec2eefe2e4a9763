import { describe, expect, it } from "vitest";
import { can } from "../staff/permissions.ts";
import { currentNavHref, navFor } from "./console-nav.ts";

describe("console navigation", () => {
  it("shows each role only what it may open", () => {
    const labels = (role: "owner" | "manager" | "sales") => navFor((p) => can(role, p)).map((i) => i.label);
    expect(labels("owner")).toEqual(["Overview", "Stock", "Listing quality", "Leads", "Offers", "Reservations", "Analytics", "Settings", "Listing feeds", "Staff", "API keys", "Activity", "Your account"]);
    expect(labels("manager")).toEqual(["Overview", "Stock", "Listing quality", "Leads", "Offers", "Reservations", "Analytics", "Settings", "Listing feeds", "Your account"]);
    expect(labels("sales")).toEqual(["Overview", "Stock", "Listing quality", "Leads", "Your account"]);
  });

  it("marks the deepest section a path is in", () => {
    const items = navFor(() => true);
    expect(currentNavHref(items, "/dealer")).toBe("/dealer");
    expect(currentNavHref(items, "/dealer/stock/12")).toBe("/dealer/stock");
    expect(currentNavHref(items, "/dealer/stock/quality")).toBe("/dealer/stock/quality");
    expect(currentNavHref(items, "/dealer/stockings")).toBe("/dealer");
    expect(currentNavHref(items, "/dealer/leads/0b7e2f3c-9a3d-4a5e-8f0e-1c2d3e4f5a6b")).toBe("/dealer/leads");
  });
});
