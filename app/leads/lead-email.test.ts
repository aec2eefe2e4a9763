import { describe, expect, it } from "vitest";
import { leadEmail } from "./lead-email.ts";
import type { LeadRecord } from "./lead-record.ts";

const lead: LeadRecord = {
  id: "0e866fc8-4f2f-4362-9c55-2d7a1b7c9f10",
  tenant: { slug: "sunshine-auto", name: "Sunshine Auto" },
  form: "car-enquiry",
  category: "Vehicle Enquiry",
  subcategory: null,
  created_at: "2026-11-24T01:00:00.000Z",
  customer: { first_name: "Sam", last_name: "Smith", email: "sam@example.com", phone: "0412345678", postcode: "4000", preferred_contact: null, opt_in: false },
  message: "Is it still available?",
  vehicle: { id: 1, year: 2022, make: "Toyota", model: "HiLux", badge: "SR5", car_type: "used", status: "in_stock", stocknum: "U1", vin: null, km: 32150, price: 45990, url: "https://sunshine.example/cars/2022-toyota-hilux-sr5-1" },
  trade_in: null,
  appointment: null,
  location: { id: 10, name: "Sunshine Auto Brisbane", phone: null, street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000" },
  dealership: null,
  fields: {},
  lead_attributes: { visited_pages: [], linked_query_params: {} },
  source: "Website",
  url: "https://sunshine.example/cars/2022-toyota-hilux-sr5-1",
};

describe("leadEmail", () => {
  it("writes the lead as a message a person reads, with a link to it in the console", () => {
    const mail = leadEmail(lead);
    expect(mail.subject).toBe("New lead: Vehicle enquiry from Sam Smith about the 2022 Toyota HiLux SR5");
    for (const line of ["Name: Sam Smith", "Phone: 0412345678", "Email: sam@example.com", "Vehicle: 2022 Toyota HiLux SR5, stock U1, $45,990, 32,150 km", "Location: Sunshine Auto Brisbane", "Is it still available?", "https://sunshine.example/dealer/leads/0e866fc8-4f2f-4362-9c55-2d7a1b7c9f10"])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain("Preferred contact");
  });

  it("keeps the subject on one line", () => {
    expect(leadEmail({ ...lead, vehicle: null, customer: { ...lead.customer, last_name: "Smith\r\nBcc: x@example.com" } }).subject).toBe("New lead: Vehicle enquiry from Sam Smith Bcc: x@example.com");
  });
});
