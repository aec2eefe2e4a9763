import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { toAdf } from "./adf.ts";
import { isRetryableStatus, retryDelayMs } from "./backoff.ts";
import { CAREERS_CATEGORY, fieldErrors, formSchema, kmsFromText, MESSAGES, type FormOptions } from "./lead-forms.ts";
import { tradeInStepSchemas } from "./trade-in-valuation.ts";
import type { LeadRecord } from "./lead-record.ts";
import { leadSourceColumns } from "./lead-submission.ts";
import { signWebhook, verifyWebhook } from "./webhook-signature.ts";

const options: FormOptions = { consentRequired: false, commentsRequired: true, categories: [], locationCount: 1, dealershipCount: 1 };
const valid = { name: "Sam", last_name: "O'Neil", email: "sam@example.com", phone: "0412 345 678", postcode: "4000", message: "Is the Ranger still available?" };

describe("enquiry form schema", () => {
  it("accepts a valid enquiry and normalises the phone", () => {
    const r = formSchema("enquiry", options).safeParse(valid);
    expect(r.success && r.data.phone).toBe("0412345678");
  });

  it("uses the spec's messages for postcode and consent", () => {
    const r = formSchema("enquiry", { ...options, consentRequired: true }).safeParse({ ...valid, postcode: "40000" });
    expect(r.success).toBe(false);
    const errors = fieldErrors(r.error!);
    expect(errors.postcode).toBe(MESSAGES.postcode);
    expect(errors.terms_conditions).toBe("*You must agree to the terms of use before submitting.");
  });

  it("requires comments unless the tenant turns that off", () => {
    expect(fieldErrors(formSchema("enquiry", options).safeParse({ ...valid, message: " " }).error!).message).toBe("Please enter your comments.");
    expect(formSchema("enquiry", { ...options, commentsRequired: false }).safeParse({ ...valid, message: "" }).success).toBe(true);
  });

  it("requires a category and a location when they are shown", () => {
    const r = formSchema("enquiry", { ...options, categories: ["Sales", "Service"], locationCount: 3 }).safeParse({ ...valid, category: "Nope" });
    const errors = fieldErrors(r.error!);
    expect(errors.category).toBe("Please choose a category.");
    expect(errors.location).toBe("Please choose a location.");
  });

  it("accepts the careers category even where the tenant lists its own categories", () => {
    expect(formSchema("enquiry", { ...options, categories: ["Sales"] }).safeParse({ ...valid, category: CAREERS_CATEGORY }).success).toBe(true);
    expect(formSchema("enquiry", { ...options, categories: ["Sales"] }).safeParse({ ...valid, category: "Sales" }).success).toBe(true);
  });

  it("treats blank kilometres and year as missing, not zero, and reads '45,000 kms'", () => {
    const car = { ...valid, make: "Mazda", model: "CX-5" };
    const errors = fieldErrors(formSchema("sell-my-car", options).safeParse({ ...car, year: "", kms: " " }).error!);
    expect(errors).toMatchObject({ year: "Please enter the year.", kms: "Please enter the kilometres." });
    const ok = formSchema("sell-my-car", options).safeParse({ ...car, year: "2021", kms: "45,000 kms" });
    expect(ok.success && ok.data).toMatchObject({ year: 2021, kms: 45000 });
    expect(kmsFromText("")).toBeNaN();
    const step = tradeInStepSchemas.vehicle.safeParse({ year: "", make: "Mazda", model: "3", kms: "" });
    expect(fieldErrors(step.error!)).toMatchObject({ year: "Please enter the year.", kms: "Please enter the kilometres." });
  });

  it("requires a dealership only where the dealership select is the choice", () => {
    const several = { ...options, dealershipCount: 2 };
    expect(fieldErrors(formSchema("enquiry", several).safeParse(valid).error!).dealership_slug).toBe("Please choose a dealership.");
    expect(formSchema("enquiry", several).safeParse({ ...valid, dealership_slug: "north" }).success).toBe(true);
    expect(formSchema("enquiry", { ...several, locationCount: 3 }).safeParse({ ...valid, location: "2" }).success).toBe(true);
  });

  it("takes the ticked services of a service booking", () => {
    const r = formSchema("service", options).safeParse({ ...valid, additional_services: ["Logbook service", "Tyres"] });
    expect(r.success && (r.data as { additional_services?: string[] }).additional_services).toEqual(["Logbook service", "Tyres"]);
  });

  it("keeps the car enquiry defaults of spec 001", () => {
    const r = formSchema("car-enquiry", options).safeParse({ ...valid, car_id: "12", "Vehicle Make": "Toyota", "Vehicle Model": "HiLux", car_type: "used", manufacturer_slug: "toyota", stock_number: "U1", vehicle_status: "in_stock", opt_in: "on" });
    expect(r.success && r.data).toMatchObject({ car_id: 12, "Vehicle Make": "Toyota", "Vehicle Model": "HiLux", car_type: "used", opt_in: true });
  });

  it.each([
    ["name", "<script>alert(1)</script>"],
    ["name", "Sam\u202Egnp.exe"],
    ["message", "hello <img src=x onerror=alert(1)>"],
    ["name", "x".repeat(61)],
    ["email", "not-an-email"],
    ["phone", "12345"],
    ["message", 42],
  ])("refuses a bad %s with a message", (field, value) => {
    const r = formSchema("enquiry", options).safeParse({ ...valid, [field]: value });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)[field]).toMatch(/\w/);
  });

  it("accepts names and messages in other scripts and with accents", () => {
    expect(formSchema("enquiry", options).safeParse({ ...valid, name: "Zoë", last_name: "Nguyễn", message: "Xin chào — 你好" }).success).toBe(true);
  });
});

const lead: LeadRecord = {
  id: "6f1c2a3b-1111-4222-8333-944455556666",
  tenant: { slug: "bayside-ford", name: "Bayside Ford" },
  form: "test-drive",
  category: "Test Drive",
  subcategory: null,
  created_at: "2026-11-22T10:00:00+10:00",
  customer: { first_name: "Sam", last_name: "Smith & Sons", email: "sam@example.com", phone: "0412345678", postcode: "4163", preferred_contact: null, opt_in: true },
  message: "Saturday <morning> please",
  vehicle: { id: 200001, year: 2025, make: "Ford", model: "Ranger", badge: "XLT", car_type: "new", status: "in_stock", stocknum: "N2001", vin: "MPBUMFF50SX123456", km: 12, price: 62990, url: "https://example.com/cars/x" },
  trade_in: { year: 2015, make: "Toyota", model: "Corolla", kms: 150000, rego: "ABC123", rego_state: "QLD", valuation: null },
  appointment: "2026-11-28T09:30",
  location: { id: 1, name: "Bayside Ford Cleveland", phone: "0738214000", street: "150 Shore St W", city: "Cleveland", state: "QLD", postcode: "4163" },
  dealership: { id: 1, name: "Bayside Ford" },
  fields: {},
  lead_attributes: { visited_pages: [], linked_query_params: {} },
  source: "Website",
  url: "https://example.com/cars/x",
};

/** Checks a parsed document against the ADF 1.0 DTD's required structure. */
function checkAdfStructure(doc: Record<string, unknown>) {
  const adf = doc.adf as Record<string, unknown>;
  const prospects = ([] as Record<string, unknown>[]).concat(adf.prospect as Record<string, unknown>);
  expect(prospects.length).toBeGreaterThanOrEqual(1);
  for (const p of prospects) {
    expect(typeof p.requestdate).toBe("string");
    const vehicles = ([] as Record<string, unknown>[]).concat(p.vehicle as Record<string, unknown>);
    expect(vehicles.length).toBeGreaterThanOrEqual(1);
    for (const v of vehicles) {
      expect(["buy", "lease", "sell", "trade-in", "test-drive"]).toContain(v["@_interest"]);
      expect(["new", "used"]).toContain(v["@_status"]);
    }
    const contact = (p.customer as Record<string, unknown>).contact as Record<string, unknown>;
    expect(contact.name).toBeDefined();
    expect(contact.email ?? contact.phone).toBeDefined();
    expect((p.vendor as Record<string, unknown>).vendorname).toBeDefined();
  }
  return prospects[0]!;
}

describe("chat message schema (ADR 040)", () => {
  const chat = (fields: Record<string, unknown>, opts: FormOptions = { ...options, locationCount: 3 }) => formSchema("chat", opts).safeParse(fields);
  const errors = (fields: Record<string, unknown>, opts?: FormOptions) => {
    const r = chat(fields, opts);
    return r.success ? {} : fieldErrors(r.error);
  };

  it("takes a message, a name and a phone number or an email, with no postcode or location", () => {
    expect(chat({ message: "Is the CX-5 still here?", name: "Sam", phone: "0412 345 678" }).success).toBe(true);
    expect(chat({ message: "Is the CX-5 still here?", name: "Sam", email: "sam@example.com", phone: "" }).success).toBe(true);
  });

  it("asks for a way to reply, checks it like the other forms, and refuses an empty message", () => {
    expect(errors({ message: "Hi", name: "Sam", phone: "", email: "" })).toEqual({ phone: "Please enter a phone number or an email address." });
    expect(errors({ message: "Hi", name: "Sam", phone: "12" })).toEqual({ phone: "Please enter a valid Australian phone number." });
    expect(errors({ message: "Hi", name: "Sam", email: "sam@" })).toEqual({ email: "Please enter a valid email address." });
    expect(errors({ message: " ", name: "", phone: "0412 345 678" })).toEqual({ name: "Please enter your name.", message: "Please type your message." });
    expect(errors({ message: "<script>", name: "Sam", phone: "0412 345 678" }).message).toMatch(/can't accept/);
  });

  it("needs the consent where the tenant asks for it", () => {
    const consent = { ...options, consentRequired: true };
    expect(errors({ message: "Hi", name: "Sam", phone: "0412 345 678" }, consent)).toEqual({ terms_conditions: MESSAGES.consent });
    expect(chat({ message: "Hi", name: "Sam", phone: "0412 345 678", terms_conditions: "true" }, consent).success).toBe(true);
  });
});

describe("ADF 1.0 output", () => {
  it("parses and follows the ADF structure, with the trade-in as a second vehicle", () => {
    const xml = toAdf(lead);
    expect(xml.split("\n")[1]).toBe('<?ADF VERSION="1.0"?>');
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
    const p = checkAdfStructure(parsed);
    const [interest, tradeIn] = p.vehicle as Record<string, unknown>[];
    expect(interest).toMatchObject({ "@_interest": "test-drive", "@_status": "new", make: "Ford", model: "Ranger", vin: "MPBUMFF50SX123456" });
    expect(tradeIn).toMatchObject({ "@_interest": "trade-in", "@_status": "used", make: "Toyota", model: "Corolla" });
    expect((p.customer as { comments: string }).comments).toContain("Saturday <morning> please");
    expect(((p.customer as { contact: { name: { "#text": string }[] } }).contact.name[1]!)["#text"]).toBe("Smith & Sons");
  });

  it("names no-vehicle enquiries with an empty vehicle of interest and used cars as used", () => {
    const general = new XMLParser({ ignoreAttributes: false }).parse(toAdf({ ...lead, form: "enquiry", vehicle: null, trade_in: null }));
    expect(checkAdfStructure(general).vehicle).toMatchObject({ "@_interest": "buy" });
    const used = new XMLParser({ ignoreAttributes: false }).parse(toAdf({ ...lead, form: "car-enquiry", vehicle: { ...lead.vehicle!, car_type: "demo" }, trade_in: null }));
    expect(checkAdfStructure(used).vehicle).toMatchObject({ "@_interest": "buy", "@_status": "used" });
  });
});

describe("webhook signature", () => {
  it("verifies its own signature and refuses a changed body, a wrong key or an old timestamp", () => {
    const body = JSON.stringify({ lead: { id: "x" } });
    const header = signWebhook("s3cret-s3cret-s3cret", body, 1_800_000_000);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook("s3cret-s3cret-s3cret", body, header, 1_800_000_010)).toBe(true);
    expect(verifyWebhook("s3cret-s3cret-s3cret", body + " ", header, 1_800_000_010)).toBe(false);
    expect(verifyWebhook("other-secret-other", body, header, 1_800_000_010)).toBe(false);
    expect(verifyWebhook("s3cret-s3cret-s3cret", body, header, 1_800_001_000)).toBe(false);
  });
});

describe("retry schedule", () => {
  it("doubles from the base up to the cap, jittered down by at most 20%", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 60_000, () => 0))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(20, 1000, 60_000, () => 0)).toBe(60_000);
    expect(retryDelayMs(1, 1000, 60_000, () => 1)).toBe(800);
  });

  it("retries server errors and rate limits, not other client errors", () => {
    expect([500, 503, 429, 408].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 404, 422].some(isRetryableStatus)).toBe(false);
  });
});

describe("leadSourceColumns", () => {
  it("keeps the landing page's utm tags and the referring host, dropping odd values and the site's own host", () => {
    expect(leadSourceColumns({ linked_query_params: { utm_source: " google ", utm_medium: "cpc", utm_campaign: "Ranger | Spring 2026" }, referrer_host: "WWW.Google.com." })).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "Ranger | Spring 2026",
      referrerHost: "www.google.com",
    });
    expect(leadSourceColumns({ linked_query_params: { utm_source: "a\u0000b", utm_medium: "x".repeat(101), utm_campaign: "<b>" }, referrer_host: "dealer.example" }, ["dealer.example"])).toEqual({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrerHost: null,
    });
    expect(leadSourceColumns({ referrer_host: "localhost" })).toMatchObject({ referrerHost: null });
    expect(leadSourceColumns(undefined)).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null, referrerHost: null });
  });
});
