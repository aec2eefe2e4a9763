import { describe, expect, it } from "vitest";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { changedFields } from "../staff/audit-log.server.ts";
import { checkDocument } from "./document-fields.ts";
import { formToSettings, settingsFormSchema, settingsIssueField, settingsToForm, themeColourWarning } from "./settings-form.ts";

const doc = () =>
  tenantDocumentSchema.parse({
    name: "Sunshine Auto",
    template: "modern",
    hosts: ["sunshine.example"],
    config: { tagline: "Family owned", offers: [{ id: "a", name: "A" }], checkout: { enabled: true, deposit: 500, hold_hours: 24, path: "buy-online" } },
  });

const post = (values: Record<string, string>) => parseFormSubmission(Object.entries(values), settingsFormSchema);

describe("settings form ↔ document", () => {
  it("round-trips the stored settings unchanged, leaving the rest of the document alone", () => {
    const d = doc();
    const form = post(settingsToForm(d));
    if (!form.ok) throw new Error(JSON.stringify(form.fieldErrors));
    expect(formToSettings(d, form.data)).toEqual(d);
  });

  it("writes each switch where the operator API keeps it", () => {
    const d = doc();
    const form = post({ ...settingsToForm(d), name: " Sunshine Motors ", tagline: "Since 1987", theme_colour: "0B4EA2", phone_reveal: "immediate", enquire_button_text: "Ask us", consent_required: "on", checkout_enabled: "", deposit: "$1,000", hold_hours: "72", cards_per_row: "4" });
    if (!form.ok) throw new Error(JSON.stringify(form.fieldErrors));
    const next = formToSettings(d, form.data, { logo: "/media/uploads/sunshine/logo.png" });
    expect(next.name).toBe("Sunshine Motors");
    expect(next.config).toMatchObject({
      tagline: "Since 1987",
      brand_color: "#0b4ea2",
      logo: "/media/uploads/sunshine/logo.png",
      phone_reveal: "immediate",
      enquire_button_text: "Ask us",
      consent_required: true,
      checkout: { enabled: false, deposit: 1000, hold_hours: 72, path: "buy-online", refundable: true, payment_provider: "test" },
      cards_per_row: 4,
    });
    expect(next.hosts).toEqual(["sunshine.example"]);
    expect(next.config.offers).toEqual(d.config.offers);
    expect(checkDocument(next, settingsIssueField).ok).toBe(true);
    // A blank colour goes back to the template's; removing the logo goes back to the monogram.
    const reset = post({ ...settingsToForm(next), theme_colour: "", remove_logo: "on" });
    if (!reset.ok) throw new Error("refused");
    expect(formToSettings(next, reset.data).config).toMatchObject({ brand_color: null, logo: null });
  });

  it("refuses what the document refuses, each field with its own message", () => {
    const form = post({ ...settingsToForm(doc()), name: "", tagline: "x".repeat(161), theme_colour: "blue", enquire_button_text: "", deposit: "lots", hold_hours: "0", cards_per_row: "5", phone_reveal: "sometimes", logo: "javascript:alert(1)" });
    expect(form.ok).toBe(false);
    if (form.ok) return;
    expect(form.fieldErrors).toEqual({
      name: "Enter the dealer name",
      tagline: "Tagline must be 160 characters or fewer",
      theme_colour: "Theme colour must be a colour such as #0b4ea2",
      logo: "Logo must be a path under /media/ or /img/",
      phone_reveal: "Choose one of the options for phone number on vehicle pages",
      enquire_button_text: "Enter the enquiry button text",
      deposit: "Deposit must be a number",
      hold_hours: "Hold time must be at least 1",
      cards_per_row: "Choose one of the options for cards per row",
    });
    const more = post({ ...settingsToForm(doc()), deposit: "", hold_hours: "721", enquire_button_text: "x".repeat(41) });
    expect(!more.ok && more.fieldErrors).toEqual({ deposit: "Enter the deposit", hold_hours: "Hold time must be 720 or less", enquire_button_text: "Enquiry button text must be 40 characters or fewer" });
    const half = post({ ...settingsToForm(doc()), hold_hours: "1.5" });
    expect(!half.ok && half.fieldErrors).toEqual({ hold_hours: "Hold time must be a whole number" });
  });

  it("records only the fields that changed", () => {
    const d = doc();
    const form = post({ ...settingsToForm(d), tagline: "New tagline", deposit: "250" });
    if (!form.ok) throw new Error("refused");
    expect(changedFields(settingsToForm(d), settingsToForm(formToSettings(d, form.data)))).toEqual({ before: { tagline: "Family owned", deposit: "500" }, after: { tagline: "New tagline", deposit: "250" } });
    expect(changedFields(settingsToForm(d), settingsToForm(d))).toBeNull();
  });
});

describe("themeColourWarning", () => {
  it("warns when white text on the colour falls below 4.5:1, and stays quiet for readable or unfinished colours", () => {
    expect(themeColourWarning("#ffd23f")).toMatch(/^White text on #ffd23f has a contrast of 1\.\d:1, below the 4\.5:1/);
    expect(themeColourWarning("#777777")).toMatch(/4\.5:1/);
    expect(themeColourWarning("#767676")).toBeNull();
    expect(themeColourWarning("#0B4EA2")).toBeNull();
    expect(themeColourWarning("")).toBeNull();
    expect(themeColourWarning("#12")).toBeNull();
    expect(themeColourWarning(null)).toBeNull();
  });
});

describe("response times", () => {
  it("writes the target, auto-assign and hand-over time where the document keeps them; blank hands nothing on", () => {
    const d = doc();
    expect(settingsToForm(d)).toMatchObject({ response_target: "15", auto_assign: "", reassign_after: "" });
    const on = post({ ...settingsToForm(d), response_target: "30", auto_assign: "on", reassign_after: " 20 " });
    if (!on.ok) throw new Error(JSON.stringify(on.fieldErrors));
    expect(formToSettings(d, on.data).config.lead_response).toEqual({ target_minutes: 30, auto_assign: true, reassign_after_minutes: 20 });
    const off = post({ ...settingsToForm(d), reassign_after: "" });
    if (!off.ok) throw new Error(JSON.stringify(off.fieldErrors));
    expect(formToSettings(d, off.data).config.lead_response).toEqual({ target_minutes: 15, auto_assign: false, reassign_after_minutes: null });
  });

  it("refuses times outside their bounds with a message on the field", () => {
    const bad = post({ ...settingsToForm(doc()), response_target: "0", reassign_after: "4" });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.fieldErrors).toMatchObject({ response_target: "Response target must be at least 1", reassign_after: "Hand-over time must be at least 5" });
    const big = post({ ...settingsToForm(doc()), response_target: "1441", reassign_after: "soon" });
    if (big.ok) throw new Error("taken");
    expect(big.fieldErrors).toMatchObject({ response_target: "Response target must be 1440 or less", reassign_after: "Hand-over time must be a number" });
  });
});
