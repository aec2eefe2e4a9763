import { dealerToday } from "../tenants/dealer-clock.ts";
import { truncateText } from "../lib/text.ts";
import { describe as group, expect, it } from "vitest";
import { siteConfigSchema, tenantDocumentSchema, type TenantDocumentInput } from "../tenants/tenant-document.ts";
import { expectCases } from "../lib/test-cases.ts";
import {
  DESCRIPTION_TRUNCATE_AT,
  describe,
  disclaimerCollapsed,
  endsLabel,
  enquireHref,
  exploreHref,
  findVisibleOffer,
  manufacturerSlug,
  offerCardsFor,
  offerPath,
  offersLayout,
  paragraphs,
  toOfferCard,
  visibleOffers,
} from "./offers.ts";

type OfferInput = NonNullable<NonNullable<TenantDocumentInput["config"]>["offers"]>[number];

function config(offers: OfferInput[], extra: Record<string, unknown> = {}) {
  return siteConfigSchema.parse({ offers, ...extra });
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

group("the offer schema", () => {
  it("fills defaults for a minimal offer", () => {
    const [offer] = config([{ id: "ranger-xlt", name: "Ranger XLT from $59,990 drive away" }]).offers;
    expect(offer).toEqual({
      id: "ranger-xlt",
      name: "Ranger XLT from $59,990 drive away",
      description: "",
      disclaimer: "",
      category: "Special offer",
      image: null,
      manufacturer: null,
      model: null,
      excluded_website_ids: [],
      start: null,
      expiry: null,
    });
  });

  it("refuses duplicate ids, bad ids, foreign images and an expiry before the start", () => {
    const r = siteConfigSchema.safeParse({
      offers: [
        { id: "a", name: "A" },
        { id: "a", name: "Again" },
        { id: "Bad Id", name: "B" },
        { id: "c", name: "C", image: "https://example.com/x.jpg" },
        { id: "d", name: "D", start: "2026-05-10", expiry: "2026-05-01" },
      ],
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "offers.1.id: duplicate offer id a",
        "offers.2.id: must be lower-case letters, digits and single hyphens",
        "offers.3.image: must be a path under /media/ or /img/",
        "offers.4.expiry: expiry must not be before start",
      ]),
    );
  });

  it("is part of a tenant document, and a typo in an offer is refused", () => {
    const doc = (offer: object) => ({ name: "Offer Motors", template: "classic", config: { offers: [offer] } });
    expect(tenantDocumentSchema.safeParse(doc({ id: "x", name: "X" })).success).toBe(true);
    expect(tenantDocumentSchema.safeParse(doc({ id: "x", name: "X", disclaimr: "typo" })).success).toBe(false);
    expect(tenantDocumentSchema.safeParse(doc({ id: "x", name: "X", model: { name: "Ranger", slug: "ranger", url: "/r" } })).success).toBe(false);
  });
});

group("visibleOffers", () => {
  const offers: OfferInput[] = [
    { id: "everywhere", name: "Everywhere" },
    { id: "not-on-7", name: "Not on 7", excluded_website_ids: [7, 9] },
    { id: "not-yet", name: "Not yet", start: "2026-06-01" },
    { id: "over", name: "Over", expiry: "2026-05-09" },
    { id: "last-day", name: "Last day", start: "2026-05-01", expiry: "2026-05-10" },
  ];

  it("hides offers excluded for this website, not started or over; keeps the dealer's order", () => {
    expect(visibleOffers(config(offers), 7, "2026-05-10").map((o) => o.id)).toEqual(["everywhere", "last-day"]);
    expect(visibleOffers(config(offers), 8, "2026-05-10").map((o) => o.id)).toEqual(["everywhere", "not-on-7", "last-day"]);
    expect(visibleOffers(config(offers), 8, "2026-06-01").map((o) => o.id)).toEqual(["everywhere", "not-on-7", "not-yet"]);
  });

  it("shows an excluded offer when the tenant lists it as an exception", () => {
    expect(visibleOffers(config(offers, { offers_exclusion_exceptions: ["not-on-7"] }), 7, "2026-05-10").map((o) => o.id)).toEqual(["everywhere", "not-on-7", "last-day"]);
  });

  it("finds one visible offer by id", () => {
    expect(findVisibleOffer(config(offers), 8, "2026-05-10", "not-on-7")?.name).toBe("Not on 7");
    expect(findVisibleOffer(config(offers), 7, "2026-05-10", "not-on-7")).toBeNull();
    expect(findVisibleOffer(config(offers), 7, "2026-05-10", "nope")).toBeNull();
  });

  it("runs on the dealer's local date (Perth is two hours behind Brisbane)", () => {
    const at = new Date("2026-05-10T15:30:00Z"); // 01:30 on the 11th in Brisbane, 23:30 on the 10th in Perth
    const location = (state: string) => ({
      id: 1,
      name: "L",
      slug: "main",
      address: { street: "1 St", city: "C", state, postcode: "4000", lat: -27, long: 153 },
      contact_detail: {},
    });
    const doc = (state: string) => tenantDocumentSchema.parse({ name: "T", template: "classic", locations: [location(state)], config: { offers: [{ id: "ends-10th", name: "E", expiry: "2026-05-10" }] } });
    expect(dealerToday(doc("QLD"), at)).toBe("2026-05-11");
    expect(dealerToday(doc("WA"), at)).toBe("2026-05-10");
    expect(offerCardsFor({ ...doc("QLD"), id: 1 }, at)).toEqual([]);
    expect(offerCardsFor({ ...doc("WA"), id: 1 }, at).map((c) => c.id)).toEqual(["ends-10th"]);
  });
});

group("offer URLs", () => {
  it("slugs manufacturer names", () => {
    expectCases(manufacturerSlug, [
      ["Ford", "ford"],
      ["Mercedes-Benz", "mercedes-benz"],
      ["Isuzu Trucks", "isuzu-trucks"],
      ["Citroën", "citroen"],
      ["Rolls & Royce ", "rolls-and-royce"],
    ]);
  });

  it("is /offers/{id} on a manufacturer-locked site, else /offers/{manufacturer-slug}/{id}", () => {
    expect(offerPath({ id: "ranger", manufacturer: "Ford" }, { manufacturer: "Ford" })).toBe("/offers/ranger");
    expect(offerPath({ id: "ranger", manufacturer: "Ford" }, { manufacturer: null })).toBe("/offers/ford/ranger");
    expect(offerPath({ id: "gle", manufacturer: "Mercedes-Benz" }, { manufacturer: null })).toBe("/offers/mercedes-benz/gle");
    // An offer for no make in particular (a service offer) has only the short form.
    expect(offerPath({ id: "service", manufacturer: null }, { manufacturer: null })).toBe("/offers/service");
  });

  it("explores the model's override URL, else /{model-slug}", () => {
    expect(exploreHref({ model: { name: "Ranger", slug: "ranger", override_url: null } })).toBe("/ranger");
    expect(exploreHref({ model: { name: "Ranger", slug: "ranger", override_url: "https://www.ford.com.au/showroom/ranger/" } })).toBe("https://www.ford.com.au/showroom/ranger/");
    expect(exploreHref({ model: null })).toBeNull();
  });

  it("enquires through the contact form with the offer as subcategory, within what the form accepts", () => {
    expect(enquireHref({ id: "ranger-xlt" })).toBe("/contact?subcategory=Offer+ranger-xlt");
    const long = enquireHref({ id: "a".repeat(60) });
    const subcategory = new URL(long, "http://x").searchParams.get("subcategory")!;
    expect(subcategory).toHaveLength(60);
    expect(subcategory).toMatch(/^[\w &'-]{1,60}$/);
  });
});

group("text", () => {
  it("splits paragraphs on blank lines and collapses whitespace", () => {
    expect(paragraphs("  One\nline.\n\n\nTwo   words. \n")).toEqual(["One line.", "Two words."]);
    expect(paragraphs("")).toEqual([]);
  });

  it("truncates at a word boundary with an ellipsis", () => {
    expect(truncateText("short", 160)).toBe("short");
    const t = truncateText(words(60), 160);
    expect(t.length).toBeLessThanOrEqual(DESCRIPTION_TRUNCATE_AT + 1);
    expect(t.endsWith("…")).toBe(true);
    expect(words(60).startsWith(t.slice(0, -1))).toBe(true);
    expect(t.slice(0, -1)).toMatch(/word\d+$/);
    expect(truncateText("Great deal, ".repeat(20), 20)).toBe("Great deal, Great…");
    expect(truncateText("x".repeat(300), 160)).toBe(`${"x".repeat(160)}…`);
  });

  it("shows a description of 200 characters in full, and cuts a longer one to about 160", () => {
    const exactly200 = "a".repeat(100) + " " + "b".repeat(99);
    expect(describe(exactly200)).toEqual({ full: [exactly200], short: null });
    const long = words(40); // ~270 characters
    const view = describe(long);
    expect(view.full).toEqual([long]);
    expect(view.short!.length).toBeLessThanOrEqual(161);
  });

  it("collapses a disclaimer above 200 characters, except Finance offers where the dealer says so", () => {
    const long = words(40);
    const finance = { disclaimer: long, category: "Finance offer" };
    expect(disclaimerCollapsed({ disclaimer: "Short terms.", category: "Finance offer" }, { offers_finance_disclaimer_open: false })).toBe(false);
    expect(disclaimerCollapsed(finance, { offers_finance_disclaimer_open: false })).toBe(true);
    expect(disclaimerCollapsed(finance, { offers_finance_disclaimer_open: true })).toBe(false);
    expect(disclaimerCollapsed({ disclaimer: long, category: "Service offer" }, { offers_finance_disclaimer_open: true })).toBe(true);
  });

  it("labels the last day", () => {
    expect(endsLabel("2026-12-31")).toBe("Ends 31 December 2026");
  });
});

group("cards and layout", () => {
  it("uses the single layout for exactly one offer", () => {
    expect(offersLayout(0)).toBe("empty");
    expect(offersLayout(1)).toBe("single");
    expect(offersLayout(2)).toBe("grid");
  });

  it("builds a card with its URL, buttons and text views", () => {
    const cfg = config([{ id: "ranger", name: "Ranger XLT", manufacturer: "Ford", model: { name: "Ranger", slug: "ranger" }, description: words(40), disclaimer: "Terms apply." }]);
    const card = toOfferCard(cfg.offers[0]!, cfg);
    expect(card).toMatchObject({
      path: "/offers/ford/ranger",
      enquireHref: "/contact?subcategory=Offer+ranger",
      explore: { label: "Explore Ranger", href: "/ranger", external: false },
      disclaimer: { full: ["Terms apply."], short: null },
    });
    expect(card.description.short).not.toBeNull();
  });
});
