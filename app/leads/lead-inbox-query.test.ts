import { describe, expect, it } from "vitest";
import { DEFAULT_LEAD_QUERY, calendarDate, isLeadListFiltered, leadInboxSearch, leadSearchTerms, parseLeadInboxQuery } from "./lead-inbox-query.ts";

const ID = "0b7e2f3c-9a3d-4a5e-8f0e-1c2d3e4f5a6b";
const parse = (qs: string) => parseLeadInboxQuery(new URLSearchParams(qs));

describe("the leads inbox URL", () => {
  it("reads every filter and writes it back, defaults left out", () => {
    const q = parse(`q=+jane+&status=lost&form=test-drive&assigned=${ID.toUpperCase()}&location=3&from=2026-11-01&to=2026-11-30&vehicle=S123&page=2`);
    expect(q).toEqual({ q: "jane", status: "lost", form: "test-drive", assigned: ID, location: 3, from: "2026-11-01", to: "2026-11-30", vehicle: "S123", page: 2 });
    expect(parse(leadInboxSearch(q).slice(1))).toEqual(q);
    expect(leadInboxSearch(q, { page: false })).not.toContain("page=");
    expect(leadInboxSearch(DEFAULT_LEAD_QUERY)).toBe("");
  });

  it("falls back to defaults for anything that is not ours", () => {
    expect(parse("status=won&form=spam&assigned=bob&location=-1&from=2026-02-30&to=yesterday&page=0")).toEqual(DEFAULT_LEAD_QUERY);
    expect(parse("page=1001").page).toBe(1);
    expect(parse("status=overdue&assigned=unassigned").status).toBe("overdue");
    expect(parse(`q=${"x".repeat(300)}`).q).toHaveLength(100);
    expect(parse("q=ja%00ne&vehicle=S1%0A").q).toBe("ja ne");
    expect(parse("vehicle=S1%0A").vehicle).toBe("S1");
  });

  it("accepts real calendar dates only", () => {
    expect(calendarDate("2028-02-29")).toBe("2028-02-29");
    expect(calendarDate("2026-02-29")).toBeNull();
    expect(calendarDate("1999-12-31")).toBeNull();
  });

  it("knows when a list is filtered beyond its status tab", () => {
    expect(isLeadListFiltered({ ...DEFAULT_LEAD_QUERY, status: "new" })).toBe(false);
    expect(isLeadListFiltered({ ...DEFAULT_LEAD_QUERY, vehicle: "S1" })).toBe(true);
  });

  it("searches a phone number by its digits, anything else word by word", () => {
    expect(leadSearchTerms("0412 345 678")).toEqual({ phoneDigits: "0412345678" });
    expect(leadSearchTerms("+61 412 345 678")).toEqual({ phoneDigits: "0412345678" });
    expect(leadSearchTerms("345 678")).toEqual({ phoneDigits: "345678" });
    expect(leadSearchTerms("Jane  S1234")).toEqual({ words: ["jane", "s1234"] });
    expect(leadSearchTerms("2024")).toEqual({ words: ["2024"] });
    expect(leadSearchTerms("  ")).toBeNull();
  });
});
