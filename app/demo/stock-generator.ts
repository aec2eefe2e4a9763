/**
 * Deterministic demo stock: `generateStock(profile, seed, now)` returns realistic vehicles for a
 * dealer profile. Pure: the same profile, seed and `now` always give identical output, and every
 * vehicle passes `vehicleSchema`.
 */
import type { VehicleInput } from "../stock/vehicle-schema.ts";
import { vehicleFullTitle, vehicleTitle } from "../stock/vehicle-names.ts";
import type { BodyFamily, ExteriorView, InteriorView } from "./artwork/kinds.ts";
import { artBodyFor } from "./artwork/body-types.ts";
import { interiorKindFor } from "./artwork/kinds.ts";
import {
  BASE_EQUIPMENT,
  CATALOG,
  INTERIOR_COLOURS,
  colourOptions,
  firstYear,
  seriesFor,
  type Badge,
  type CatalogModel,
  type ItemType,
  type PaintKey,
  type TrimKey,
} from "./catalog.ts";
import { SPIN_FRAMES, exteriorImageUrl, hasSpin, interiorImageUrl, spinFrameUrl } from "./media.ts";
import { createRng, type Rng } from "./random.ts";

export type CarType = "new" | "used" | "demo";
export type AuState = "QLD" | "NSW" | "VIC" | "SA" | "WA" | "TAS" | "NT" | "ACT";

export interface StockLocation {
  id: number;
  dealershipId: number | null;
  /** Used in dealer comments, e.g. 'Apex Southport'. */
  name?: string;
  state?: AuState;
  /** Relative share of the stock held here (default 1). */
  weight?: number;
  /** Item types this yard holds (default: all). */
  itemTypes?: ItemType[];
}

export interface CertifiedRule {
  make: string;
  carTypes?: CarType[];
  maxAgeYears?: number;
  maxKm?: number;
  /** Share of qualifying vehicles that are certified (default 1). */
  share?: number;
}

export interface StockProfile {
  count: number;
  /** Vehicle ids are idOffset + 1 … idOffset + count. */
  idOffset: number;
  /** Makes allowed (any item type); all makes when absent. */
  makes?: string[];
  /** Manufacturer lock: only this make. */
  lockedMake?: string;
  /** Extra weight per make, multiplied into the catalogue popularity. */
  makeWeights?: Record<string, number>;
  itemTypes: Partial<Record<ItemType, number>>;
  carTypes: Partial<Record<CarType, number>>;
  /** Car type mix per item type, overriding `carTypes`. */
  carTypesByItemType?: Partial<Record<ItemType, Partial<Record<CarType, number>>>>;
  certified?: CertifiedRule[];
  locations: StockLocation[];
}

const DAY = 86_400_000;
const CAR_TYPES: CarType[] = ["new", "used", "demo"];
const ITEM_TYPES: ItemType[] = ["car", "motorcycle", "truck", "caravan"];

// ---------------------------------------------------------------------------------------------
// Dates (Australian Eastern Standard Time, +10:00)

const AEST_OFFSET = 10 * 3_600_000;

function aest(ms: number): { y: number; m: number; d: number; hh: number; mm: number; ss: number } {
  const t = new Date(ms + AEST_OFFSET);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate(), hh: t.getUTCHours(), mm: t.getUTCMinutes(), ss: t.getUTCSeconds() };
}
const p2 = (n: number): string => String(n).padStart(2, "0");

/** ISO 8601 with the +10:00 offset, e.g. 2026-05-04T09:41:07+10:00. */
export function isoAest(ms: number): string {
  const a = aest(ms);
  return `${a.y}-${p2(a.m)}-${p2(a.d)}T${p2(a.hh)}:${p2(a.mm)}:${p2(a.ss)}+10:00`;
}
function isoDateAest(ms: number): string {
  const a = aest(ms);
  return `${a.y}-${p2(a.m)}-${p2(a.d)}`;
}

// ---------------------------------------------------------------------------------------------
// Identifiers

/** VIN transliteration values (ISO 3779 / North American check digit). */
const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
  "0": 0, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

export function vinYearCode(year: number): string {
  return YEAR_CODES[(((year - 2010) % 30) + 30) % 30];
}

/** A 17-character VIN with a valid check digit (position 9) and model-year code (position 10). */
export function makeVin(rng: Rng, wmi: string, year: number, serial: number): string {
  let vds = "";
  for (let i = 0; i < 5; i++) vds += rng.pick([..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"]);
  const plant = rng.pick([..."0123456789ABCDEFGHJKLMNPRSTUVWXYZ"]);
  const body = `${wmi}${vds}0${vinYearCode(year)}${plant}${String(serial % 1_000_000).padStart(6, "0")}`;
  const sum = [...body].reduce((acc, c, i) => acc + (VIN_VALUES[c] ?? 0) * VIN_WEIGHTS[i], 0);
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return body.slice(0, 8) + check + body.slice(9);
}

const PLATE_LETTERS = [..."ABCDEFGHJKLMNPRSTUVWXYZ"];

function plate(rng: Rng, state: AuState, itemType: ItemType): string {
  const L = (): string => rng.pick(PLATE_LETTERS);
  const D = (): string => String(rng.int(0, 9));
  if (itemType === "caravan") return state === "NSW" ? `T${L()}${D()}${D()}${L()}${L()}` : `${D()}${D()}${D()} U${L()}${L()}`;
  if (itemType === "motorcycle") return state === "NSW" ? `${L()}${L()}${D()}${D()}${D()}` : `${D()}${D()}${L()}${L()}${L()}`;
  if (state === "NSW" || state === "ACT") return `${L()}${L()}${D()}${D()}${L()}${L()}`;
  if (state === "VIC") return `${D()}${L()}${L()}${D()}${L()}${L()}`;
  return `${D()}${D()}${D()} ${L()}${L()}${L()}`;
}

// ---------------------------------------------------------------------------------------------
// Prices

/** Rounds to a retail-looking figure: 34,990 above $10k, 8,490 / 8,990 below. */
export function retailPrice(value: number): number {
  if (value < 10_000) return Math.max(1_990, Math.round(value / 500) * 500 - 10);
  return Math.round(value / 1000) * 1000 - 10;
}

function depreciation(itemType: ItemType, age: number): number {
  if (age <= 0) return 1;
  switch (itemType) {
    case "motorcycle":
      return 0.8 * Math.pow(0.88, age - 1);
    case "truck":
      return 0.8 * Math.pow(0.9, age - 1);
    case "caravan":
      return 0.86 * Math.pow(0.92, age - 1);
    default:
      return 0.86 * Math.pow(0.915, age - 1);
  }
}

function annualKm(rng: Rng, itemType: ItemType): number {
  if (itemType === "motorcycle") return rng.int(2_500, 8_000);
  if (itemType === "truck") return rng.int(20_000, 45_000);
  return rng.int(10_000, 25_000);
}

// ---------------------------------------------------------------------------------------------
// Text

const fmtInt = (n: number): string => Math.round(n).toLocaleString("en-AU");

interface CommentCtx {
  v: VehicleInput;
  m: CatalogModel;
  badge: Badge;
  location?: StockLocation;
  equipment: string[];
}

function sentencesFor(rng: Rng, c: CommentCtx): string[] {
  const { v, m, badge } = c;
  const name = vehicleFullTitle(v);
  const colour = (v.colour ?? "").toLowerCase();
  const out: string[] = [];
  const km = v.km ?? 0;
  if (v.car_type === "new")
    out.push(
      rng.pick([
        `Brand new ${name} in ${colour}, in stock and ready for delivery.`,
        `Drive away today in a brand new ${v.make} ${v.model} ${v.badge ?? ""} finished in ${colour}.`.replace("  ", " "),
        `Be the first owner of this ${name} in ${colour}.`,
      ]),
    );
  else if (v.car_type === "demo")
    out.push(
      rng.pick([
        `Ex-demonstrator ${name} with just ${fmtInt(km)} km on the clock.`,
        `Save thousands on this near-new demo ${v.make} ${v.model} in ${colour}, showing only ${fmtInt(km)} km.`,
      ]),
    );
  else if (m.itemType === "caravan")
    out.push(rng.pick([`This ${name} presents in excellent condition inside and out.`, `Well cared for ${name}, ready for your next lap of Australia.`]));
  else
    out.push(
      rng.pick([
        `This ${name} in ${colour} has travelled ${fmtInt(km)} km and presents beautifully.`,
        `One-owner ${name} with ${fmtInt(km)} km and a full service history.`,
        `Tidy ${name} in ${colour}, ${fmtInt(km)} km and log books present.`,
      ]),
    );
  const feats = c.equipment.slice(0, 6);
  if (feats.length >= 3) out.push(`Features include ${feats[0]}, ${feats[1]} and ${feats[2]}.`);
  if (m.itemType === "caravan" && m.caravan)
    out.push(
      `Sleeps ${m.caravan.sleeps} on a ${m.caravan.axle.toLowerCase()} axle chassis, with a tare of ${fmtInt(m.caravan.tareKg)} kg and an ATM of ${fmtInt(m.caravan.atmKg)} kg.`,
      "Off-grid ready with solar, lithium power and plenty of water storage.",
    );
  else if (badge.pt.fuel === "Electric") out.push("Enjoy quiet, emission-free driving, DC fast charging and over-the-air updates.");
  else if (m.itemType === "motorcycle") {
    out.push(`Its ${Math.round((badge.pt.engineLitres ?? 0) * 1000)}cc ${badge.pt.cylinders === 1 ? "single" : badge.pt.cylinders === 2 ? "twin" : `${badge.pt.cylinders}-cylinder`} is a gem on the daily commute and the weekend ride.`);
    if ((badge.pt.engineLitres ?? 1) <= 0.66) out.push("LAMS approved, so it is a perfect choice for newer riders.");
  } else {
    const trans = badge.pt.transText.replace(/Speed|Automatic|Manual|Dual Clutch|Automated/g, (w) => w.toLowerCase());
    const fuelWord = { Petrol: "petrol", Diesel: "diesel", Hybrid: "petrol-electric hybrid", PHEV: "plug-in hybrid", Electric: "electric" }[badge.pt.fuel];
    const induction = badge.pt.induction && badge.pt.induction !== "Aspirated" ? `${badge.pt.induction.toLowerCase()} ` : "";
    out.push(`Powered by a ${badge.pt.engineLitres?.toFixed(1)}L ${induction}${fuelWord} engine matched to ${/^(8|11|18)\b/.test(trans) ? "an" : "a"} ${trans}.`);
  }
  if (m.simpleBody === "ute" || m.simpleBody === "4x4") out.push(`Rated to tow up to ${fmtInt(m.towingKg ?? 3500)} kg braked, it is ready for work and play.`);
  if (m.seats >= 7 && m.itemType === "car") out.push(`With ${m.seats} seats there is room for the whole family and then some.`);
  if (v.certified) out.push(`${v.make} Certified Pre-Owned: an extra year of warranty, a 90 point inspection and 12 months roadside assistance.`);
  if (v.car_type === "new") out.push(`Backed by a ${m.warrantyYears} year manufacturer's warranty.`);
  if (v.car_type === "used" && m.itemType !== "caravan") out.push("Independently inspected, serviced and detailed before sale.");
  out.push(rng.pick(["Finance available on approved credit: ask us for a quote.", "Trade-ins welcome: get a fast, fair valuation on your current vehicle.", "Competitive finance and insurance available on site."]));
  if (c.location?.name) out.push(`Come and see it at ${c.location.name}.`);
  out.push(rng.pick(["Call now or enquire online to book a test drive.", "Enquire today before it is gone.", `Quote stock number ${v.stocknum} when you call.`]));
  return out;
}

function dealerComments(rng: Rng, c: CommentCtx): string | null {
  const r = rng.next();
  if (r < 0.08) return null;
  if (r < 0.15) return "";
  const all = sentencesFor(rng, c);
  if (r < 0.35) {
    // Long: everything, which comfortably exceeds 400 characters; pad with a closing paragraph if not.
    let text = all.join(" ");
    if (text.length <= 420)
      text += " Our friendly team can arrange delivery, extended warranty and accessories, and we are open six days a week for inspections and test drives.";
    return text;
  }
  // Short: the opening line, one to three others in their natural order, and the call to action;
  // kept under 400 characters.
  const middle = all.slice(1, -1);
  const keep = new Set(rng.sample(middle.map((_, k) => k), rng.int(1, 3)));
  const picked = [all[0], ...middle.filter((_, k) => keep.has(k))];
  const closing = all[all.length - 1];
  let text = [...picked, closing].join(" ");
  while (text.length > 400 && picked.length > 1) {
    picked.pop();
    text = [...picked, closing].join(" ");
  }
  return text.length > 400 ? all[0].slice(0, 400) : text;
}

function equipmentFor(rng: Rng, m: CatalogModel, badge: Badge, badgeIndex: number): string[] {
  const adds = badge.adds ?? [];
  let pool: readonly string[];
  let n: number;
  if (m.itemType === "motorcycle") {
    pool = BASE_EQUIPMENT.motorcycle;
    n = rng.int(8, 14);
  } else if (m.itemType === "truck") {
    pool = BASE_EQUIPMENT.truck;
    n = rng.int(8, 14);
  } else if (m.itemType === "caravan") {
    pool = BASE_EQUIPMENT.caravan;
    n = rng.int(10, 25);
  } else {
    pool = [...BASE_EQUIPMENT.car, ...(m.simpleBody === "ute" || m.simpleBody === "4x4" ? BASE_EQUIPMENT.ute : []), ...(badge.pt.fuel === "Electric" ? BASE_EQUIPMENT.ev : [])];
    n = Math.min(25, 8 + badgeIndex * 3 + rng.int(0, 6));
  }
  const base = rng.sample(pool.filter((x) => !adds.includes(x)), Math.max(0, n - adds.length));
  return [...adds, ...base].slice(0, 25);
}

// ---------------------------------------------------------------------------------------------
// The generator

function weightsOf<T extends string>(keys: readonly T[], w: Partial<Record<T, number>> | undefined): [T, number][] {
  return keys.map((k) => [k, w?.[k] ?? 0] as [T, number]).filter(([, x]) => x > 0);
}

const USED_AGE: [number, number][] = [
  [1, 6],
  [2, 10],
  [3, 11],
  [4, 11],
  [5, 10],
  [6, 9],
  [7, 8],
  [8, 7],
  [9, 6],
  [10, 5],
  [11, 4],
  [12, 3],
  [13, 3],
  [14, 2],
  [15, 2],
];

const VIEW_LABELS: Record<ExteriorView | InteriorView, string> = {
  front3q: "front three-quarter view",
  side: "side view",
  rear3q: "rear three-quarter view",
  front: "front view",
  rear: "rear view",
  interior: "interior",
  seats: "seats",
};

function imagesFor(rng: Rng, v: { year: number; make: string; model: string }, family: BodyFamily, paint: PaintKey, trim: TrimKey): { url: string; alt: string }[] {
  const kind = interiorKindFor(family);
  const ordered: { url: string; view: ExteriorView | InteriorView }[] = [
    { url: exteriorImageUrl(family, paint, "front3q"), view: "front3q" },
    { url: exteriorImageUrl(family, paint, "side"), view: "side" },
    { url: exteriorImageUrl(family, paint, "rear3q"), view: "rear3q" },
    { url: interiorImageUrl(kind, kind === "motorcycle" ? "black" : trim, "interior"), view: "interior" },
    { url: exteriorImageUrl(family, paint, "front"), view: "front" },
    { url: exteriorImageUrl(family, paint, "rear"), view: "rear" },
  ];
  if (kind !== "motorcycle") ordered.push({ url: interiorImageUrl(kind, trim, "seats"), view: "seats" });
  const n = Math.min(ordered.length, rng.int(4, 12));
  const title = vehicleTitle(v);
  return ordered.slice(0, n).map(({ url, view }) => ({ url, alt: `${title} – ${VIEW_LABELS[view]}` }));
}

function candidateModels(profile: StockProfile, itemType: ItemType): CatalogModel[] {
  return CATALOG.filter(
    (m) =>
      m.itemType === itemType &&
      (!profile.lockedMake || m.make === profile.lockedMake) &&
      (!profile.makes || profile.makes.includes(m.make)),
  );
}

export function generateStock(profile: StockProfile, seed: number, now: Date): VehicleInput[] {
  const nowMs = now.getTime();
  const nowYear = aest(nowMs).y;
  const root = createRng(seed);
  const itemWeights = weightsOf(ITEM_TYPES, profile.itemTypes).filter(([t]) => candidateModels(profile, t).length > 0);
  if (!itemWeights.length) throw new Error("profile allows no catalogue models");
  if (!profile.locations.length) throw new Error("profile needs at least one location");
  const out: VehicleInput[] = [];
  for (let i = 0; i < profile.count; i++) {
    const rng = root.fork(i);
    const itemType = rng.weighted(itemWeights);
    const carType = rng.weighted(weightsOf(CAR_TYPES, profile.carTypesByItemType?.[itemType] ?? profile.carTypes));
    // Year first (for used stock), then a model that was on sale that year.
    let year: number;
    if (carType === "new") year = nowYear - (rng.chance(0.82) ? 0 : 1);
    else if (carType === "demo") year = nowYear - rng.weighted([[0, 0.3], [1, 0.55], [2, 0.15]] as [number, number][]);
    else year = nowYear - rng.weighted(USED_AGE);
    let pool = candidateModels(profile, itemType).filter((m) => firstYear(m) <= year && (m.until ?? nowYear) >= year && (carType === "used" || m.until === undefined || m.until >= nowYear - 1));
    if (!pool.length) {
      // Fall back to the newest year any allowed model covers.
      pool = candidateModels(profile, itemType).filter((m) => carType === "used" || m.until === undefined);
      if (!pool.length) pool = candidateModels(profile, itemType);
      const latestFirst = Math.max(...pool.map(firstYear));
      year = Math.min(nowYear, Math.max(year, latestFirst));
      pool = pool.filter((m) => firstYear(m) <= year);
    }
    const m = rng.weighted(pool.map((x) => [x, x.popularity * (profile.makeWeights?.[x.make] ?? 1)] as [CatalogModel, number]));
    const badgeIndex = rng.weighted(m.badges.map((_, k) => [k, 1 / (1 + k * 0.45)] as [number, number]));
    const badge = m.badges[badgeIndex];
    const p = badge.pt;
    const age = nowYear - year;

    // Colour, trim, odometer.
    const [colour, paint] = rng.weighted(colourOptions(m).map((c) => [c, c[2]] as [[string, PaintKey, number], number]));
    const trimChoice =
      m.itemType === "motorcycle"
        ? null
        : m.itemType === "caravan"
          ? rng.pick([["Driftwood", "beige"], ["Charcoal", "grey"]] as [string, TrimKey][])
          : rng.weighted(INTERIOR_COLOURS.map(([n, t, w]) => [[n, t], w] as [[string, TrimKey], number]));
    const expectedKm = Math.max(1, age) * annualKm(rng, m.itemType);
    let km: number | null;
    if (m.itemType === "caravan") km = null;
    else if (carType === "new") km = rng.chance(0.15) ? 0 : rng.int(2, 50);
    else if (carType === "demo") km = rng.int(500, 15_000);
    else km = Math.max(1_000, Math.round(rng.normal(expectedKm, expectedKm * 0.35)));

    // Price.
    const listThen = badge.price * (1 - 0.022 * age);
    let price: number;
    if (carType === "new") price = retailPrice(listThen * rng.float(1.05, 1.09) * (year < nowYear ? 0.95 : 1));
    else if (carType === "demo") price = retailPrice(listThen * rng.float(0.97, 1.03));
    else {
      const kmAdj = km === null ? 1 : Math.min(1.1, Math.max(0.82, 1 - 0.12 * (km / expectedKm - 1)));
      const retention = Math.pow(m.retention, Math.min(age, 8) / 4);
      price = retailPrice(listThen * depreciation(m.itemType, age) * retention * kmAdj * rng.float(0.95, 1.05));
    }
    const beforePrice = rng.chance(0.1) ? retailPrice(price * rng.float(1.04, 1.1) + 1000) : null;

    // Status and dates.
    const st = rng.next();
    const status = st < 0.05 ? "coming_soon" : st < 0.11 ? "sold" : "in_stock";
    let soldMs: number | null = null;
    if (status === "sold") soldMs = nowMs - (rng.chance(0.5) ? rng.float(0.05, 2.9) : rng.float(5, 30)) * DAY;
    let createdDaysAgo = rng.chance(0.1) ? rng.float(0.05, 7.9) : rng.float(8.1, 120);
    if (soldMs !== null && nowMs - createdDaysAgo * DAY >= soldMs - DAY) createdDaysAgo = (nowMs - soldMs) / DAY + rng.float(5, 60);
    const createdMs = Math.floor((nowMs - createdDaysAgo * DAY) / 1000) * 1000;
    const updatedMs = Math.min(nowMs, Math.max(createdMs, soldMs ?? 0) + rng.float(0, 3) * DAY);

    const location = rng.weighted(profile.locations.filter((l) => !l.itemTypes || l.itemTypes.includes(m.itemType)).map((l) => [l, l.weight ?? 1] as [StockLocation, number]).concat(profile.locations.some((l) => !l.itemTypes || l.itemTypes.includes(m.itemType)) ? [] : profile.locations.map((l) => [l, l.weight ?? 1] as [StockLocation, number])));
    const state: AuState = location.state ?? "QLD";

    // Certification.
    const certified = (profile.certified ?? []).some(
      (r) =>
        r.make === m.make &&
        (r.carTypes ?? ["used"]).includes(carType) &&
        age <= (r.maxAgeYears ?? 5) &&
        (km ?? 0) <= (r.maxKm ?? 140_000) &&
        rng.chance(r.share ?? 1),
    );

    const id = profile.idOffset + i + 1;
    const prefix = carType === "new" ? "N" : carType === "demo" ? "D" : "U";
    const stocknum = `${prefix}${((i * 7919 + (profile.idOffset % 9973)) % 90_000) + 10_000}`;
    const vin = makeVin(rng, m.wmi, year, rng.int(100_000, 999_999));

    // Build and compliance dates: up to a year before the model year, never in the future.
    const nowA = aest(nowMs);
    const buildYear = carType === "new" || rng.chance(0.7) ? year : year - 1;
    const maxMonth = buildYear >= nowA.y ? Math.max(1, nowA.m - 1) : 12;
    const buildMonth = rng.int(1, maxMonth);
    const buildDate = `${buildYear}-${p2(buildMonth)}-01`;
    const compMonth = buildMonth + 1 > 12 ? 1 : buildMonth + 1;
    const compYear = buildMonth + 1 > 12 ? buildYear + 1 : buildYear;
    const complianceDate = compYear > nowA.y || (compYear === nowA.y && compMonth > nowA.m) ? buildDate : `${compYear}-${p2(compMonth)}-01`;

    const family = artBodyFor(m);
    const images = imagesFor(rng, { year, make: m.make, model: m.model }, family, paint, trimChoice?.[1] ?? "black");
    const spin = m.itemType === "car" && hasSpin(family, paint) && rng.chance(0.15) ? Array.from({ length: SPIN_FRAMES }, (_, f) => spinFrameUrl(family, paint, f)) : [];

    const isCaravan = m.itemType === "caravan";
    const isBike = m.itemType === "motorcycle";
    const equipment = equipmentFor(rng, m, badge, badgeIndex);

    const v: VehicleInput = {
      id,
      item_type: m.itemType,
      year,
      make: m.make,
      model: m.model,
      badge: badge.name,
      series: seriesFor(m, year),
      colour,
      interior_colour: trimChoice?.[0] ?? null,
      price,
      before_price: beforePrice,
      price_type: carType === "used" ? (rng.chance(0.55) ? "Excl. Govt. Charges" : "Drive Away") : "Drive Away",
      km,
      status,
      car_type: carType,
      tag: null,
      reserved: status === "in_stock" && rng.chance(0.02),
      certified,
      created_at: isoAest(createdMs),
      updated_at: isoAest(updatedMs),
      stocknum,
      vin,
      regplate: carType === "new" ? null : plate(rng, state, m.itemType),
      rego_expiry: carType === "new" ? null : isoDateAest(nowMs + (rng.chance(0.1) ? -rng.int(1, 60) : rng.int(7, 360)) * DAY),
      build_date: buildDate,
      compliance_date: complianceDate,
      location_id: location.id,
      dealership_id: location.dealershipId,
      images,
      spin_images: spin,
      video_url: null,
      external_video_url: null,
      simple_body: m.simpleBody,
      body: m.body,
      simple_fuel: isCaravan ? null : p.fuel,
      fuel: isCaravan ? null : p.fuelText,
      simple_transmission: isCaravan ? null : p.transmission,
      trans: isCaravan ? null : p.transText,
      simple_drive: isCaravan || isBike ? null : p.drive,
      drive: isCaravan ? null : p.driveText,
      seats: isCaravan ? null : m.seats,
      doors: isCaravan || isBike ? null : m.doors,
      engine_size_litres: isCaravan ? null : p.engineLitres,
      gearnum: isCaravan ? null : p.gears,
      dealercomments: null,
      standardEquipment: equipment,
      variant: isCaravan
        ? { vehiclelength: m.dims.length, vehiclewidth: m.dims.width, vehicleheight: m.dims.height, grossvehiclemass: m.gvmKg, bodyconfiguration: m.bodyConfig }
        : {
            fuelconsumptioncombined: p.l100km,
            cylinders: p.cylinders,
            enginesize_litres: p.engineLitres,
            induction: p.induction,
            geartype: p.gearType,
            fuelcapacity: m.fuelTankL,
            grossvehiclemass: m.gvmKg,
            vehiclelength: m.dims.length,
            vehicleheight: m.dims.height,
            vehiclewidth: m.dims.width,
            towingcapacitybraked: m.towingKg,
            torque: p.torqueNm,
            bodyconfiguration: m.bodyConfig,
            ancaprating: m.ancap,
          },
      specifications:
        isCaravan && m.caravan
          ? {
              body_width: m.caravan.widthM,
              body_length: m.caravan.lengthM,
              tare_weight: m.caravan.tareKg,
              aggregate_trailer_mass: m.caravan.atmKg,
              axle_type: m.caravan.axle,
              sleeps: m.caravan.sleeps,
            }
          : null,
      autograb_data: null,
      payment_processors: status === "in_stock" ? [{ name: "Reserve deposit", amount: 200 }] : [],
      sold_date_timestamp: soldMs === null ? null : Math.floor(soldMs / 1000),
      show_on_dealer_website: !rng.chance(0.02),
      views: status === "coming_soon" ? rng.int(0, 40) : Math.floor(400 * Math.pow(rng.next(), 2)),
    };

    // Tags (about 8%), chosen to agree with the vehicle.
    if (rng.chance(0.08)) {
      const options: string[] = [];
      if (carType === "new" && year < nowYear) options.push("Runout Sale");
      if (carType !== "used") options.push("Test Drive Only");
      if (beforePrice !== null) options.push("Price Drop");
      if (carType === "used" && km !== null && km < expectedKm * 0.6) options.push("Low Kms");
      if (!options.length) options.push(carType === "used" ? "Price Drop" : "Test Drive Only");
      v.tag = rng.pick(options);
    }
    if (carType === "used" && !isCaravan) {
      const market = rng.chance(0.3) ? price + Math.max(500, price * rng.float(0.02, 0.07)) : price * rng.float(0.97, 1.02);
      v.autograb_data = {
        average_market_price: Math.round(market / 50) * 50,
        state_average_market_price: Math.round((market * rng.float(0.98, 1.03)) / 50) * 50,
      };
    }
    v.dealercomments = dealerComments(rng, { v, m, badge, location, equipment });
    out.push(v);
  }
  return out;
}
