import { describe, expect, it } from "vitest";
import { echoValues, formatKmsInput, formatMoneyInput, parseMoney, submissionFromEntries, validateSubmission } from "./form-data.ts";
import { MESSAGES, type FormOptions } from "./lead-forms.ts";
import { leadAttributes, linkedQueryParams, MAX_VISITED_PAGES, readLanding, readReferrer, readStoredDetails, readVisitedPages, recordLanding, recordReferrer, recordVisit, saveStoredDetails } from "./shopper-memory.ts";

const options: FormOptions = { consentRequired: true, commentsRequired: true, categories: ["Sales", "Service"], locationCount: 1, dealershipCount: 1 };
const form = (pairs: [string, string][]) => new URLSearchParams(pairs);

describe("form posts", () => {
  it("turns a posted enquiry into a lead submission", () => {
    const body = submissionFromEntries(
      form([
        ["form", "enquiry"],
        ["name", "Sam"],
        ["opt_in", "on"],
        ["additional_services", "Finance"],
        ["additional_services", "Trade-in"],
        ["lead_id", ""],
        ["car_id", ""],
        ["Rego", "abc 123"],
        ["lead_attributes", '{"visited_pages":["/"],"linked_query_params":{}}'],
        ["_enhanced", "1"],
        ["vehiclePriceBudget", "$30,000"],
      ]),
    );
    expect(body).toEqual({
      form: "enquiry",
      name: "Sam",
      opt_in: true,
      terms_conditions: false,
      additional_services: ["Finance", "Trade-in"],
      Rego: "ABC123",
      lead_attributes: { visited_pages: ["/"], linked_query_params: {} },
      vehiclePriceBudget: 30000,
    });
  });

  it("collects condition answers into one record and ignores broken lead attributes", () => {
    const body = submissionFromEntries(form([["adjustmentAnswers.accident", "no"], ["adjustmentAnswers.warning_lights", "yes"], ["lead_attributes", "{nope"]]));
    expect(body.adjustmentAnswers).toEqual({ accident: "no", warning_lights: "yes" });
    expect(body).not.toHaveProperty("lead_attributes");
  });

  it("echoes typed values back, never the honeypot or the idempotency key", () => {
    expect(echoValues(form([["name", "Sam"], ["company_website", "spam"], ["idempotency_key", "k-123456789"], ["_enhanced", "1"]]))).toEqual({ name: "Sam" });
  });

  it("checks in the browser with the server's schema: consent, category and postcode messages", () => {
    const errors = validateSubmission("enquiry", options, submissionFromEntries(form([["name", "Sam"], ["email", "sam@example.com"], ["phone", "0412345678"], ["postcode", "40"], ["message", "Hi"], ["category", ""]])));
    expect(errors).toMatchObject({ postcode: MESSAGES.postcode, terms_conditions: MESSAGES.consent, category: "Please choose a category." });
    const ok = validateSubmission(
      "enquiry",
      options,
      submissionFromEntries(form([["name", "Sam"], ["email", "sam@example.com"], ["phone", "0412 345 678"], ["postcode", "4000"], ["message", "Hi"], ["category", "Sales"], ["terms_conditions", "on"]])),
    );
    expect(ok).toEqual({});
  });

  it("checks each trade-in step with its own schema", () => {
    expect(validateSubmission("trade-in", options, { form: "trade-in", step: "rego", rego: "", regoState: "QLD" }, "rego")).toHaveProperty("rego");
    expect(validateSubmission("trade-in", options, { form: "trade-in", step: "vehicle", year: "2021", make: "Mazda", model: "CX-5", kms: "45,000 kms" }, "vehicle")).toEqual({});
  });

  it("formats money and kilometres as people read them", () => {
    expect(formatMoneyInput("30000")).toBe("$30,000");
    expect(formatMoneyInput("$1,250,000")).toBe("$1,250,000");
    expect(formatMoneyInput("")).toBe("");
    expect(formatMoneyInput("lots")).toBe("lots");
    expect(parseMoney("$30,000.50")).toBe(30000);
    expect(formatKmsInput("45000")).toBe("45,000 kms");
    expect(formatKmsInput("45,000 kms")).toBe("45,000 kms");
  });
});

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("shopper memory", () => {
  it("stores contact details after a submit and reads them back, keeping only known fields", () => {
    const s = memoryStorage();
    saveStoredDetails({ name: "Sam", email: "sam@example.com", message: "not kept", phone: "" }, s);
    saveStoredDetails({ phone: "0412345678" }, s);
    expect(readStoredDetails(s)).toEqual({ name: "Sam", email: "sam@example.com", phone: "0412345678" });
    s.map.set("forecourt:shopper", "{broken");
    expect(readStoredDetails(s)).toEqual({});
    expect(readStoredDetails(null)).toEqual({});
  });

  it("keeps the last pages visited, without immediate repeats", () => {
    const s = memoryStorage();
    for (let i = 0; i < 15; i++) recordVisit(`/p${i}`, s);
    recordVisit("/p14", s);
    const pages = readVisitedPages(s);
    expect(pages).toHaveLength(MAX_VISITED_PAGES);
    expect(pages.at(-1)).toBe("/p14");
    expect(pages[0]).toBe("/p5");
  });

  it("keeps campaign parameters of the landing page only", () => {
    expect(linkedQueryParams("?utm_source=google&utm_campaign=ranger&page=2&gclid=abc")).toEqual({ utm_source: "google", utm_campaign: "ranger", gclid: "abc" });
    const s = memoryStorage();
    recordLanding("?make=Ford", s);
    recordLanding("?utm_source=facebook", s);
    recordLanding("?utm_source=later", s);
    expect(readLanding(s)).toEqual({ utm_source: "facebook" });
  });

  it("remembers the other site that sent the shopper, once a visit, never the site itself", () => {
    const s = memoryStorage();
    recordReferrer("", "dealer.example:3000", s);
    recordReferrer("https://dealer.example/search", "dealer.example:3000", s);
    recordReferrer("android-app://com.google.android.gm/", "dealer.example", s);
    expect(readReferrer(s)).toBeUndefined();
    recordReferrer("https://www.google.com/search?q=ranger", "dealer.example", s);
    recordReferrer("https://www.bing.com/", "dealer.example", s);
    expect(readReferrer(s)).toBe("www.google.com");
  });

  it("builds lead attributes even where there is no browser storage", () => {
    expect(leadAttributes("/contact", "?utm_medium=email")).toEqual({ visited_pages: ["/contact"], linked_query_params: { utm_medium: "email" } });
  });
});
