import { z } from "zod";
import { TEMPLATE_IDS } from "./templates.ts";
import { FilterSyntaxError, parseFilter } from "../lib/filter-expression.ts";
import { httpUrlSchema, linkUrlSchema } from "../lib/urls.ts";

/**
 * The tenant document: everything that makes one dealer website differ from another.
 * It is the one place per-tenant variation lives. Every field has a default, so a
 * minimal document (`{ name, template }`) is a working site.
 */

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const tenantSlugSchema = z.string().min(2).max(63).regex(slugPattern, "must be lower-case letters, digits and single hyphens");

const hostSchema = z
  .string()
  .min(3)
  .max(253)
  .transform((h) => h.trim().toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9.-]+$/, "must be a host name without scheme, port or path"));

/**
 * An https origin (scheme, host, optional port; no path, wildcard or credentials), lower-cased. It goes into a
 * Content-Security-Policy header, so nothing but host characters gets through (a ';' would start a new directive).
 */
const httpsOriginSchema = z
  .string()
  .max(300)
  .transform((o) => o.trim().toLowerCase().replace(/\/$/, ""))
  .pipe(z.string().regex(/^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/, "must be an https origin such as https://www.example.com.au (no path)"));

const carTypeSchema = z.enum(["new", "used", "demo"]);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM (24-hour)");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");

export const openingHourSchema = z.object({
  /** 0 is Sunday. */
  weekday: z.number().int().min(0).max(6),
  status: z.enum(["Open", "Closed"]),
  open: hhmm.nullable().default(null),
  close: hhmm.nullable().default(null),
});

export const specialHourSchema = z.object({
  date: isoDate,
  name: z.string().max(120).default("Public holiday"),
  status: z.enum(["Open", "Closed"]),
  start_hour: hhmm.nullable().default(null),
  end_hour: hhmm.nullable().default(null),
});

export const locationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(120),
  slug: tenantSlugSchema,
  visible: z.boolean().default(true),
  primary: z.boolean().default(false),
  location_type: z.enum(["sales", "service", "parts", ""]).default("sales"),
  location_subtype: z.array(z.string()).default([]),
  manufacturers: z.array(z.string()).default([]),
  dealership_id: z.number().int().positive().nullable().default(null),
  dealer_license_number: z.string().max(40).nullable().default(null),
  motor_vehicle_repairer: z.string().max(40).nullable().default(null),
  image: linkUrlSchema(500).nullable().default(null),
  /** Review summary shown as stars on the location card (spec 000 §3 'Location'). */
  average_rating: z.number().min(0).max(5).nullable().default(null),
  review_count: z.number().int().min(0).default(0),
  address: z.object({
    street: z.string().min(1).max(200),
    city: z.string().min(1).max(80),
    state: z.enum(["QLD", "NSW", "VIC", "SA", "WA", "TAS", "NT", "ACT"]),
    postcode: z.string().regex(/^\d{4}$/, "must be 4 digits"),
    lat: z.number().min(-90).max(90),
    long: z.number().min(-180).max(180),
  }),
  contact_detail: z.object({
    phone: z.string().max(30).nullable().default(null),
    landline_phone: z.string().max(30).nullable().default(null),
    email: z.string().email().nullable().default(null),
    opening_hours: z.array(openingHourSchema).default([]),
  }),
  special_hours: z.array(specialHourSchema).default([]),
});

export const dealershipSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(120),
  slug: tenantSlugSchema,
  manufacturer: z.string().nullable().default(null),
  average_rating: z.number().min(0).max(5).nullable().default(null),
  review_count: z.number().int().min(0).default(0),
});

export const promoSchema = z.object({
  id: z.string().min(1).max(40),
  title: z.string().min(1).max(80).default("We Want Your Car!"),
  description: z.string().max(300).default("Get a fast, fair offer on your current car."),
  url: linkUrlSchema(300).default("/trade-in"),
  start: isoDate,
  expiry: isoDate,
  /** Zero-based slot in the results grid. */
  position: z.number().int().min(0).max(200).default(4),
  display: z.array(carTypeSchema).default(["new", "used", "demo"]),
  strictDisplay: z.boolean().default(false),
});

export const lenderSchema = z.object({
  interestRate: z.number().min(0).max(40),
  comparisonRate: z.number().min(0).max(40),
  termYears: z.number().int().min(1).max(10).default(5),
  deposit: z.number().min(0).default(0),
  balloon: z.number().min(0).max(60).default(0),
  establishmentFees: z.number().min(0).default(0),
  disclaimer: z.string().max(4000).default(""),
  minYear: z.number().int().nullable().default(null),
  maxPrice: z.number().nullable().default(null),
  minPrice: z.number().nullable().default(null),
});

export const deliveryRegionSchema = z.object({
  name: z.string().min(1).max(80),
  price: z.number().min(0),
  postcodes: z.array(z.string().regex(/^\d{4}(-\d{4})?$/, "must be a postcode or a range like 4000-4179")).min(1),
});

export const deliveryBandSchema = z.object({
  name: z.string().min(1).max(80),
  up_to_km: z.number().positive(),
  price: z.number().min(0),
});

const destinationScope = {
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be 1-40 lower-case letters, digits or hyphens"),
  /** Only leads for these locations / dealerships (empty: all). */
  location_ids: z.array(z.number().int().positive()).default([]),
  dealership_ids: z.array(z.number().int().positive()).default([]),
};

/** Where a tenant's leads go. Secrets live here, so the config is never sent to the browser whole. */
export const leadDestinationSchema = z.discriminatedUnion("kind", [
  z.object({
    ...destinationScope,
    kind: z.literal("webhook"),
    url: httpUrlSchema(1000),
    /** HMAC-SHA256 key for the X-Forecourt-Signature header. */
    secret: z.string().min(16).max(200),
  }),
  z.object({
    ...destinationScope,
    kind: z.literal("adf"),
    /** ADF 1.0 XML by email over SMTP (SMTP_URL) to this address; without SMTP_URL, written to the file drop. */
    email: z.string().email().nullable().default(null),
  }),
]);
export type LeadDestination = z.output<typeof leadDestinationSchema>;

/** The destinations that receive a lead for this location and dealership (an empty scope list means all). */
export function destinationsFor(destinations: LeadDestination[], locationId: number | null, dealershipId: number | null): LeadDestination[] {
  return destinations.filter(
    (d) => (!d.location_ids.length || (locationId !== null && d.location_ids.includes(locationId))) && (!d.dealership_ids.length || (dealershipId !== null && d.dealership_ids.includes(dealershipId))),
  );
}

// ---- Offers (spec 000 §2 'Offers', §3 'Offer') ----------------------------------------------

/** An offer id: it is the last part of the offer's URL (/offers/{id}). */
export const offerIdSchema = z.string().max(60).regex(slugPattern, "must be lower-case letters, digits and single hyphens");
/** Images are our own media (`/media/...`) or transforms of it (`/img/...`), like vehicle photos. */
const mediaPathSchema = z.string().max(500).regex(/^\/(media|img)\/[^\s?#]+$/, "must be a path under /media/ or /img/");

export const offerSchema = z
  .object({
    id: offerIdSchema,
    name: z.string().trim().min(1).max(120),
    /** Plain text; a blank line starts a new paragraph. Shown in full up to 200 characters, else cut to about 160 with View more. */
    description: z.string().max(4000).default(""),
    disclaimer: z.string().max(4000).default(""),
    /** Free text shown as the card's label; 'Finance offer' matters (see offers_finance_disclaimer_open). */
    category: z.string().trim().min(1).max(60).default("Special offer"),
    image: mediaPathSchema.nullable().default(null),
    /** The make the offer is for; it names the offer's URL (/offers/{manufacturer-slug}/{id}) on multi-brand sites. */
    manufacturer: z.string().trim().min(1).max(60).nullable().default(null),
    /** The model page the Explore {model name} button opens: override_url, else /{slug}. */
    model: z
      .object({ name: z.string().trim().min(1).max(60), slug: tenantSlugSchema, override_url: linkUrlSchema(500).nullable().default(null) })
      .strict()
      .nullable()
      .default(null),
    /** Website (tenant) ids that must not show this offer. */
    excluded_website_ids: z.array(z.number().int().positive()).max(500).default([]),
    /** First and last day the offer shows (inclusive, dealer's local date); null: open-ended. */
    start: isoDate.nullable().default(null),
    expiry: isoDate.nullable().default(null),
  })
  .strict()
  .refine((o) => !o.start || !o.expiry || o.start <= o.expiry, { message: "expiry must not be before start", path: ["expiry"] });

const offersSchema = z
  .array(offerSchema)
  .max(200)
  .superRefine((offers, ctx) => {
    const seen = new Set<string>();
    offers.forEach((o, i) => {
      if (seen.has(o.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: `duplicate offer id ${o.id}` });
      seen.add(o.id);
    });
  });

// ---- end of Offers ------------------------------------------------------------------------------

// ---- Reviews (spec 000 §2 'Reviews', §3 'Review', §5 'Reviews') ------------------------------------

export const reviewSchema = z
  .object({
    id: z.number().int().positive(),
    customer_name: z.string().trim().min(1).max(120),
    /** Null for a rating without words (the filter drops those). */
    text: z.string().max(5000).nullable().default(null),
    rating: z.number().int().min(1).max(5),
    review_date: isoDate,
    reply_text: z.string().max(5000).nullable().default(null),
    reply_date: isoDate.nullable().default(null),
    /** The reviewer's picture, from our own media. */
    image: mediaPathSchema.nullable().default(null),
    /** The dealership the review is about, when the group has several. */
    dealership_id: z.number().int().positive().nullable().default(null),
  })
  .strict();

export const reviewSettingsSchema = z
  .object({
    items: z.array(reviewSchema).max(500).default([]),
    /** Hides the reviews block and the average everywhere (the /reviews page is then a 404). */
    hidden: z.boolean().default(false),
    /** The average shows only when it is above this. */
    minimum_average: z.number().min(0).max(5).default(4),
    card_variant: z.enum(["default", "highlighted", "modern"]).default("default"),
    /** Carousel rotation in ms (spec: every 3000 ms can be set); null: no rotation. */
    autoplay_ms: z.number().int().min(1000).max(60000).nullable().default(null),
    /** Where Leave a Review goes (e.g. the Google review form); null: no button. */
    leave_review_url: httpUrlSchema(1000).nullable().default(null),
    /** Reviews by these customer names (case-insensitive) and these ids never show. */
    hidden_customer_names: z.array(z.string().trim().min(1).max(120)).max(100).default([]),
    hidden_review_ids: z.array(z.number().int().positive()).max(100).default([]),
    /** How many reviews the home page block shows (spec: 10 by default); /reviews shows them all. */
    home_limit: z.number().int().min(1).max(50).default(10),
  })
  .strict()
  .superRefine((r, ctx) => {
    const seen = new Set<number>();
    r.items.forEach((item, i) => {
      if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: ["items", i, "id"], message: `duplicate review id ${item.id}` });
      seen.add(item.id);
    });
  });

// ---- end of Reviews -----------------------------------------------------------------------------

// ---- Content pages (/about-us, /privacy-policy, ...; see app/content/) -----------------------------

/**
 * A page written by the dealer. `body` is plain text: blank lines between paragraphs, lines starting
 * '## ' are sub-headings and lines starting '- ' list items. No HTML.
 */
export const contentPageSchema = z
  .object({
    title: z.string().trim().min(1).max(120),
    intro: z.string().trim().max(400).nullable().default(null),
    body: z.string().min(1).max(50000),
    /** An optional call to action under the text, e.g. { label: "Make a fleet enquiry", href: "/contact?subcategory=Fleet" }. */
    cta: z
      .object({ label: z.string().trim().min(1).max(60), href: linkUrlSchema(500) })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();

/** Slug → the dealer's own page, or `false` to switch the page off (it is then a 404). Slugs without an entry use the built-in default where there is one. */
const contentPagesSchema = z.record(z.string().max(60).regex(slugPattern, "must be lower-case letters, digits and single hyphens"), z.union([z.literal(false), contentPageSchema]));

// ---- end of Content pages -----------------------------------------------------------------------

// ---- Blog (spec 000 §2 /blog/vehicle-reviews; §3 'Blog card') ---------------------------------------

export const blogPostSchema = z
  .object({
    /** The post's page: /blog/{slug}. */
    slug: tenantSlugSchema,
    heading: z.string().trim().min(1).max(160),
    /** Listed at /blog/{category as a slug}, e.g. 'Vehicle Reviews' at /blog/vehicle-reviews. */
    category: z.string().trim().min(1).max(60).default("News"),
    /** Publication date (the dealer's local date); a post dated in the future is not shown yet. */
    date: isoDate,
    image: mediaPathSchema.nullable().default(null),
    /** The card's text (cut to 120 characters there). */
    description: z.string().max(600).default(""),
    /** Plain text like a content page's: blank lines between paragraphs, '## ' sub-headings, '- ' list items. */
    body: z.string().max(20_000).default(""),
    author: z.string().trim().max(80).nullable().default(null),
  })
  .strict();

const blogPostsSchema = z
  .array(blogPostSchema)
  .max(500)
  .superRefine((posts, ctx) => {
    const seen = new Set<string>();
    posts.forEach((p, i) => {
      if (seen.has(p.slug)) ctx.addIssue({ code: "custom", path: [i, "slug"], message: `duplicate post slug ${p.slug}` });
      seen.add(p.slug);
    });
  });

// ---- end of Blog ---------------------------------------------------------------------------------

// ---- Models and brands (spec 000 §2 'Brands page', 'Other blocks'; §3 'Model', 'Brand tile') --------

/** The Models dropdown's and /models' category order when a tenant sets none (spec 000 §2 'Other blocks'). */
export const DEFAULT_MODEL_BODY_ORDER = ["Trucks", "SUVs", "Vans", "People Movers", "Performance"];
const categoryName = z.string().trim().min(1).max(40);
const internalOrHttpUrl = linkUrlSchema(500);

export const modelSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    /** Names the model page: /models/{slug} (and /{slug} redirects there). */
    slug: tenantSlugSchema,
    manufacturer_name: z.string().trim().min(1).max(60),
    /** Up to three manufacturer body categories (e.g. 'SUVs', 'Performance'); the model is listed under each. */
    manufacturer_body: categoryName.nullable().default(null),
    manufacturer_body2: categoryName.nullable().default(null),
    manufacturer_body3: categoryName.nullable().default(null),
    /** The plain body type (e.g. 'SUV', 'Ute', 'Electric'); also matched by the /models?body= filter. */
    body: z.string().trim().min(1).max(40).nullable().default(null),
    image: mediaPathSchema.nullable().default(null),
    /** The model's own page elsewhere (Explore links go there instead of /models/{slug}). */
    override_url: internalOrHttpUrl.nullable().default(null),
    short_description: z.string().max(400).default(""),
    /** Dollars; null shows no price. */
    from_price: z.number().int().min(0).max(10_000_000).nullable().default(null),
    status: z.enum(["new", "coming_soon"]).default("new"),
  })
  .strict();

const modelsSchema = z
  .array(modelSchema)
  .max(300)
  .superRefine((models, ctx) => {
    const seen = new Set<string>();
    models.forEach((m, i) => {
      if (seen.has(m.slug)) ctx.addIssue({ code: "custom", path: [i, "slug"], message: `duplicate model slug ${m.slug}` });
      seen.add(m.slug);
    });
  });

export const brandTileSchema = z
  .object({
    title: z.string().trim().min(1).max(60),
    /** /{slug}/overview is the brand's page; /search/{slug} its stock. */
    slug: tenantSlugSchema,
    /** Our own media; null draws a typographic wordmark tile. */
    logo: mediaPathSchema.nullable().default(null),
    banner: mediaPathSchema.nullable().default(null),
    /** Plain text; a blank line starts a new paragraph. */
    description: z.string().max(4000).default(""),
    /** No overview page: the tile links straight to the brand's stock. */
    skipPage: z.boolean().default(false),
    /** The /brands section: Car Brands, Motorcycle Brands, Truck Brands or Our Brands. */
    group: z.enum(["car", "motorcycle", "truck", "our"]).default("car"),
  })
  .strict();

const brandsSchema = z
  .array(brandTileSchema)
  .max(200)
  .superRefine((brands, ctx) => {
    const seen = new Set<string>();
    brands.forEach((b, i) => {
      if (seen.has(b.slug)) ctx.addIssue({ code: "custom", path: [i, "slug"], message: `duplicate brand slug ${b.slug}` });
      seen.add(b.slug);
    });
  });

/** One figure of the /brands stats banner, e.g. { figure: '50+', label: 'Locations' }. */
export const brandStatSchema = z.object({ figure: z.string().trim().min(1).max(12), label: z.string().trim().min(1).max(40) }).strict();

// ---- end of Models and brands ---------------------------------------------------------------------

export const siteConfigSchema = z
  .object({
    /** Public base URL of the site, when it has one. */
    url: httpUrlSchema(300).nullable().default(null),
    tagline: z.string().max(160).default("Quality new and used vehicles"),
    hero_title: z.string().max(120).nullable().default(null),
    hero_subtitle: z.string().max(240).nullable().default(null),
    /** Overrides the template's primary colour. */
    brand_color: z.string().regex(/^#[0-9a-fA-F]{6}$/).nullable().default(null),

    // ---- Stock and search ----
    /** Manufacturer lock: the site only ever shows this make. */
    manufacturer: z.string().max(60).nullable().default(null),
    /** Extra stock filter in the hosted-search filter syntax, e.g. `(make = Ford OR car_type = used) AND location_id IN [3, 4]`. */
    search_filters: z.string().max(2000).default(""),
    include_sold_cars_days: z.number().int().min(0).max(365).default(3),
    just_arrived_days: z.number().int().min(0).max(90).default(8),
    cards_per_row: z.union([z.literal(3), z.literal(4)]).default(3),
    promo_position: z.enum(["configured", "random"]).default("configured"),
    promos: z.array(promoSchema).default([]),
    certified_only: z.boolean().default(false),
    /** The make whose used certified cars carry the certified pre-owned logo. */
    certified_program_make: z.string().max(60).nullable().default(null),
    price_asc_requires_price: z.boolean().default(false),
    /** Use /used-car/ in place of /search/ in stock URLs. */
    used_car_path: z.boolean().default(false),
    popular_makes: z.array(z.string()).default([]),
    fuel_tags: z.boolean().default(false),
    runout_tag_green: z.boolean().default(false),
    show_views: z.boolean().default(true),
    stock_links: z.array(z.enum(["new-cars", "used-cars", "demo-cars"])).default(["new-cars", "used-cars", "demo-cars"]),
    budget_body_tiles: z.number().int().min(1).max(12).default(4),

    // ---- Forms and leads ----
    consent_required: z.boolean().default(false),
    comments_required: z.boolean().default(true),
    default_form_state: z.enum(["qld", "nsw", "vic", "sa", "wa", "tas", "nt", "act"]).default("qld"),
    enquire_button_text: z.string().min(1).max(40).default("Enquire Now"),
    multi_step_enquiry: z.boolean().default(false),
    chat_widget: z
      .object({ name: z.string().max(60).default("Chat with us"), greeting: z.string().max(300).default("Hi! How can we help you today?") })
      .nullable()
      .default(null),

    // ---- Vehicle page ----
    finance: z
      .object({
        provider: z.string().min(1).max(60),
        default_interest_rate: z.number().min(0).max(40).default(10),
        lenders: z.record(z.string(), lenderSchema).default({}),
        application_url: linkUrlSchema(500).nullable().default(null),
      })
      .nullable()
      .default(null),
    checkout: z
      .object({
        enabled: z.boolean().default(false),
        path: z.enum(["checkout", "buy-online"]).default("checkout"),
        deposit: z.number().min(0).default(200),
        hold_hours: z.number().int().min(1).max(720).default(48),
        refundable: z.boolean().default(true),
        payment_provider: z.string().default("test"),
      })
      .default({ enabled: false, path: "checkout", deposit: 200, hold_hours: 48, refundable: true, payment_provider: "test" }),
    print_enabled: z.boolean().default(true),
    phone_reveal: z.enum(["masked", "immediate"]).default("masked"),
    gallery_default: z.enum(["spin", "gallery"]).default("spin"),
    share_hide_twitter: z.boolean().default(false),
    share_copy_toast: z.boolean().default(false),
    vehicle_sections: z
      .array(z.enum(["dealer-comments", "whats-included", "why-buy-from-us", "reserve-online", "protect-your-car", "features", "key-information", "car-summary", "all-specifications"]))
      .default(["dealer-comments", "key-information", "features", "all-specifications"]),
    delivery_regions: z.array(deliveryRegionSchema).default([]),
    delivery_bands: z.array(deliveryBandSchema).default([]),

    // ---- Offers ----
    offers: offersSchema.default([]),
    /** Offer ids shown here even when their excluded_website_ids name this site (spec: 'exceptions for a fixed list of offer ids'). */
    offers_exclusion_exceptions: z.array(offerIdSchema).max(200).default([]),
    /** Finance offers show their disclaimer in full however long it is (spec: 'except on some dealers' Finance offers'). */
    offers_finance_disclaimer_open: z.boolean().default(false),

    // ---- Reviews ----
    reviews: reviewSettingsSchema.default(reviewSettingsSchema.parse({})),

    // ---- Content pages ----
    content_pages: contentPagesSchema.default({}),

    // ---- Blog ----
    blog_posts: blogPostsSchema.default([]),

    // ---- Models and brands ----
    /** The manufacturer's models (/models, /models/{slug}, the Models dropdown). */
    models: modelsSchema.default([]),
    /** Body categories in the order /models and the Models dropdown show them; others follow by name. */
    model_body_order: z.array(categoryName).max(20).default(DEFAULT_MODEL_BODY_ORDER),
    /** Brand tiles of /brands and the /{slug}/overview pages. */
    brands: brandsSchema.default([]),
    /** The /brands stats banner (e.g. 50+ Locations, 40+ Brands, 30+ Years); empty hides it. */
    brand_stats: z.array(brandStatSchema).max(4).default([]),

    // ---- Embedding ----
    /** Sites allowed to show this one in a frame (the CSP frame-ancestors), besides the site itself: https origins such as https://www.example.com.au. */
    frame_ancestors: z.array(httpsOriginSchema).max(20).default([]),

    // ---- Navigation and accounts ----
    /** Where Service links go: /service, /ford-service or an external booking URL. */
    service_link: linkUrlSchema(500).default("/service"),
    header_dropdown_on_hover: z.boolean().default(true),
    gated_routes: z.array(z.string()).default(["online-payment", "my-garage", "spin-to-win"]),
    emergency_banner: z.string().max(200).nullable().default(null),
    /** Location slugs in the order the locations page lists them (the rest follow by name). */
    locations_order: z.array(tenantSlugSchema).max(100).default([]),

    // ---- Leads ----
    lead_destinations: z.array(leadDestinationSchema).max(20).default([]),
    /** Lead categories offered on the enquiry form (required when shown). Empty: no category select. */
    enquiry_categories: z.array(z.string().min(1).max(60)).max(20).default([]),
  })
  .strict();

export const tenantDocumentSchema = z
  .object({
    name: z.string().min(1).max(120),
    template: z.enum(TEMPLATE_IDS),
    hosts: z.array(hostSchema).max(20).default([]),
    config: siteConfigSchema.default(siteConfigSchema.parse({})),
    locations: z.array(locationSchema).default([]),
    dealerships: z.array(dealershipSchema).default([]),
  })
  .strict()
  .superRefine((doc, ctx) => {
    const dupes = (values: (string | number)[]) => values.filter((v, i) => values.indexOf(v) !== i);
    for (const id of dupes(doc.locations.map((l) => l.id))) ctx.addIssue({ code: "custom", path: ["locations"], message: `duplicate location id ${id}` });
    for (const slug of dupes(doc.locations.map((l) => l.slug))) ctx.addIssue({ code: "custom", path: ["locations"], message: `duplicate location slug ${slug}` });
    for (const id of dupes(doc.dealerships.map((d) => d.id))) ctx.addIssue({ code: "custom", path: ["dealerships"], message: `duplicate dealership id ${id}` });
    const dealershipIds = new Set(doc.dealerships.map((d) => d.id));
    doc.locations.forEach((l, i) => {
      if (l.dealership_id !== null && !dealershipIds.has(l.dealership_id))
        ctx.addIssue({ code: "custom", path: ["locations", i, "dealership_id"], message: `no dealership with id ${l.dealership_id}` });
    });
    try {
      parseFilter(doc.config.search_filters);
    } catch (err) {
      if (!(err instanceof FilterSyntaxError)) throw err;
      ctx.addIssue({ code: "custom", path: ["config", "search_filters"], message: err.message });
    }
    if (doc.locations.filter((l) => l.primary).length > 1)
      ctx.addIssue({ code: "custom", path: ["locations"], message: "only one location can be primary" });
    doc.config.reviews.items.forEach((r, i) => {
      if (r.dealership_id !== null && !dealershipIds.has(r.dealership_id))
        ctx.addIssue({ code: "custom", path: ["config", "reviews", "items", i, "dealership_id"], message: `no dealership with id ${r.dealership_id}` });
    });
  });

export type TenantDocumentInput = z.input<typeof tenantDocumentSchema>;
export type TenantDocument = z.output<typeof tenantDocumentSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type Location = z.output<typeof locationSchema>;
export type Dealership = z.output<typeof dealershipSchema>;
export type OpeningHour = z.output<typeof openingHourSchema>;
export type SpecialHour = z.output<typeof specialHourSchema>;
export type Promo = z.output<typeof promoSchema>;
export type Offer = z.output<typeof offerSchema>;
export type BlogPost = z.output<typeof blogPostSchema>;
export type Review = z.output<typeof reviewSchema>;
export type ReviewSettings = z.output<typeof reviewSettingsSchema>;
export type ContentPage = z.output<typeof contentPageSchema>;
export type Model = z.output<typeof modelSchema>;
export type BrandTile = z.output<typeof brandTileSchema>;

/** The config without secrets: what may reach the browser. Offers, models, brands, reviews and content pages stay out too: only their own pages need them. */
export function publicConfig(config: SiteConfig): Omit<SiteConfig, "lead_destinations" | "offers" | "models" | "brands" | "reviews" | "content_pages" | "blog_posts"> {
  const { lead_destinations: _secret, offers: _offers, models: _models, brands: _brands, reviews: _reviews, content_pages: _pages, blog_posts: _posts, ...rest } = config;
  return rest;
}

/** A stored tenant: its document plus identity. */
export interface Tenant extends TenantDocument {
  id: number;
  slug: string;
}

/** The primary location: the one marked primary, else the first visible one. */
export function primaryLocation(tenant: Pick<Tenant, "locations">): Location | null {
  return tenant.locations.find((l) => l.primary) ?? tenant.locations.find((l) => l.visible) ?? tenant.locations[0] ?? null;
}

// The jsonb columns of app/db/schema.ts hold these documents.
declare module "../db/schema.ts" {
  interface JsonDocuments {
    tenantConfig: TenantDocument["config"];
    location: Location;
    dealership: Dealership;
  }
}
