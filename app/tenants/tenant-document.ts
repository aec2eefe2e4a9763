import { z } from "zod";
import { TEMPLATE_IDS } from "./templates.ts";
import { FilterSyntaxError, parseFilter } from "../lib/filter-expression.ts";
import { httpUrlSchema, linkUrlSchema } from "../lib/urls.ts";
import type { blogPostSchema } from "./document/blog-section.ts";
import { blogPostsSchema } from "./document/blog-section.ts";
import type { contentPageSchema } from "./document/content-section.ts";
import { contentPagesSchema } from "./document/content-section.ts";
import { canonicalHostSchema, hostSchema, httpsOriginSchema, tenantSlugSchema } from "./document/fields.ts";
import { leadDestinationSchema } from "./document/lead-destinations-section.ts";
import type { openingHourSchema, specialHourSchema } from "./document/locations-section.ts";
import { dealershipSchema, locationSchema } from "./document/locations-section.ts";
import type { brandTileSchema, modelSchema } from "./document/models-brands-section.ts";
import { DEFAULT_MODEL_BODY_ORDER, brandStatSchema, brandsSchema, categoryName, modelsSchema } from "./document/models-brands-section.ts";
import type { offerSchema } from "./document/offers-section.ts";
import { mediaPathSchema, offerIdSchema, offersSchema } from "./document/offers-section.ts";
import type { reviewSchema } from "./document/reviews-section.ts";
import { reviewSettingsSchema } from "./document/reviews-section.ts";
import { STOCK_FEED_DEFAULTS, stockFeedSchema } from "./document/stock-feed-section.ts";
import { deliveryBandSchema, deliveryRegionSchema, lenderSchema, promoSchema } from "./document/search-finance-section.ts";
import { DEFAULT_STOCK_IMPORT_SETTINGS, stockImportSettingsSchema } from "./document/stock-import-section.ts";
import { NO_MARKETING_TAGS, marketingTagsSchema } from "./document/marketing-tags-section.ts";

// The document's sections live in ./document/ (fields, locations, search-finance, lead-destinations, offers, reviews,
// content-pages, blog, models-brands, stock-import); this module assembles the site config and the document from them and is the one
// module the rest of the app imports.
export * from "./document/fields.ts";
export * from "./document/locations-section.ts";
export * from "./document/search-finance-section.ts";
export * from "./document/lead-destinations-section.ts";
export * from "./document/offers-section.ts";
export * from "./document/reviews-section.ts";
export * from "./document/content-section.ts";
export * from "./document/blog-section.ts";
export * from "./document/models-brands-section.ts";
export * from "./document/stock-import-section.ts";
export * from "./document/stock-feed-section.ts";
export * from "./document/marketing-tags-section.ts";

/**
 * The tenant document: everything that makes one dealer website differ from another.
 * It is the one place per-tenant variation lives. Every field has a default, so a
 * minimal document (`{ name, template }`) is a working site.
 */

export const siteConfigSchema = z
  .object({
    /** Public base URL of the site, when it has one (its origin is the public origin when `canonical_host` is not set). */
    url: httpUrlSchema(300).nullable().default(null),
    /**
     * The host search engines should index (ADR 045): canonical links, og:url, JSON-LD, the sitemap and robots.txt name
     * it. Null: `url`'s host, else the first of `hosts`, else the address the page was asked for.
     */
    canonical_host: canonicalHostSchema.nullable().default(null),
    tagline: z.string().max(160).default("Quality new and used vehicles"),
    /**
     * The home hero's heading and sentence. A figure in them comes from the tenant's data (ADR 036): write `{vehicles}`
     * (the all-stock search's count) or `{locations}` (visible locations), never a typed number that goes stale.
     */
    hero_title: z.string().max(120).nullable().default(null),
    hero_subtitle: z.string().max(240).nullable().default(null),
    /**
     * The home page's 'Sales this Month' counter (spec 001 §9). Its value is the spec's clock formula, not a tally of
     * sales, so it is the tenant's own choice to show it: off by default (ADR 036).
     */
    sales_counter: z.boolean().default(false),
    /** Overrides the template's primary colour. */
    brand_color: z.string().regex(/^#[0-9a-fA-F]{6}$/).nullable().default(null),
    /** The dealer's logo image (our own media, e.g. uploaded in the console); null: a monogram of the name. */
    logo: mediaPathSchema.nullable().default(null),

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
    /** How the stock feed (CSV) is read: column mapping, separators, mass-removal guard (ADR 042). */
    stock_import: stockImportSettingsSchema.default(DEFAULT_STOCK_IMPORT_SETTINGS),
    /** The scheduled pull of the dealer's stock feed from its DMS (issue 14, ADR 043). */
    stock_feed: stockFeedSchema.default(STOCK_FEED_DEFAULTS),

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
    /** The /brands stats banner, each figure counted from the tenant's data (see brandStatSchema); empty hides it. */
    brand_stats: z
      .array(brandStatSchema)
      .max(4)
      .default([])
      .transform((stats) => stats.filter((s) => s !== null)),

    // ---- Marketing tags ----
    /** The dealer's GA4, Tag Manager and Meta pixel ids: loaded only after the shopper consents (issue 16, ADR 049). */
    marketing_tags: marketingTagsSchema.default(NO_MARKETING_TAGS),

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
    /**
     * Answering leads (issue 12, ADR 034): the response target in opening-hours minutes (a New lead past it is overdue),
     * round-robin assignment of new leads to active sales staff, and handing an untouched lead to the next salesperson.
     */
    lead_response: z
      .object({
        target_minutes: z.number().int().min(1).max(1440).default(15),
        auto_assign: z.boolean().default(false),
        /** null: never re-allocate. */
        reassign_after_minutes: z.number().int().min(5).max(1440).nullable().default(null),
      })
      .default({ target_minutes: 15, auto_assign: false, reassign_after_minutes: null }),
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
    for (const id of dupes(doc.locations.map((l) => l.id))) ctx.addIssue({ code: "custom", path: ["locations"], message: `duplicate location id ${id }` });
    for (const slug of dupes(doc.locations.map((l) => l.slug))) ctx.addIssue({ code: "custom", path: ["locations"], message: `duplicate location slug ${slug }` });
    for (const id of dupes(doc.dealerships.map((d) => d.id))) ctx.addIssue({ code: "custom", path: ["dealerships"], message: `duplicate dealership id ${id }` });
    const dealershipIds = new Set(doc.dealerships.map((d) => d.id));
    doc.locations.forEach((l, i) => {
      if (l.dealership_id !== null && !dealershipIds.has(l.dealership_id))
        ctx.addIssue({ code: "custom", path: ["locations", i, "dealership_id"], message: `no dealership with id ${l.dealership_id }` });
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
        ctx.addIssue({ code: "custom", path: ["config", "reviews", "items", i, "dealership_id"], message: `no dealership with id ${r.dealership_id }` });
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

/** The config without secrets (lead destinations, the stock feed's address): what may reach the browser. Offers, models, brands, reviews and content pages stay out too: only their own pages need them. */
export function publicConfig(config: SiteConfig): Omit<SiteConfig, "lead_destinations" | "stock_feed" | "offers" | "models" | "brands" | "reviews" | "content_pages" | "blog_posts"> {
  const { lead_destinations: _secret, stock_feed: _feed, offers: _offers, models: _models, brands: _brands, reviews: _reviews, content_pages: _pages, blog_posts: _posts, ...rest } = config;
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
