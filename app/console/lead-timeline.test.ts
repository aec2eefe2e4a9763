import { describe, expect, it } from "vitest";
import { timelineLine } from "./lead-timeline.ts";

const ANN = "11111111-1111-4111-8111-111111111111";
const BOB = "22222222-2222-4222-8222-222222222222";
const GONE = "33333333-3333-4333-8333-333333333333";
const names = new Map([
  [ANN, "Ann Lee"],
  [BOB, "Bob Ray"],
]);
const event = (over: Partial<Parameters<typeof timelineLine>[0]>) => timelineLine({ kind: "note", actorKind: "staff", actorName: "Ann Lee", fromValue: null, toValue: null, note: null, ...over }, names);

describe("a lead's history in words", () => {
  it("tells status changes, with the reason of a lost lead", () => {
    expect(event({ kind: "status", fromValue: "new", toValue: "contacted" })).toEqual({ text: "Moved from New to Contacted", who: "Ann Lee", note: null });
    expect(event({ kind: "status", fromValue: "appointment", toValue: "lost", note: "Bought elsewhere" })).toEqual({ text: "Marked lost (was Appointment)", who: "Ann Lee", note: "Reason: Bought elsewhere" });
  });

  it("names who a lead was assigned to and from, by the rule or a person", () => {
    expect(event({ kind: "assigned", toValue: BOB })).toMatchObject({ text: "Assigned to Bob Ray" });
    expect(event({ kind: "assigned", fromValue: BOB, toValue: ANN, actorKind: "system", actorName: "Re-allocation", note: "Not answered in 20 minutes" })).toEqual({
      text: "Assigned to Ann Lee (was Bob Ray)",
      who: "Automatic",
      note: "Not answered in 20 minutes",
    });
    expect(event({ kind: "assigned", fromValue: GONE, toValue: null })).toMatchObject({ text: "Unassigned (was a former staff member)" });
  });

  it("shows notes, notifications and overdue flags", () => {
    expect(event({ kind: "note", note: "Left a voicemail" })).toEqual({ text: "Added a note", who: "Ann Lee", note: "Left a voicemail" });
    expect(event({ kind: "notified", toValue: ANN, actorKind: "system", note: "Email and SMS" })).toEqual({ text: "Notified Ann Lee", who: "Automatic", note: "Email and SMS" });
    expect(event({ kind: "overdue", actorKind: "system" })).toMatchObject({ text: "Flagged overdue: not contacted in time", who: "Automatic" });
    expect(event({ kind: "created", actorKind: "shopper", actorName: "Jane" })).toMatchObject({ text: "Lead received from the website", who: "The shopper" });
  });
});
