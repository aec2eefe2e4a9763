import { describe, expect, it } from "vitest";
import { handoversInRound, leadAlert, nextInRound, salesTeam } from "./lead-allocation-rules.ts";

const person = (id: string, role: string, status: string, day: number) => ({ id, role, status, createdAt: new Date(Date.UTC(2026, 0, day)) });

describe("salesTeam", () => {
  it("keeps active sales staff, oldest account first", () => {
    const team = salesTeam([person("c", "sales", "active", 3), person("m", "manager", "active", 1), person("a", "sales", "active", 1), person("d", "sales", "disabled", 1), person("i", "sales", "invited", 1)]);
    expect(team.map((p) => p.id)).toEqual(["a", "c"]);
  });
});

describe("nextInRound", () => {
  it("goes round the team and starts again", () => {
    expect(nextInRound(["a", "b", "c"], null)).toBe("a");
    expect(nextInRound(["a", "b", "c"], "a")).toBe("b");
    expect(nextInRound(["a", "b", "c"], "c")).toBe("a");
  });
  it("starts at the first when the last one is no longer in the team, and has no one without a team", () => {
    expect(nextInRound(["a", "b"], "gone")).toBe("a");
    expect(nextInRound([], "a")).toBeNull();
  });
});

describe("handoversInRound", () => {
  it("hands a salesperson's lead to each other salesperson once, a manager's to all", () => {
    expect(handoversInRound(["a", "b", "c"], "a")).toBe(2);
    expect(handoversInRound(["a", "b", "c"], "manager")).toBe(3);
    expect(handoversInRound(["a"], "a")).toBe(0);
  });
});

describe("leadAlert", () => {
  it("carries the first name, the vehicle and the link, nothing else", () => {
    const alert = leadAlert({ dealerName: "Bayside Ford", firstName: "Jane", about: "2024 Ford Ranger XLT", link: "https://x.test/dealer/leads/1", reason: "new" });
    expect(alert.subject).toBe("Lead for you: Jane · 2024 Ford Ranger XLT");
    expect(alert.sms).toBe("Bayside Ford: lead for you, Jane · 2024 Ford Ranger XLT. https://x.test/dealer/leads/1");
    expect(alert.text).toContain("https://x.test/dealer/leads/1");
  });
  it("says when a lead was handed on, and copes without a name", () => {
    const alert = leadAlert({ dealerName: "D", firstName: "  ", about: "Service booking", link: "L", reason: "handed-on" });
    expect(alert.subject).toBe("Lead for you: A shopper · Service booking");
    expect(alert.text).toMatch(/^A lead that was not answered in time has been handed to you/);
  });
});
