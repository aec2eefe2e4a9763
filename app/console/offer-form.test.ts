import { describe, expect, it } from "vitest";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { tenantDocumentSchema, type Offer } from "../tenants/tenant-document.ts";
import { checkDocument } from "./document-fields.ts";
import { formToOffer, newOfferId, offerDatesLabel, offerFormSchema, offerIssueField, offerStatus, offerToForm, withOffer, withoutOffer } from "./offer-form.ts";

const TENANT = 7;

function doc(offers: object[] = [], extra: object = {}) {
  return tenantDocumentSchema.parse({ name: "Sunshine Auto", template: "classic", config: { offers, ...extra } });
}

const ranger = {
  id: "ranger-drive-away",
  name: "Ranger XLT drive away",
  category: "Special offer",
  description: "Drive away today.",
  disclaimer: "While stocks last.",
  image: "/media/uploads/t/abc.jpg",
  manufacturer: "Ford",
  model: { name: "Ranger", slug: "ranger", override_url: null },
  excluded_website_ids: [99],
  start: "2026-11-01",
  expiry: "2026-12-31",
};

function post(values: Record<string, string>) {
  return parseFormSubmission(Object.entries(values), offerFormSchema);
}

describe("offer form ↔ document", () => {
  it("round-trips a stored offer through the form unchanged", () => {
    const stored = doc([ranger]).config.offers[0]!;
    const form = post(offerToForm(stored, TENANT));
    expect(form.ok).toBe(true);
    if (!form.ok) return;
    expect(formToOffer(form.data, stored, { tenantId: TENANT, id: stored.id })).toEqual(stored);
  });

  it("hides an offer from this website only, keeping other websites' exclusions, and drops an exception that would show it", () => {
    const d = doc([ranger], { offers_exclusion_exceptions: ["ranger-drive-away"] });
    const stored = d.config.offers[0]!;
    const form = post({ ...offerToForm(stored, TENANT), hidden: "on" });
    if (!form.ok) throw new Error("refused");
    const hidden = formToOffer(form.data, stored, { tenantId: TENANT, id: stored.id });
    expect(hidden.excluded_website_ids).toEqual([99, TENANT]);
    const next = withOffer(d, hidden, TENANT);
    expect(next.config.offers_exclusion_exceptions).toEqual([]);
    expect(offerStatus(next.config.offers[0]!, next.config, TENANT, "2026-11-20")).toBe("excluded");
    // Shown again: only this website's id goes.
    const shown = post({ ...offerToForm(hidden, TENANT), hidden: "" });
    if (!shown.ok) throw new Error("refused");
    expect(formToOffer(shown.data, hidden, { tenantId: TENANT, id: stored.id }).excluded_website_ids).toEqual([99]);
  });

  it("reads blanks as 'none': no make, no model, open-ended dates, no image", () => {
    const form = post({ name: "  Service special ", category: "Service offer", manufacturer: " ", description: "", disclaimer: "", model_name: "", model_slug: "", model_url: "", start: "", expiry: "", image: "" });
    if (!form.ok) throw new Error(JSON.stringify(form.fieldErrors));
    const offer = formToOffer(form.data, null, { tenantId: TENANT, id: "service-special" });
    expect(offer).toEqual({
      id: "service-special",
      name: "Service special",
      category: "Service offer",
      manufacturer: null,
      description: "",
      disclaimer: "",
      image: null,
      model: null,
      excluded_website_ids: [],
      start: null,
      expiry: null,
    });
    expect(tenantDocumentSchema.safeParse(withOffer(doc(), offer, TENANT)).success).toBe(true);
  });

  it("makes the model page from the model name when no page is given, and takes a new upload over the posted image", () => {
    const form = post({ ...offerToForm(null, TENANT), name: "Everest deal", model_name: "Everest Sport", image: "/media/uploads/t/old.jpg" });
    if (!form.ok) throw new Error("refused");
    const offer = formToOffer(form.data, null, { tenantId: TENANT, id: "everest-deal", image: "/media/uploads/t/new.webp" });
    expect(offer.model).toEqual({ name: "Everest Sport", slug: "everest-sport", override_url: null });
    expect(offer.image).toBe("/media/uploads/t/new.webp");
    const removed = post({ ...offerToForm(offer, TENANT), remove_image: "on" });
    if (!removed.ok) throw new Error("refused");
    expect(formToOffer(removed.data, offer, { tenantId: TENANT, id: offer.id }).image).toBeNull();
  });

  it("refuses what the document refuses, with messages per field", () => {
    const form = post({ name: "", category: "x".repeat(61), start: "2026-12-01", expiry: "2026-11-01", model_url: "javascript:alert(1)", model_slug: "Bad Slug", image: "https://evil.example/x.png", id: "Not OK" });
    expect(form.ok).toBe(false);
    if (form.ok) return;
    expect(form.fieldErrors).toMatchObject({
      id: "Web address must be lower-case letters, digits and single hyphens",
      name: "Enter the offer name",
      category: "Label must be 60 characters or fewer",
      model_url: "Explore link must be a path starting with / or an http(s):// URL",
      model_slug: "Model page must be lower-case letters, digits and single hyphens",
      image: "Image must be a path under /media/ or /img/",
    });
    const model = post({ name: "x", category: "y", model_slug: "ranger" });
    expect(!model.ok && model.fieldErrors).toEqual({ model_name: "Enter the model name for the Explore button" });
    const dates = post({ name: "x", category: "y", start: "2026-12-01", expiry: "2026-11-01" });
    expect(!dates.ok && dates.fieldErrors.expiry).toBe("The expiry date must be on or after the start date");
    const bad = post({ name: "x", category: "y", start: "1 Dec" });
    expect(!bad.ok && bad.fieldErrors.start).toBe("Start date must be YYYY-MM-DD");
  });

  it("places a whole-document problem on the offer's field", () => {
    const d = doc([ranger]);
    const dupe = { ...(d.config.offers[0] as Offer), name: "Other" };
    const next = { ...d, config: { ...d.config, offers: [dupe, ...d.config.offers] } };
    const checked = checkDocument(next, (p) => offerIssueField(p, 1));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fieldErrors).toEqual({ id: "duplicate offer id ranger-drive-away" });
  });

  it("puts a new offer first, replaces an edited one in place and deletes by id", () => {
    const d = doc([ranger, { ...ranger, id: "second", name: "Second" }]);
    const added = withOffer(d, { ...d.config.offers[0]!, id: "new-one" }, TENANT);
    expect(added.config.offers.map((o) => o.id)).toEqual(["new-one", "ranger-drive-away", "second"]);
    const edited = withOffer(added, { ...d.config.offers[1]!, name: "Renamed" }, TENANT);
    expect(edited.config.offers.map((o) => o.name)).toEqual(["Ranger XLT drive away", "Ranger XLT drive away", "Renamed"]);
    expect(withoutOffer(edited, "ranger-drive-away").config.offers.map((o) => o.id)).toEqual(["new-one", "second"]);
  });

  it("gives a new offer an id from its name, unique among the tenant's offers", () => {
    expect(newOfferId(undefined, "Ranger XLT — $500 off!", [])).toBe("ranger-xlt-500-off");
    expect(newOfferId("", "Ranger", ["ranger", "ranger-2"])).toBe("ranger-3");
    expect(newOfferId("my-id", "Ranger", ["ranger"])).toBe("my-id");
    expect(newOfferId(undefined, "€€€", [])).toBe("offer");
  });
});

describe("offerStatus", () => {
  const config = { offers_exclusion_exceptions: [] as string[] };
  const o = (start: string | null, expiry: string | null, excluded: number[] = []) => ({ ...doc([{ ...ranger, start, expiry, excluded_website_ids: excluded }]).config.offers[0]! });
  it("is scheduled before its start, showing on its first and last day, expired after its expiry", () => {
    expect(offerStatus(o("2026-12-01", null), config, TENANT, "2026-11-30")).toBe("scheduled");
    expect(offerStatus(o("2026-12-01", "2026-12-31"), config, TENANT, "2026-12-01")).toBe("current");
    expect(offerStatus(o("2026-12-01", "2026-12-31"), config, TENANT, "2026-12-31")).toBe("current");
    expect(offerStatus(o(null, "2026-12-31"), config, TENANT, "2027-01-01")).toBe("expired");
    expect(offerStatus(o(null, null), config, TENANT, "2027-01-01")).toBe("current");
  });
  it("is hidden when this website is excluded, unless the tenant lists it as an exception", () => {
    expect(offerStatus(o(null, null, [TENANT]), config, TENANT, "2026-11-30")).toBe("excluded");
    expect(offerStatus(o(null, null, [3]), config, TENANT, "2026-11-30")).toBe("current");
    expect(offerStatus(o(null, null, [TENANT]), { offers_exclusion_exceptions: ["ranger-drive-away"] }, TENANT, "2026-11-30")).toBe("current");
  });
});

describe("offerDatesLabel", () => {
  it("says when an offer shows in one line", () => {
    expect(offerDatesLabel({ start: "2026-12-01", expiry: "2026-12-31" })).toBe("1 Dec 2026 – 31 Dec 2026");
    expect(offerDatesLabel({ start: "2026-12-01", expiry: null })).toBe("From 1 Dec 2026, no end date");
    expect(offerDatesLabel({ start: null, expiry: "2027-01-05" })).toBe("Until 5 Jan 2027");
    expect(offerDatesLabel({ start: null, expiry: null })).toBe("No start or end date");
  });
});

describe("the reserved id", () => {
  it("never names an offer 'new' (the new-offer page's address)", () => {
    expect(newOfferId(undefined, "New!", [])).toBe("new-2");
    const form = post({ id: "new", name: "x", category: "y" });
    expect(!form.ok && form.fieldErrors.id).toBe("Choose another web address: “new” is the console's own");
  });
});

describe("withOffer when another offer took the id meanwhile", () => {
  it("adds the new offer anyway, so the document check refuses the duplicate instead of replacing the other offer", () => {
    const d = doc([ranger]);
    const next = withOffer(d, { ...d.config.offers[0]!, name: "Mine" }, TENANT, true);
    expect(next.config.offers.map((o) => o.name)).toEqual(["Mine", "Ranger XLT drive away"]);
    const checked = checkDocument(next, (p) => offerIssueField(p, 0) ?? offerIssueField(p, 1));
    expect(!checked.ok && checked.fieldErrors).toEqual({ id: "duplicate offer id ranger-drive-away" });
  });
});
