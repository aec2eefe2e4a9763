import { z } from "zod";

/**
 * How a tenant's stock feed (CSV) is read (ADR 042): the column set it starts from, the tenant's own column names over
 * it, the separators of list columns, the mass-removal guard and which fields a person's console edit keeps.
 */

/** The vehicle fields a feed's columns can fill (the targets of a column mapping). */
export const FEED_FIELDS = [
  "stocknum",
  "vin",
  "regplate",
  "rego_expiry",
  "car_type",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "body",
  "trans",
  "fuel",
  "drive",
  "colour",
  "km",
  "price",
  "price_type",
  "price_drive_away",
  "price_egc",
  "nvic",
  "build_date",
  "compliance_date",
  "location",
  "dealercomments",
  "features",
  "photos",
  "status",
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

export const FEED_PRESETS = ["au_dms", "generic"] as const;
export type FeedPreset = (typeof FEED_PRESETS)[number];

const separator = z.string().min(1).max(3);

export const stockImportSettingsSchema = z
  .object({
    preset: z.enum(FEED_PRESETS).default("au_dms"),
    /** The tenant's own column names, field → header (over the preset's; matched ignoring case, spaces and _ - .). */
    mapping: z.partialRecord(z.enum(FEED_FIELDS), z.string().trim().min(1).max(80)).default({}),
    /** Between the items of the features and the photo URLs columns. */
    features_separator: separator.default("|"),
    photos_separator: separator.default("|"),
    /** An import that would mark more than this share of the stock sold is held for a person to confirm. */
    removal_guard_percent: z.number().int().min(1).max(100).default(30),
    /** Fields a person's console edit keeps over the feed (photo order and comments always are). */
    keep_console: z.object({ price: z.boolean().default(false) }).default({ price: false }),
    /** The DMS's location codes → this tenant's location ids (a code can also be a location's id, slug or name). */
    location_codes: z.record(z.string().trim().min(1).max(40), z.number().int().positive()).default({}),
  })
  .strict();

export type StockImportSettings = z.output<typeof stockImportSettingsSchema>;
export const DEFAULT_STOCK_IMPORT_SETTINGS: StockImportSettings = stockImportSettingsSchema.parse({});
