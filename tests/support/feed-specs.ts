/**
 * The published field lists the listing feeds are checked against (ADR 044 records the sources):
 * Google Merchant Center "vehicle ads" primary feed and attribute articles (support.google.com/merchants/answer/11192663,
 * 14592783 vehicle_price_type, 14156166 mileage, 14154094 vehicle_fulfillment) as they apply to Australia, and Meta's
 * "Automotive Inventory Ads — catalog fields, Vehicle" (developers.facebook.com/docs/marketing-api/auto-ads/reference).
 * Each rule says what a value must look like; a test parses the produced feed and applies every rule to every item.
 */

export type Rule = (value: string) => boolean;

const nonEmpty: Rule = (v) => v.trim().length > 0;
const maxLen = (n: number): Rule => (v) => nonEmpty(v) && [...v].length <= n;
const absoluteHttpUrl: Rule = (v) => {
  try {
    const u = new URL(v);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
};
const oneOf =
  (...values: string[]): Rule =>
  (v) =>
    values.includes(v);
const oneOfIgnoringCase =
  (...values: readonly string[]): Rule =>
  (v) =>
    values.map((x) => x.toUpperCase()).includes(v.toUpperCase());
const year: Rule = (v) => /^\d{4}$/.test(v) && +v >= 1900 && +v <= 2100;
const vin: Rule = (v) => /^[A-HJ-NPR-Z0-9]{17}$/.test(v);

/** Google vehicle ads, Australia: the attributes every item must carry, and their formats. */
export const GOOGLE_REQUIRED: Record<string, Rule> = {
  id: maxLen(50),
  title: maxLen(150),
  description: maxLen(5000),
  link: absoluteHttpUrl,
  image_link: absoluteHttpUrl,
  google_product_category: oneOf("916"),
  condition: oneOf("new", "used"),
  // Number with a dot for decimals, a space, ISO 4217 currency.
  price: (v) => /^\d+(\.\d{1,2})? AUD$/.test(v) && parseFloat(v) > 0,
  // Required for new and used cars in Australia.
  vehicle_price_type: oneOf("drive_away_price", "estimated_drive_away_price", "excluding_government_charges_price"),
  brand: maxLen(70),
  model: maxLen(100),
  year,
  // Whole number and unit; units km/Km/KM or miles.
  mileage: (v) => /^\d+ (km|Km|KM|miles|Miles|MILES)$/.test(v),
  VIN: vin,
  store_code: maxLen(100),
};

/** Optional Google attributes the feed uses, when present. */
export const GOOGLE_OPTIONAL: Record<string, Rule> = {
  additional_image_link: absoluteHttpUrl,
  trim: maxLen(100),
  color: maxLen(100),
  body_style: maxLen(100),
  "certified_pre-owned": oneOf("yes", "no"),
};

/** Cross-field rules of vehicle_price_type for Australia. */
export function googlePriceTypeAllowed(condition: string, priceType: string): boolean {
  return condition === "new" ? ["drive_away_price", "estimated_drive_away_price"].includes(priceType) : ["drive_away_price", "excluding_government_charges_price"].includes(priceType);
}

/** vehicle_fulfillment: option in_store (or ship_to_store) requires a store code; up to 3 per item. */
export const GOOGLE_FULFILLMENT_OPTIONS = ["in_store", "ship_to_store", "online"];

const money: Rule = (v) => /^\d+(\.\d{1,2})? [A-Z]{3}$/.test(v);

/** Meta automotive catalogue, vehicle fields marked required (enum fields are case-insensitive). */
export const META_REQUIRED: Record<string, Rule> = {
  vehicle_id: maxLen(100),
  title: maxLen(500),
  description: maxLen(5000),
  url: absoluteHttpUrl,
  make: nonEmpty,
  model: nonEmpty,
  year,
  "mileage.value": (v) => /^\d+$/.test(v),
  "mileage.unit": oneOfIgnoringCase("MI", "KM"),
  image: (v) => {
    try {
      const images = JSON.parse(v) as { url: string; tag?: string[] }[];
      return Array.isArray(images) && images.length >= 1 && images.length <= 20 && images.every((i) => absoluteHttpUrl(i.url) && Array.isArray(i.tag) && i.tag.every(nonEmpty));
    } catch {
      return false;
    }
  },
  body_style: oneOfIgnoringCase("CONVERTIBLE", "COUPE", "HATCHBACK", "MINIVAN", "TRUCK", "SUV", "SEDAN", "VAN", "WAGON", "CROSSOVER", "OTHER"),
  exterior_color: nonEmpty,
  vin,
  price: money,
  state_of_vehicle: oneOfIgnoringCase("NEW", "USED", "CPO"),
  availability: oneOfIgnoringCase("AVAILABLE", "NOT_AVAILABLE", "PENDING"),
  "address.addr1": nonEmpty,
  "address.city": nonEmpty,
  "address.region": nonEmpty,
  "address.postal_code": nonEmpty,
  "address.country": nonEmpty,
  latitude: (v) => Number.isFinite(+v) && Math.abs(+v) <= 90,
  longitude: (v) => Number.isFinite(+v) && Math.abs(+v) <= 180,
};

export const META_OPTIONAL: Record<string, Rule> = {
  transmission: (v) => v === "" || oneOfIgnoringCase("AUTOMATIC", "MANUAL")(v),
  fuel_type: oneOfIgnoringCase("DIESEL", "ELECTRIC", "FLEX", "GASOLINE", "HYBRID", "PETROL", "PLUGIN_HYBRID", "OTHER", "NONE"),
  drivetrain: oneOfIgnoringCase("4X2", "4X4", "AWD", "FWD", "RWD", "TWO_WD", "OTHER", "NONE"),
  date_first_on_lot: (v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v),
};

/** Every rule broken by one item: "field: value" strings (empty: the item passes). */
export function brokenRules(item: Record<string, string | undefined>, required: Record<string, Rule>, optional: Record<string, Rule>): string[] {
  const broken: string[] = [];
  for (const [field, rule] of Object.entries(required)) if (item[field] === undefined || !rule(item[field])) broken.push(`${field}: ${JSON.stringify(item[field])}`);
  for (const [field, rule] of Object.entries(optional)) if (item[field] !== undefined && item[field] !== "" && !rule(item[field])) broken.push(`${field}: ${JSON.stringify(item[field])}`);
  return broken;
}

/**
 * A strict RFC 4180 reader (quoted fields, doubled quotes, CRLF or LF, line breaks inside quotes), written apart from
 * the feeds' writer so a writer bug cannot hide itself. Throws on a stray quote.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        if (i < text.length && !/[,\r\n]/.test(text[i]!)) throw new Error(`stray character after a closing quote at ${i}`);
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"') {
      if (field !== "") throw new Error(`quote inside an unquoted field at ${i}`);
      quoted = true;
      i++;
    } else if (c === ",") {
      row.push(field);
      field = "";
      i++;
    } else if (c === "\r" || c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += c;
      i++;
    }
  }
  if (quoted) throw new Error("unterminated quoted field");
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** CSV text as records keyed by the header row; every row must have the header's width. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((r, n) => {
    if (r.length !== header.length) throw new Error(`row ${n + 2} has ${r.length} fields, the header ${header.length}`);
    return Object.fromEntries(header.map((h, i) => [h, r[i]!]));
  });
}
