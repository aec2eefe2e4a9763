import type { FeedField, Location, StockImportSettings } from "../../tenants/tenant-document.ts";
import { readStatus, type Vehicle } from "../vehicle-schema.ts";

/**
 * One feed row → the vehicle fields it gives (ADR 042), or the row's problems, each naming the field. Only the fields
 * whose column the feed has are given: those are the fields the feed owns. Pure.
 */

/** The vehicle fields a feed writes. */
export type FeedFields = Partial<Pick<Vehicle, FeedVehicleKey>> & { status_original?: string };
export const FEED_VEHICLE_KEYS = [
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
  "simple_body",
  "trans",
  "simple_transmission",
  "fuel",
  "simple_fuel",
  "drive",
  "simple_drive",
  "colour",
  "km",
  "price",
  "price_type",
  "nvic",
  "build_date",
  "compliance_date",
  "location_id",
  "dealercomments",
  "standardEquipment",
  "images",
  "status",
] as const;
export type FeedVehicleKey = (typeof FEED_VEHICLE_KEYS)[number];

/** The feed field (so the column) each vehicle field comes from, to name the column of a problem. */
export const FIELD_OF_KEY: Record<FeedVehicleKey | "status_original", FeedField> = {
  stocknum: "stocknum",
  vin: "vin",
  regplate: "regplate",
  rego_expiry: "rego_expiry",
  car_type: "car_type",
  year: "year",
  make: "make",
  model: "model",
  badge: "badge",
  series: "series",
  body: "body",
  simple_body: "body",
  trans: "trans",
  simple_transmission: "trans",
  fuel: "fuel",
  simple_fuel: "fuel",
  drive: "drive",
  simple_drive: "drive",
  colour: "colour",
  km: "km",
  price: "price",
  price_type: "price_type",
  nvic: "nvic",
  build_date: "build_date",
  compliance_date: "compliance_date",
  location_id: "location",
  dealercomments: "dealercomments",
  standardEquipment: "features",
  images: "photos",
  status: "status",
  status_original: "status",
};

export type RowProblem = { field: FeedField; message: string };
export type ConvertedRow = { fields: FeedFields; photoUrls: string[] | null; problems: RowProblem[]; warnings: RowProblem[] };

type Values = Partial<Record<FeedField, string>>;

const text = (max: number) => (raw: string, field: FeedField, out: RowProblem[]) => {
  const v = raw.replace(/\s+/g, " ").trim();
  if (v.length > max) out.push({ field, message: `is longer than ${max} characters` });
  return v || null;
};

/** An amount of money: "$34,990", "34990.00"; empty or "POA" → null. */
function money(raw: string, field: FeedField, out: RowProblem[]): number | null | undefined {
  const v = raw.replace(/[$,\s]/g, "").replace(/^AUD/i, "");
  if (!v || /^(poa|tba|enquire|call)$/i.test(v)) return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(v)) return void out.push({ field, message: `"${raw}" is not a price (write an amount such as 34990)` });
  return Number(v);
}

/** A date as DMS exports write them: 2024-03-01, 01/03/2024 (day first), 03/2024 or 2024-03 (first of the month). */
export function feedDate(raw: string): string | null | undefined {
  const v = raw.trim();
  if (!v) return null;
  let m: RegExpExecArray | null;
  let y: number, mo: number, d: number;
  if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(v))) [y, mo, d] = [+m[1]!, +m[2]!, +m[3]!];
  else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v))) [d, mo, y] = [+m[1]!, +m[2]!, +m[3]!];
  else if ((m = /^(\d{1,2})\/(\d{4})$/.exec(v))) [d, mo, y] = [1, +m[1]!, +m[2]!];
  else if ((m = /^(\d{4})-(\d{1,2})$/.exec(v))) [d, mo, y] = [1, +m[2]!, +m[1]!];
  else return undefined;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || y > 2100 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

const CAR_TYPES: Record<string, Vehicle["car_type"]> = { new: "new", n: "new", used: "used", u: "used", preowned: "used", demo: "demo", d: "demo", demonstrator: "demo", exdemo: "demo" };

/** The plain transmission, fuel and drive words search facets use, from a DMS's longer text. */
export function simpleTransmission(trans: string): string | null {
  if (/manual/i.test(trans)) return "Manual";
  if (/auto|cvt|dct|dsg|sequential|tiptronic|sports?\s*shift|direct drive/i.test(trans)) return "Automatic";
  return null;
}
export function simpleFuel(fuel: string): string | null {
  if (/plug.?in/i.test(fuel)) return "Plug-in Hybrid";
  if (/hybrid/i.test(fuel)) return "Hybrid";
  if (/electric|\bev\b|battery/i.test(fuel)) return "Electric";
  if (/diesel/i.test(fuel)) return "Diesel";
  if (/lpg|gas/i.test(fuel)) return "LPG";
  if (/petrol|unleaded|ulp|premium/i.test(fuel)) return "Petrol";
  return null;
}
export function simpleDrive(drive: string): string | null {
  const d = drive.toUpperCase().replace(/\s+/g, "");
  if (/4X4|4WD|FOUR/.test(d)) return "4WD";
  if (/AWD|ALL/.test(d)) return "AWD";
  if (/FWD|FRONT/.test(d)) return "FWD";
  if (/RWD|REAR/.test(d)) return "RWD";
  return null;
}

/** The tenant's location a DMS location code names: the saved code table, else a location's id, slug or name. */
export function locationForCode(code: string, settings: Pick<StockImportSettings, "location_codes">, locations: readonly Pick<Location, "id" | "slug" | "name">[]): number | null {
  const c = code.trim().toLowerCase();
  for (const [k, id] of Object.entries(settings.location_codes)) if (k.toLowerCase() === c) return id;
  const found = locations.find((l) => String(l.id) === c || l.slug === c || l.name.toLowerCase() === c);
  return found?.id ?? null;
}

const split = (raw: string, separator: string) =>
  raw
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

export function convertRow(values: Values, settings: StockImportSettings, locations: readonly Pick<Location, "id" | "slug" | "name">[]): ConvertedRow {
  const problems: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  const f: FeedFields = {};
  const has = (field: FeedField): field is FeedField => values[field] !== undefined;
  const v = (field: FeedField) => values[field] ?? "";

  if (has("stocknum")) f.stocknum = text(40)(v("stocknum"), "stocknum", problems);
  if (has("vin")) {
    const vin = v("vin").replace(/\s+/g, "").toUpperCase();
    if (vin && !/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) problems.push({ field: "vin", message: `"${v("vin")}" is not a VIN (17 letters and digits, no I, O or Q)` });
    f.vin = vin || null;
  }
  if (!f.stocknum && !f.vin) problems.push({ field: has("stocknum") ? "stocknum" : "vin", message: "is missing: a row needs a stock number or a VIN" });
  if (has("regplate")) f.regplate = text(12)(v("regplate").toUpperCase(), "regplate", problems);
  if (has("car_type")) {
    const word = v("car_type").toLowerCase().replace(/[\s-]+/g, "");
    if (word && !(word in CAR_TYPES)) problems.push({ field: "car_type", message: `"${v("car_type")}" is not new, used or demo` });
    else if (word) f.car_type = CAR_TYPES[word];
  }
  const year = v("year").trim();
  if (!year) problems.push({ field: "year", message: "is missing" });
  else if (!/^\d{4}$/.test(year) || +year < 1900 || +year > 2100) problems.push({ field: "year", message: `"${year}" is not a year (1900 to 2100)` });
  else f.year = +year;
  for (const field of ["make", "model"] as const) {
    const value = text(field === "make" ? 60 : 80)(v(field), field, problems);
    if (!value) problems.push({ field, message: "is missing" });
    else f[field] = value;
  }
  if (has("badge")) f.badge = text(120)(v("badge"), "badge", problems);
  if (has("series")) f.series = text(80)(v("series"), "series", problems);
  if (has("body")) f.body = f.simple_body = text(80)(v("body"), "body", problems);
  if (has("trans")) {
    f.trans = text(80)(v("trans"), "trans", problems);
    f.simple_transmission = f.trans ? simpleTransmission(f.trans) : null;
  }
  if (has("fuel")) {
    f.fuel = text(80)(v("fuel"), "fuel", problems);
    f.simple_fuel = f.fuel ? simpleFuel(f.fuel) : null;
  }
  if (has("drive")) {
    f.drive = text(80)(v("drive"), "drive", problems);
    f.simple_drive = f.drive ? simpleDrive(f.drive) : null;
  }
  if (has("colour")) f.colour = text(60)(v("colour"), "colour", problems);
  if (has("km")) {
    const km = v("km").replace(/[,\s]/g, "").replace(/kms?$/i, "");
    if (!km) f.km = null;
    else if (!/^\d{1,7}$/.test(km) || +km > 3_000_000) problems.push({ field: "km", message: `"${v("km")}" is not an odometer reading in km` });
    else f.km = +km;
  }
  // The price type follows from the column the price is in: drive-away first, else excluding government charges.
  if (has("price_drive_away") || has("price_egc")) {
    const dap = has("price_drive_away") ? money(v("price_drive_away"), "price_drive_away", problems) : null;
    const egc = has("price_egc") ? money(v("price_egc"), "price_egc", problems) : null;
    if (dap !== undefined && egc !== undefined) {
      f.price = dap ?? egc;
      f.price_type = dap !== null ? "Drive Away" : egc !== null ? "Excl. Govt. Charges" : null;
    }
  } else if (has("price")) {
    const price = money(v("price"), "price", problems);
    if (price !== undefined) f.price = price;
    if (has("price_type")) f.price_type = text(40)(v("price_type"), "price_type", problems);
  }
  if (has("nvic")) f.nvic = text(20)(v("nvic"), "nvic", problems);
  for (const field of ["rego_expiry", "build_date", "compliance_date"] as const) {
    if (!has(field)) continue;
    const date = feedDate(v(field));
    if (date === undefined) problems.push({ field, message: `"${v(field)}" is not a date (write 31/12/2025 or 2025-12-31)` });
    else f[field] = date;
  }
  if (has("location")) {
    const code = v("location").trim();
    f.location_id = code ? locationForCode(code, settings, locations) : null;
    if (code && f.location_id === null) warnings.push({ field: "location", message: `location code "${code}" names none of this dealer's locations: the vehicle has no location` });
  }
  if (has("dealercomments")) f.dealercomments = v("dealercomments").trim().slice(0, 20_000) || null;
  if (has("features")) {
    const items = split(v("features"), settings.features_separator);
    if (items.length > 500 || items.some((i) => i.length > 200)) problems.push({ field: "features", message: "has more than 500 items or an item longer than 200 characters" });
    else f.standardEquipment = items;
  }
  let photoUrls: string[] | null = null;
  if (has("photos")) {
    photoUrls = [];
    for (const url of split(v("photos"), settings.photos_separator)) {
      if (/^https?:\/\/[^\s]+$/i.test(url) && url.length <= 1000) photoUrls.push(url);
      else warnings.push({ field: "photos", message: `"${url.slice(0, 80)}" is not a photo URL (http or https): left out` });
    }
    photoUrls = [...new Set(photoUrls)].slice(0, 200);
  }
  if (has("status")) {
    const raw = v("status").trim();
    if (!raw) f.status = "in_stock";
    else if (raw.length > 60) problems.push({ field: "status", message: "is longer than 60 characters" });
    else {
      const read = readStatus(raw, true);
      f.status = read.status;
      if (!read.known) {
        f.status_original = raw;
        warnings.push({ field: "status", message: `Unknown status "${raw}": stored as On hold (not in stock)` });
      }
    }
  }
  return { fields: f, photoUrls, problems, warnings };
}
