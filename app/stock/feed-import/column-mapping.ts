import { FEED_FIELDS, type FeedField, type FeedPreset, type StockImportSettings } from "../../tenants/tenant-document.ts";

/**
 * Which column of a feed fills which vehicle field (ADR 042). A preset names each field's usual headers; a tenant's
 * saved mapping names its own over them. Headers match ignoring case, spaces and `_ - . /`. Pure.
 */

/** The headers each preset knows for each field, the first being the one its exports write. */
export const PRESET_COLUMNS: Record<FeedPreset, Partial<Record<FeedField, string[]>>> = {
  // The column set Australian DMS exports share (EasyCars, Pentana, Dealer Solutions, …).
  au_dms: {
    stocknum: ["Stock Number", "Stock No", "StockNo", "Stock #", "Stock"],
    vin: ["VIN", "Chassis", "VIN Number"],
    regplate: ["Rego", "Registration", "Registration Number", "Rego Number", "Plate"],
    rego_expiry: ["Rego Expiry", "Registration Expiry", "Rego Due"],
    car_type: ["Condition", "Vehicle Type", "New/Used", "Type"],
    year: ["Year", "Build Year", "Model Year"],
    make: ["Make"],
    model: ["Model"],
    badge: ["Badge", "Variant"],
    series: ["Series"],
    body: ["Body", "Body Type", "Body Style"],
    trans: ["Transmission", "Gearbox"],
    fuel: ["Fuel", "Fuel Type"],
    drive: ["Drive", "Drive Type", "Drivetrain"],
    colour: ["Colour", "Color", "Exterior Colour"],
    km: ["Odometer", "Odometer (km)", "Kms", "Kilometres"],
    price_drive_away: ["Drive Away Price", "DAP", "Driveaway Price", "Price Drive Away"],
    price_egc: ["EGC Price", "Price Excl Govt Charges", "Excl Govt Charges", "Price EGC", "Excluding Government Charges"],
    nvic: ["Redbook Code", "NVIC", "Redbook", "Glass Code"],
    build_date: ["Build Date", "Build"],
    compliance_date: ["Compliance Date", "Compliance"],
    location: ["Location Code", "Location", "Branch", "Yard"],
    dealercomments: ["Dealer Comments", "Comments", "Description"],
    features: ["Features", "Options", "Equipment"],
    photos: ["Photo URLs", "Photos", "Images", "Image URLs"],
    status: ["Status", "Stock Status"],
  },
  // A plain export with the operator API's own field names (docs/operator-api.md).
  generic: {
    stocknum: ["stocknum", "stock_number", "stock number"],
    vin: ["vin"],
    regplate: ["regplate", "rego", "registration"],
    rego_expiry: ["rego_expiry"],
    car_type: ["car_type", "condition"],
    year: ["year"],
    make: ["make"],
    model: ["model"],
    badge: ["badge"],
    series: ["series"],
    body: ["body"],
    trans: ["trans", "transmission"],
    fuel: ["fuel"],
    drive: ["drive"],
    colour: ["colour", "color"],
    km: ["km", "odometer"],
    price: ["price"],
    price_type: ["price_type"],
    nvic: ["nvic"],
    build_date: ["build_date"],
    compliance_date: ["compliance_date"],
    location: ["location", "location_id"],
    dealercomments: ["dealercomments", "comments", "description"],
    features: ["features", "standardEquipment"],
    photos: ["images", "photos"],
    status: ["status"],
  },
};

/** What the console calls each field. */
export const FEED_FIELD_LABELS: Record<FeedField, string> = {
  stocknum: "Stock number",
  vin: "VIN",
  regplate: "Rego",
  rego_expiry: "Rego expiry",
  car_type: "New / used / demo",
  year: "Year",
  make: "Make",
  model: "Model",
  badge: "Badge",
  series: "Series",
  body: "Body",
  trans: "Transmission",
  fuel: "Fuel",
  drive: "Drive",
  colour: "Colour",
  km: "Odometer",
  price: "Price",
  price_type: "Price type",
  price_drive_away: "Drive-away price",
  price_egc: "Price excl. government charges",
  nvic: "Redbook / NVIC code",
  build_date: "Build date",
  compliance_date: "Compliance date",
  location: "Location code",
  dealercomments: "Dealer comments",
  features: "Features",
  photos: "Photo URLs",
  status: "Status",
};

export const normalizeHeader = (h: string) => h.toLowerCase().replace(/[\s_\-./]+/g, "");

/** Each field's column index in this header, and which required columns are missing. */
export type ResolvedMapping = { columns: Partial<Record<FeedField, number>>; missing: FeedField[] };

/** A feed needs at least these (a vehicle needs year, make and model; the stock number or VIN is its identity). */
const REQUIRED: FeedField[] = ["year", "make", "model"];

export function resolveMapping(header: string[], settings: Pick<StockImportSettings, "preset" | "mapping">): ResolvedMapping {
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    const key = normalizeHeader(h);
    if (key && !index.has(key)) index.set(key, i);
  });
  const columns: Partial<Record<FeedField, number>> = {};
  for (const field of FEED_FIELDS) {
    const own = settings.mapping[field];
    const names = own !== undefined ? [own] : (PRESET_COLUMNS[settings.preset][field] ?? []);
    for (const name of names) {
      const i = index.get(normalizeHeader(name));
      if (i !== undefined) {
        columns[field] = i;
        break;
      }
    }
  }
  const missing = REQUIRED.filter((f) => columns[f] === undefined);
  if (columns.stocknum === undefined && columns.vin === undefined) missing.push("stocknum");
  return { columns, missing };
}

/** The header a preset's export writes for each field (the console shows it as the placeholder). */
export function presetHeader(preset: FeedPreset, field: FeedField): string | null {
  return PRESET_COLUMNS[preset][field]?.[0] ?? null;
}
