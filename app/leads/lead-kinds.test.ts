import { describe, expect, it } from "vitest";
import { LEAD_KINDS, findLeadKind, leadKindLabel } from "./lead-kinds.ts";

describe("lead kinds", () => {
  it("names a lead by its form, telling apart parts, career and online purchase enquiries and reservations", () => {
    expect(leadKindLabel({ form: "test-drive", subcategory: null })).toBe("Test drive");
    expect(leadKindLabel({ form: "enquiry", subcategory: "Parts & Accessories" })).toBe("Parts enquiry");
    expect(leadKindLabel({ form: "enquiry", subcategory: "Career Enquiry" })).toBe("Career enquiry");
    expect(leadKindLabel({ form: "car-enquiry", subcategory: "Online Purchase" })).toBe("Online purchase");
    expect(leadKindLabel({ form: "car-enquiry", subcategory: "Reservation" })).toBe("Reservation");
    expect(leadKindLabel({ form: "car-enquiry", subcategory: null })).toBe("Vehicle enquiry");
    expect(leadKindLabel({ form: "something-else", subcategory: null })).toBe("something-else");
  });

  it("describes each kind's leads without overlaps between a form and its special cases", () => {
    expect(findLeadKind("enquiry")?.match).toEqual({ form: "enquiry", notSubcategories: ["Parts & Accessories", "Career Enquiry"] });
    expect(findLeadKind("parts")?.match).toEqual({ form: "enquiry", subcategory: "Parts & Accessories" });
    expect(findLeadKind("car-enquiry")?.match).toEqual({ form: "car-enquiry", notSubcategories: ["Online Purchase", "Reservation"] });
    expect(findLeadKind("reservation")?.match).toEqual({ form: "car-enquiry", subcategory: "Reservation" });
    expect(findLeadKind("finance")?.match).toEqual({ form: "finance" });
    expect(findLeadKind("nope")).toBeNull();
    expect(new Set(LEAD_KINDS.map((k) => k.value)).size).toBe(LEAD_KINDS.length);
  });
});
