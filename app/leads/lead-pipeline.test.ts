import { describe, expect, it } from "vitest";
import { canAssignLead, canMoveLead, canSeeLead, isOverdue, leadNoteSchema, leadStatusSchema, nextStatuses, statusChange } from "./lead-pipeline.ts";

const ME = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";
const sales = { staffId: ME, seesAll: false };
const manager = { staffId: ME, seesAll: true };
const NOW = new Date("2026-11-25T01:00:00Z");

describe("the lead pipeline", () => {
  it("flags a lead overdue only while it is New past its deadline", () => {
    expect(isOverdue({ status: "new", respondBy: new Date("2026-11-25T00:59:00Z") }, NOW)).toBe(true);
    expect(isOverdue({ status: "new", respondBy: "2026-11-25T01:01:00Z" }, NOW)).toBe(false);
    expect(isOverdue({ status: "new", respondBy: null }, NOW)).toBe(false);
    expect(isOverdue({ status: "contacted", respondBy: new Date("2026-11-24T00:00:00Z") }, NOW)).toBe(false);
  });

  it("lets sales see their own and unassigned leads, managers all", () => {
    expect(canSeeLead({ assignedTo: null }, sales)).toBe(true);
    expect(canSeeLead({ assignedTo: ME }, sales)).toBe(true);
    expect(canSeeLead({ assignedTo: OTHER }, sales)).toBe(false);
    expect(canSeeLead({ assignedTo: OTHER }, manager)).toBe(true);
  });

  it("lets sales move only their own leads and take only unassigned ones, for themselves", () => {
    expect(canMoveLead({ assignedTo: ME }, sales)).toBe(true);
    expect(canMoveLead({ assignedTo: null }, sales)).toBe(false);
    expect(canMoveLead({ assignedTo: OTHER }, manager)).toBe(true);
    expect(canAssignLead({ assignedTo: null }, sales, ME)).toBe(true);
    expect(canAssignLead({ assignedTo: null }, sales, OTHER)).toBe(false);
    expect(canAssignLead({ assignedTo: OTHER }, sales, ME)).toBe(false);
    expect(canAssignLead({ assignedTo: ME }, sales, null)).toBe(false);
    expect(canAssignLead({ assignedTo: OTHER }, manager, null)).toBe(true);
  });

  it("never moves a lead back to New", () => {
    expect(nextStatuses("new")).toEqual(["contacted", "appointment", "sold", "lost"]);
    expect(nextStatuses("lost")).toEqual(["contacted", "appointment", "sold"]);
    expect(leadStatusSchema.safeParse({ status: "new" }).success).toBe(false);
  });

  it("asks a reason for Lost", () => {
    expect(leadStatusSchema.safeParse({ status: "lost", lost_reason: "  " }).error?.issues[0]).toMatchObject({ path: ["lost_reason"], message: "Say why the lead was lost." });
    expect(leadStatusSchema.parse({ status: "lost", lost_reason: " Bought elsewhere " })).toEqual({ status: "lost", lost_reason: "Bought elsewhere" });
    expect(leadStatusSchema.parse({ status: "sold" })).toEqual({ status: "sold", lost_reason: "" });
    expect(leadStatusSchema.safeParse({ status: "lost", lost_reason: "x".repeat(201) }).success).toBe(false);
  });

  it("stamps contacted_at the first time a lead leaves New, and keeps a reason only while Lost", () => {
    const fresh = { status: "new" as const, contactedAt: null, lostReason: null };
    expect(statusChange(fresh, { status: "contacted", lost_reason: "ignored" }, NOW)).toEqual({ status: "contacted", lostReason: null, contactedAt: NOW });
    const earlier = new Date("2026-11-20T00:00:00Z");
    expect(statusChange({ status: "contacted", contactedAt: earlier, lostReason: null }, { status: "lost", lost_reason: "Price" }, NOW)).toEqual({ status: "lost", lostReason: "Price", contactedAt: earlier });
    expect(statusChange({ status: "lost", contactedAt: earlier, lostReason: "Price" }, { status: "lost", lost_reason: "Price" }, NOW)).toBeNull();
    expect(statusChange({ status: "lost", contactedAt: earlier, lostReason: "Price" }, { status: "lost", lost_reason: "Bought elsewhere" }, NOW)).toMatchObject({ lostReason: "Bought elsewhere" });
    expect(statusChange({ status: "lost", contactedAt: earlier, lostReason: "Price" }, { status: "appointment", lost_reason: "" }, NOW)).toEqual({ status: "appointment", lostReason: null, contactedAt: earlier });
  });

  it("bounds a note", () => {
    expect(leadNoteSchema.safeParse({ note: "   " }).success).toBe(false);
    expect(leadNoteSchema.safeParse({ note: "x".repeat(2001) }).success).toBe(false);
    expect(leadNoteSchema.parse({ note: " Called back \n" })).toEqual({ note: "Called back" });
    expect(leadNoteSchema.parse({ note: "Line one\r\n\tLine two" }).note).toBe("Line one\r\n\tLine two");
    expect(leadNoteSchema.safeParse({ note: "nul\u0000byte" }).success).toBe(false);
    expect(leadStatusSchema.safeParse({ status: "lost", lost_reason: "a\nb" }).success).toBe(false);
  });
});
