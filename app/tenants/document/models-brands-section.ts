/** Models and brands (spec 000 §2 'Brands page', 'Other blocks'; §3 'Model', 'Brand tile'). */

import { z } from "zod";
import { linkUrlSchema } from "../../lib/urls.ts";
import { tenantSlugSchema, uniqueList } from "./fields.ts";
import { mediaPathSchema } from "./offers-section.ts";

/** The Models dropdown's and /models' category order when a tenant sets none (spec 000 §2 'Other blocks'). */
export const DEFAULT_MODEL_BODY_ORDER = ["Trucks", "SUVs", "Vans", "People Movers", "Performance"];
export const categoryName = z.string().trim().min(1).max(40);
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

export const modelsSchema = uniqueList(modelSchema, 300, "slug", "model");

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

export const brandsSchema = uniqueList(brandTileSchema, 200, "slug", "brand");

const statLabel = z.string().trim().min(1).max(40).optional();

/**
 * One figure of the /brands stats banner (ADR 036: a claimed figure comes from the tenant's data or configuration):
 * `locations` counts the visible locations, `brands` the brand tiles of the car, motorcycle and truck sections, `years`
 * the whole years since `since`. A typed figure ({ figure: '50+', label }, written before ADR 036) is still read so
 * that old documents load, but never shown: nothing checks it against the dealer's data.
 */
export const brandStatSchema = z.union([
  z.object({ stat: z.enum(["locations", "brands"]), label: statLabel }).strict(),
  z.object({ stat: z.literal("years"), since: z.number().int().min(1800).max(2100), label: statLabel }).strict(),
  z
    .object({ figure: z.string().trim().min(1).max(12), label: z.string().trim().min(1).max(40) })
    .strict()
    .transform(() => null),
]);
