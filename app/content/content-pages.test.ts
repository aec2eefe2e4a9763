import { describe, expect, it } from "vitest";
import { tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { parseContentBody, summaryOf } from "./content-body.ts";
import { BUILT_IN_CONTENT_PAGES, contentPageFor } from "./content-pages.ts";

function tenant(config: object = {}) {
  return tenantDocumentSchema.parse({
    name: "Sunshine Auto",
    template: "classic",
    config: { tagline: "Family-owned since 1987", ...config },
    locations: [
      {
        id: 1,
        name: "Sunshine Auto Maroochydore",
        slug: "maroochydore",
        primary: true,
        address: { street: "12 Aerodrome Rd", city: "Maroochydore", state: "QLD", postcode: "4558", lat: -26.65, long: 153.09 },
        contact_detail: { phone: "0754430000", email: "hello@sunshineauto.com.au" },
      },
      {
        id: 2,
        name: "Sunshine Auto Caloundra",
        slug: "caloundra",
        address: { street: "3 Bowman Rd", city: "Caloundra", state: "QLD", postcode: "4551", lat: -26.8, long: 153.13 },
        contact_detail: {},
      },
    ],
  });
}

describe("parseContentBody", () => {
  it("reads paragraphs, '## ' sub-headings and '- ' list items, and never HTML", () => {
    const body = "First paragraph\ncontinues here.\n\n## What we offer\n- Finance\n- Trade-ins\n  on any car\nAfter the list.\n\n<b>not bold</b>";
    expect(parseContentBody(body)).toEqual([
      { kind: "paragraph", text: "First paragraph continues here." },
      { kind: "heading", text: "What we offer" },
      { kind: "list", items: ["Finance", "Trade-ins on any car After the list."] },
      { kind: "paragraph", text: "<b>not bold</b>" },
    ]);
  });

  it("starts a new list after a paragraph and a heading right after text", () => {
    expect(parseContentBody("Intro:\n- one\n- two\n## Next\nText\r\n")).toEqual([
      { kind: "paragraph", text: "Intro:" },
      { kind: "list", items: ["one", "two"] },
      { kind: "heading", text: "Next" },
      { kind: "paragraph", text: "Text" },
    ]);
  });

  it("summarises the first paragraph for the meta description", () => {
    const blocks = parseContentBody(`## Heading\n\n${"word ".repeat(60)}`);
    const summary = summaryOf(blocks);
    expect(summary.length).toBeLessThanOrEqual(156);
    expect(summary.endsWith("word…")).toBe(true);
    expect(summaryOf(parseContentBody("Short one."))).toBe("Short one.");
  });
});

describe("contentPageFor", () => {
  it("has a built-in default for every built-in page, written from the tenant's own data", () => {
    const t = tenant();
    for (const slug of BUILT_IN_CONTENT_PAGES) {
      const page = contentPageFor(t, slug)!;
      expect(page.builtIn).toBe(true);
      expect(page.body).not.toMatch(/<|undefined|null/);
      expect(`${page.intro} ${page.body}`).toContain("Sunshine Auto");
    }
    const about = contentPageFor(t, "about-us")!;
    expect(about.intro).toBe("Family-owned since 1987.");
    expect(about.body).toContain("2 locations in Maroochydore and Caloundra");
    expect(about.body).toContain("- Sunshine Auto Maroochydore: 12 Aerodrome Rd, Maroochydore QLD 4558 · 07\u00a05443\u00a00000");
    const privacy = contentPageFor(t, "privacy-policy")!;
    expect(privacy.body).toContain("Privacy Act 1988 (Cth)");
    expect(privacy.body).toContain("- By email: hello@sunshineauto.com.au");
    expect(contentPageFor(t, "terms-and-conditions")!.body).toContain("governed by the laws of Queensland");
    expect(contentPageFor(t, "fleet")!.cta).toEqual({ label: "Make a fleet enquiry", href: "/contact?subcategory=Fleet" });
    expect(contentPageFor(t, "warranty")!.cta).toEqual({ label: "Book a service", href: "/service" });
  });

  it("names the make on a manufacturer-locked site and the deposit where reservations are on", () => {
    const t = tenant({ manufacturer: "Ford", checkout: { enabled: true, deposit: 500, hold_hours: 72 } });
    expect(contentPageFor(t, "about-us")!.body).toContain("new and demo Ford vehicles");
    expect(contentPageFor(t, "roadside-assist")!.body).toContain("Ford roadside assistance");
    expect(contentPageFor(t, "terms-and-conditions")!.body).toContain("holds the vehicle for 72 hours for a $500 deposit");
  });

  it("uses the dealer's own text, adds the dealer's own pages and switches pages off", () => {
    const t = tenant({
      content_pages: {
        "about-us": { title: "Our Story", body: "Three generations of the Smith family." },
        "community": { title: "In the Community", intro: "Proud sponsors of local sport.", body: "We sponsor the Sharks." },
        fleet: false,
      },
    });
    expect(contentPageFor(t, "about-us")).toMatchObject({ title: "Our Story", intro: null, body: "Three generations of the Smith family.", builtIn: false, cta: null });
    expect(contentPageFor(t, "community")).toMatchObject({ title: "In the Community", slug: "community" });
    expect(contentPageFor(t, "fleet")).toBeNull();
    expect(contentPageFor(t, "warranty")!.builtIn).toBe(true);
    expect(contentPageFor(t, "careers-at-sea")).toBeNull();
    expect(contentPageFor(t, "constructor")).toBeNull();
  });

  it("rejects HTML-ish slugs and empty pages with a clear message", () => {
    const bad = tenantDocumentSchema.safeParse({ name: "X", template: "classic", config: { content_pages: { "About Us": { title: "A", body: "b" } } } });
    expect(bad.success).toBe(false);
    const empty = tenantDocumentSchema.safeParse({ name: "X", template: "classic", config: { content_pages: { fleet: { title: "Fleet", body: "" } } } });
    expect(empty.success).toBe(false);
    expect(JSON.stringify(empty.error!.issues[0]!.path)).toBe('["config","content_pages","fleet","body"]');
  });
});
