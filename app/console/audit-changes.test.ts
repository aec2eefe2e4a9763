import { describe, expect, it } from "vitest";
import { actionLabel, auditChanges, auditValue, fieldLabel, splitActorName } from "./audit-changes.ts";

describe("auditChanges", () => {
  it("lists each changed field with its value before and after", () => {
    expect(auditChanges({ price: 45990, status: "in_stock" }, { price: 43990, status: "sold" })).toEqual([
      { field: "Price", before: "45,990", after: "43,990" },
      { field: "Status", before: "in_stock", after: "sold" },
    ]);
  });

  it("shows a field that appears or goes as from or to nothing, and leaves out equal ones", () => {
    expect(auditChanges({ role: "sales", name: "Sam" }, { role: "manager", name: "Sam", status: "active" })).toEqual([
      { field: "Role", before: "sales", after: "manager" },
      { field: "Status", before: null, after: "active" },
    ]);
    expect(auditChanges(null, { name: "DMS feed", prefix: "fck_AbCd1234" })).toEqual([
      { field: "Name", before: null, after: "DMS feed" },
      { field: "Prefix", before: null, after: "fck_AbCd1234" },
    ]);
    expect(auditChanges({ a: 1 }, null)).toEqual([{ field: "A", before: "1", after: null }]);
    expect(auditChanges(null, undefined)).toEqual([]);
  });

  it("reads switches, lists, objects and plain values", () => {
    expect(auditChanges({ show_on_dealer_website: true }, { show_on_dealer_website: false })).toEqual([{ field: "Show on dealer website", before: "Yes", after: "No" }]);
    expect(auditChanges({ ids: [3, 1] }, { ids: [1, 3] })).toEqual([{ field: "Ids", before: "3, 1", after: "1, 3" }]);
    expect(auditChanges({ hours: { open: "08:00" } }, { hours: { open: "09:00" } })).toEqual([{ field: "Hours", before: '{"open":"08:00"}', after: '{"open":"09:00"}' }]);
    expect(auditChanges(3, 4)).toEqual([{ field: "Value", before: "3", after: "4" }]);
  });

  it("labels keys in plain words and cuts long values", () => {
    expect(fieldLabel("sold_date_timestamp")).toBe("Sold date timestamp");
    expect(fieldLabel("showOnDealerWebsite")).toBe("Show on dealer website");
    expect(fieldLabel("checkout.hold_hours")).toBe("Checkout hold hours");
    expect(auditValue("x".repeat(500))).toHaveLength(140);
    expect(auditValue("")).toBeNull();
    expect(auditValue(0.5)).toBe("0.5");
  });
});

describe("actionLabel and splitActorName", () => {
  it("names actions in the dealer's words and leaves unknown ones as they are", () => {
    expect(actionLabel("key.revoke")).toBe("Revoked an API key");
    expect(actionLabel("something.new")).toBe("something.new");
  });

  it("splits a staff actor into name and email, and leaves other names whole", () => {
    expect(splitActorName("Olivia Owner <olivia@example.com>")).toEqual({ name: "Olivia Owner", detail: "olivia@example.com" });
    expect(splitActorName("DMS feed")).toEqual({ name: "DMS feed", detail: null });
    expect(splitActorName("Platform operator")).toEqual({ name: "Platform operator", detail: null });
  });
});
