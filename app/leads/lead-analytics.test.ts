import { describe, expect, it } from "vitest";
import { analyticsFormLabel, analyticsFormOf } from "./lead-analytics.ts";

describe("a lead's form in the analytics", () => {
  it("is the form, made precise by the subcategory where one form files several kinds", () => {
    expect(analyticsFormOf("test-drive", null)).toBe("test-drive");
    expect(analyticsFormOf("car-enquiry", "Online Purchase")).toBe("online-purchase");
    expect(analyticsFormOf("car-enquiry", "Reservation")).toBe("reservation");
    expect(analyticsFormOf("enquiry", "Parts & Accessories")).toBe("parts");
    expect(analyticsFormOf("enquiry", "Career Enquiry")).toBe("career");
    expect(analyticsFormOf("enquiry", "Something else")).toBe("enquiry");
  });

  it("has a name for people", () => {
    expect(analyticsFormLabel("trade-in")).toBe("Trade-in valuation");
    expect(analyticsFormLabel("online-purchase")).toBe("Online purchase");
    expect(analyticsFormLabel("new-thing")).toBe("New thing");
  });
});
