import { z } from "zod";

/**
 * A vehicle in a dealer's stock, with the field names of spec 000 §3 'Car' and spec 001 §3 'Car'
 * (snake_case, as the operator API receives them). Unknown fields are refused so typos surface.
 */

export const CAR_TYPES = ["new", "used", "demo"] as const;
export const STATUSES = ["in_stock", "coming_soon", "sold", "on_hold", "archived"] as const;
export const ITEM_TYPES = ["car", "motorcycle", "truck", "caravan"] as const;

const dateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
const nonNegativeMoney = z.number().min(0).max(100_000_000);

export const vehicleImageSchema = z.object({
  url: linkUrlSchema(1000),
  thumb: linkUrlSchema(1000).optional(),
  alt: z.string().max(200).optional(),
});

export const hotspotSchema = z.object({
  frame: z.number().int().min(0),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  title: z.string().max(80),
  description: z.string().max(500),
  interior: z.boolean().default(false),
});

export const vehicleSchema = z
  .object({
    id: z.number().int().positive().max(2 ** 53 - 1),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and hyphens").max(200).optional(),
    item_type: z.enum(ITEM_TYPES).default("car"),
    year: z.number().int().min(1900).max(2100),
    make: z.string().trim().min(1).max(60),
    model: z.string().trim().min(1).max(80),
    badge: z.string().trim().max(120).nullable().default(null),
    series: z.string().trim().max(80).nullable().default(null),
    colour: z.string().trim().max(60).nullable().default(null),
    interior_colour: z.string().trim().max(60).nullable().default(null),
    price: nonNegativeMoney.nullable().default(null),
    before_price: nonNegativeMoney.nullable().default(null),
    subscription_price: nonNegativeMoney.nullable().default(null),
    price_type: z.string().max(40).nullable().default(null),
    km: z.number().int().min(0).max(3_000_000).nullable().default(null),
    status: z.enum(STATUSES).default("in_stock"),
    /** A feed's or batch's status that is none of ours, as it was given; `status` is then on_hold (ADR 042). */
    status_original: z.string().trim().min(1).max(60).optional(),
    car_type: z.enum(CAR_TYPES),
    tag: z.string().max(60).nullable().default(null),
    reserved: z.boolean().default(false),
    certified: z.boolean().default(false),
    created_at: dateTime,
    updated_at: dateTime.optional(),
    stocknum: z.string().trim().max(40).nullable().default(null),
    vin: z
      .string()
      .regex(/^[A-HJ-NPR-Z0-9]{17}$/, "must be 17 characters without I, O or Q")
      .nullable()
      .default(null),
    nvic: z.string().max(20).nullable().default(null),
    regplate: z.string().trim().max(12).nullable().default(null),
    rego_expiry: isoDate.nullable().default(null),
    build_date: isoDate.nullable().default(null),
    compliance_date: isoDate.nullable().default(null),
    location_id: z.number().int().positive().nullable().default(null),
    dealership_id: z.number().int().positive().nullable().default(null),
    images: z.array(vehicleImageSchema).max(200).default([]),
    spin_images: z.array(linkUrlSchema(1000)).max(144).default([]),
    spin_interior_image: linkUrlSchema(1000).nullable().default(null),
    hotspots: z.array(hotspotSchema).max(100).default([]),
    video_url: linkUrlSchema(1000).nullable().default(null),
    external_video_url: httpUrlSchema(1000).nullable().default(null),
    simple_body: z.string().max(40).nullable().default(null),
    body: z.string().max(80).nullable().default(null),
    simple_fuel: z.string().max(40).nullable().default(null),
    fuel: z.string().max(80).nullable().default(null),
    simple_transmission: z.string().max(40).nullable().default(null),
    trans: z.string().max(80).nullable().default(null),
    simple_drive: z.string().max(40).nullable().default(null),
    drive: z.string().max(80).nullable().default(null),
    seats: z.number().int().min(1).max(99).nullable().default(null),
    doors: z.number().int().min(0).max(9).nullable().default(null),
    engine_size_litres: z.number().min(0).max(20).nullable().default(null),
    gearnum: z.number().int().min(0).max(20).nullable().default(null),
    dealercomments: z.string().max(20_000).nullable().default(null),
    standardEquipment: z.array(z.string().max(200)).max(500).default([]),
    variant: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).default({}),
    specifications: z
      .object({
        body_width: z.number().positive().nullable().default(null),
        body_length: z.number().positive().nullable().default(null),
        tare_weight: z.number().positive().nullable().default(null),
        axle_type: z.string().max(40).nullable().default(null),
        sleeps: z.number().int().min(0).max(20).nullable().default(null),
        aggregate_trailer_mass: z.number().positive().nullable().default(null),
      })
      .nullable()
      .default(null),
    autograb_data: z
      .object({ state_average_market_price: z.number().nullable().default(null), average_market_price: z.number().nullable().default(null) })
      .nullable()
      .default(null),
    payment_processors: z.array(z.object({ name: z.string().max(60), amount: nonNegativeMoney })).default([]),
    sold_date_timestamp: z.number().int().min(0).nullable().default(null),
    show_on_dealer_website: z.boolean().default(true),
    views: z.number().int().min(0).default(0),
  })
  .strict();

export type VehicleInput = z.input<typeof vehicleSchema>;
export type Vehicle = z.output<typeof vehicleSchema> & { slug: string };

// Naming helpers live in a zod-free module so browser code that only needs a title doesn't ship the schema.
export { deriveVehicleSlug, vehicleTitle } from "./vehicle-names.ts";
import { deriveVehicleSlug } from "./vehicle-names.ts";
import { httpUrlSchema, linkUrlSchema } from "../lib/urls.ts";

export type StockProblem = { row: number; id: unknown; path: string; message: string };
export type StockWarning = { row: number; id: unknown; path: string; message: string };

/**
 * A status given as text: one of ours, a DMS's usual spelling of one (feeds only: "Available", "In Transit", "Deposit
 * Taken", …), else unknown. Spec 001 §4 treats other statuses as not in stock, so an unknown one is stored as on_hold —
 * kept out of stock without the sold stamp or archiving that would end the car's page — and the text is kept in
 * `status_original` (ADR 042).
 */
export function readStatus(raw: string, synonyms: boolean): { status: Vehicle["status"]; known: boolean } {
  const word = raw.trim().toLowerCase().replace(/[\s_-]+/g, "");
  const ours = STATUSES.find((s) => s.replace("_", "") === word);
  if (ours && (synonyms || raw === ours)) return { status: ours, known: true };
  if (synonyms && word in STATUS_WORDS) return { status: STATUS_WORDS[word]!, known: true };
  return { status: "on_hold", known: false };
}

const STATUS_WORDS: Record<string, Vehicle["status"]> = {
  available: "in_stock",
  active: "in_stock",
  forsale: "in_stock",
  stock: "in_stock",
  current: "in_stock",
  intransit: "coming_soon",
  incoming: "coming_soon",
  arriving: "coming_soon",
  ordered: "coming_soon",
  onorder: "coming_soon",
  delivered: "sold",
  hold: "on_hold",
  deposit: "on_hold",
  deposittaken: "on_hold",
  reserved: "on_hold",
  archive: "archived",
};

/** The batch row with an unknown status read as readStatus says, and the warning that tells so; other rows as they are. */
function withReadStatus(raw: unknown, row: number): { raw: unknown; warning: StockWarning | null } {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return { raw, warning: null };
  const status = (raw as { status?: unknown }).status;
  if (typeof status !== "string" || (STATUSES as readonly string[]).includes(status) || !status.trim() || status.length > 60) return { raw, warning: null };
  const id = (raw as { id?: unknown }).id ?? null;
  return {
    raw: { ...raw, status: "on_hold", status_original: status.trim() },
    warning: { row, id, path: "status", message: `unknown status "${status.trim()}": stored as on_hold (not in stock), the original kept in status_original` },
  };
}

/**
 * Parses a stock batch. All or nothing: any bad row makes the whole batch invalid and every
 * problem is reported (row index, vehicle id where present, field path, message). An unknown status is no problem:
 * the vehicle is stored as not in stock and a warning says so (readStatus).
 */
export function parseStockBatch(body: unknown): { ok: true; vehicles: Vehicle[]; warnings: StockWarning[] } | { ok: false; problems: StockProblem[] } {
  if (!Array.isArray(body)) return { ok: false, problems: [{ row: -1, id: null, path: "", message: "body must be a JSON array of vehicles" }] };
  const problems: StockProblem[] = [];
  const warnings: StockWarning[] = [];
  const vehicles: Vehicle[] = [];
  const seenIds = new Map<number, number>();
  const seenSlugs = new Map<string, number>();
  body.forEach((given, row) => {
    const { raw, warning } = withReadStatus(given, row);
    if (warning) warnings.push(warning);
    const parsed = vehicleSchema.safeParse(raw);
    const id = raw && typeof raw === "object" ? (raw as { id?: unknown }).id : undefined;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ row, id: id ?? null, path: issue.path.join("."), message: issue.message });
      return;
    }
    const v = { ...parsed.data, slug: parsed.data.slug ?? deriveVehicleSlug(parsed.data) };
    if (seenIds.has(v.id)) problems.push({ row, id: v.id, path: "id", message: `duplicate id (also row ${seenIds.get(v.id)})` });
    else seenIds.set(v.id, row);
    if (seenSlugs.has(v.slug)) problems.push({ row, id: v.id, path: "slug", message: `duplicate slug (also row ${seenSlugs.get(v.slug)})` });
    else seenSlugs.set(v.slug, row);
    vehicles.push(v);
  });
  return problems.length ? { ok: false, problems } : { ok: true, vehicles, warnings };
}

// The jsonb column vehicles.data of app/db/schema.ts holds this document.
declare module "../db/schema.ts" {
  interface JsonDocuments {
    vehicle: Vehicle;
  }
}
