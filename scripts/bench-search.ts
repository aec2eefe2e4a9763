/**
 * Stock search benchmark: our StockIndex against itemsjs and Orama on synthetic dealer stock.
 *
 *   node scripts/bench-search.ts [--sizes=2000,10000,50000] [--queries=360] [--passes=3] [--engines=forecourt,itemsjs,orama]
 *                                [--baseline=../other-worktree]
 *
 * --baseline: also runs the StockIndex of another checkout (e.g. main) side by side with this one, query by
 * query in alternating order so both see the same machine load, and prints both engines' p50/p99 over all
 * queries and over the free-text ones (a before/after measurement in one run).
 *
 * For each size it builds the three engines from the same deterministic stock, runs one mix of
 * queries (text, facets, ranges, sorts, deep pages) through each — every engine producing a page
 * of 21 hits, the total count and disjunctive counts for the 21 facet attributes — checks that
 * they agree on counts where all three support the query (no free text: the engines' text
 * matching differs by design), and prints p50/p99 latency per engine and the ratio to the best peer.
 *
 * Peers get the stock already reduced by the default stock filter (visible, in stock or recently
 * sold) and inserted in rank order, so `rank:desc` is their natural order: that only saves them work.
 * Our engine also computes facet stats and the sold-run collapse, which the peers do not.
 */

import { performance } from "node:perf_hooks";
// @ts-expect-error -- itemsjs ships without type declarations; the little used here is typed below.
import itemsjsUntyped from "itemsjs";
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import { StockIndex } from "../app/search/engine.ts";
import { toSearchDocument, type SearchContext, type SearchDocument } from "../app/search/search-document.ts";
import { FACET_ATTRIBUTES, PAGE_SIZE, type FacetAttribute, type SearchQuery } from "../app/stock/attributes.ts";
import { vehicleSchema, deriveVehicleSlug, type Vehicle } from "../app/stock/vehicle-schema.ts";

interface ItemsJsResult {
  pagination: { total: number };
  data: { items: unknown[]; aggregations: Record<string, { buckets: { key: string; doc_count: number }[] }> };
}
interface ItemsJs {
  search(input: {
    per_page: number;
    page: number;
    query?: string;
    sort?: string;
    filters?: Record<string, string[]>;
    filter?: (item: Record<string, unknown>) => boolean;
  }): ItemsJsResult;
}
const itemsjs = itemsjsUntyped as (items: object[], config: object) => ItemsJs;

// ---------------------------------------------------------------- options

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? "true"] as const;
  }),
);
const SIZES = (args.get("sizes") ?? "2000,10000,50000").split(",").map(Number);
const QUERY_COUNT = Number(args.get("queries") ?? 360);
const PASSES = Number(args.get("passes") ?? 3);
const ENGINES = new Set((args.get("engines") ?? "forecourt,itemsjs,orama").split(","));
const BASELINE = args.get("baseline");
const NOW = new Date("2025-06-15T12:00:00Z");
const NOW_S = Math.floor(NOW.getTime() / 1000);
const DAY = 86_400;

// ---------------------------------------------------------------- deterministic generator

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
function weighted<T>(r: Rand, xs: readonly (readonly [T, number])[]): T {
  const total = xs.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [v, w] of xs) if ((x -= w) < 0) return v;
  return xs[xs.length - 1][0];
}

type ModelSpec = readonly [model: string, body: string, basePrice: number];
const CATALOG: readonly (readonly [make: string, weight: number, models: readonly ModelSpec[]])[] = [
  ["Toyota", 20, [["HiLux", "ute", 55_000], ["Corolla", "hatch", 30_000], ["RAV4", "suv", 42_000], ["LandCruiser", "wagon", 90_000], ["Camry", "sedan", 38_000], ["Kluger", "suv", 60_000], ["Prado", "suv", 75_000], ["Yaris", "hatch", 25_000]]],
  ["Ford", 11, [["Ranger", "ute", 58_000], ["Everest", "suv", 65_000], ["Mustang", "coupe", 70_000], ["Transit", "van", 55_000], ["Puma", "suv", 35_000]]],
  ["Mazda", 10, [["CX-5", "suv", 40_000], ["CX-3", "suv", 30_000], ["Mazda3", "hatch", 32_000], ["BT-50", "ute", 50_000], ["CX-9", "suv", 55_000], ["MX-5", "convertible", 45_000]]],
  ["Hyundai", 8, [["i30", "hatch", 28_000], ["Tucson", "suv", 40_000], ["Santa Fe", "suv", 55_000], ["Kona", "suv", 33_000], ["Staria", "peopleMover", 55_000]]],
  ["Kia", 7, [["Sportage", "suv", 40_000], ["Cerato", "sedan", 28_000], ["Sorento", "suv", 55_000], ["Carnival", "peopleMover", 55_000], ["Picanto", "hatch", 18_000]]],
  ["Mitsubishi", 6, [["Triton", "ute", 45_000], ["Outlander", "suv", 40_000], ["ASX", "suv", 30_000], ["Pajero Sport", "suv", 50_000]]],
  ["Nissan", 5, [["Navara", "ute", 50_000], ["X-Trail", "suv", 42_000], ["Patrol", "wagon", 85_000], ["Qashqai", "suv", 38_000]]],
  ["Volkswagen", 5, [["Amarok", "ute", 65_000], ["Golf", "hatch", 40_000], ["Tiguan", "suv", 48_000], ["Polo", "hatch", 28_000]]],
  ["Subaru", 4, [["Forester", "suv", 42_000], ["Outback", "wagon", 48_000], ["XV", "suv", 35_000], ["WRX", "sedan", 55_000]]],
  ["Isuzu", 3, [["D-Max", "ute", 50_000], ["MU-X", "suv", 55_000]]],
  ["Honda", 3, [["CR-V", "suv", 45_000], ["Civic", "hatch", 38_000], ["HR-V", "suv", 35_000]]],
  ["Holden", 3, [["Commodore", "sedan", 30_000], ["Colorado", "ute", 40_000], ["Captiva", "suv", 25_000]]],
  ["BMW", 2, [["X5", "suv", 110_000], ["3 Series", "sedan", 75_000], ["X3", "suv", 80_000]]],
  ["Mercedes-Benz", 2, [["C-Class", "sedan", 80_000], ["GLC", "suv", 90_000], ["Sprinter", "van", 75_000]]],
  ["Audi", 2, [["A3", "hatch", 50_000], ["Q5", "suv", 80_000]]],
  ["Tesla", 1, [["Model 3", "sedan", 60_000], ["Model Y", "suv", 70_000]]],
  ["Suzuki", 2, [["Swift", "hatch", 24_000], ["Jimny", "suv", 33_000], ["Vitara", "suv", 33_000]]],
  ["MG", 2, [["ZS", "suv", 28_000], ["MG3", "hatch", 20_000], ["HS", "suv", 35_000]]],
  ["Land Rover", 1, [["Range Rover Sport", "suv", 150_000], ["Defender", "suv", 110_000]]],
  ["Jeep", 1, [["Wrangler", "suv", 75_000], ["Grand Cherokee", "suv", 80_000]]],
];
const BADGES = ["GX", "GXL", "SR", "SR5", "Rogue", "XLT", "Wildtrak", "Sport", "Touring", "GT", "Maxx", "Active", "Elite", "Premium", "Highlander", "Limited", "Titanium", "Ascent", "ZR", "Trend", "Platinum", "LS", "LT", "Exceed", "GLX", "ST", "ST-L", "Evolve", "Akari", "Pure"];
const COLOURS: readonly (readonly [string, number])[] = [["White", 30], ["Silver", 12], ["Grey", 15], ["Black", 15], ["Blue", 10], ["Red", 8], ["Green", 2], ["Orange", 2], ["Yellow", 1], ["Brown", 2], ["Gold", 1], ["Beige", 2]];
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const SEATS: Record<string, number[]> = { ute: [5, 5, 2], suv: [5, 5, 7], peopleMover: [8], van: [2, 3], coupe: [4], convertible: [2], hatch: [5], sedan: [5], wagon: [5, 7, 8] };

const LOCATIONS = [
  [1, "Brisbane City", "Brisbane", "QLD", 1],
  [2, "Gold Coast", "Southport", "QLD", 1],
  [3, "Sunshine Coast", "Maroochydore", "QLD", 1],
  [4, "Sydney North", "Chatswood", "NSW", 2],
  [5, "Sydney West", "Parramatta", "NSW", 2],
  [6, "Newcastle", "Newcastle", "NSW", 2],
  [7, "Melbourne CBD", "Melbourne", "VIC", 3],
  [8, "Geelong", "Geelong", "VIC", 3],
  [9, "Adelaide", "Adelaide", "SA", 4],
  [10, "Perth", "Perth", "WA", 4],
  [11, "Hobart", "Hobart", "TAS", 4],
  [12, "Darwin", "Darwin", "NT", 4],
] as const;
const CTX: SearchContext = {
  locations: new Map(LOCATIONS.map(([id, name, city, state]) => [id, { name, slug: name.toLowerCase().replace(/\s+/g, "-"), city, state }])),
  dealerships: new Map(
    [
      [1, "Forecourt Queensland"],
      [2, "Forecourt New South Wales"],
      [3, "Forecourt Victoria"],
      [4, "Forecourt West"],
    ].map(([id, name]) => [id as number, { name: name as string, slug: (name as string).toLowerCase().replace(/\s+/g, "-") }]),
  ),
};

function generateStock(count: number, seed: number): Vehicle[] {
  const r = mulberry32(seed);
  const makes = CATALOG.map((m) => [m, m[1]] as const);
  const out: Vehicle[] = [];
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const [make, , models] = weighted(r, makes);
    const [model, body, base] = pick(r, models);
    const carType = weighted(r, [["new", 22], ["demo", 8], ["used", 70]] as const);
    const year = carType === "new" ? 2025 : carType === "demo" ? pick(r, [2024, 2025]) : 2024 - Math.floor(Math.pow(r(), 1.6) * 16);
    const age = 2025 - year;
    const km = carType === "new" ? Math.floor(r() * 50) : carType === "demo" ? 1000 + Math.floor(r() * 9000) : Math.max(100, Math.floor(age * 15_000 * (0.5 + r())));
    let price: number | null = Math.max(2_990, Math.round((base * Math.pow(0.86, age) * (0.85 + 0.3 * r())) / 1000) * 1000 - 10);
    const p = r();
    if (p < 0.03) price = null;
    else if (p < 0.04) price = 0;
    const status = weighted(r, [["in_stock", 86], ["coming_soon", 4], ["sold", 6], ["on_hold", 2], ["archived", 2]] as const);
    const [locationId, , , , dealershipId] = pick(r, LOCATIONS);
    const fuel = make === "Tesla" ? "Electric" : body === "ute" || model === "LandCruiser" || model === "Patrol" ? weighted(r, [["Diesel", 85], ["Petrol", 15]] as const) : weighted(r, [["Petrol", 80], ["Diesel", 8], ["Hybrid", 8], ["PHEV", 2], ["Electric", 2]] as const);
    const drive = body === "ute" || body === "wagon" ? weighted(r, [["4x4", 80], ["RWD", 20]] as const) : body === "suv" ? weighted(r, [["AWD", 60], ["FWD", 30], ["4x4", 10]] as const) : weighted(r, [["FWD", 75], ["RWD", 25]] as const);
    const badgeBase = BADGES[(Math.floor(r() * 6) + model.length * 7 + make.length) % BADGES.length];
    const badge = r() < 0.1 ? null : r() < 0.25 ? `${badgeBase} (4x4) Dual Cab` : badgeBase;
    const vin = Array.from({ length: 17 }, () => VIN_CHARS[Math.floor(r() * VIN_CHARS.length)]).join("");
    const raw = {
      id,
      year,
      make,
      model,
      badge,
      series: r() < 0.5 ? `${model.replace(/[^A-Za-z0-9]/g, "").slice(0, 3).toUpperCase()}${100 + Math.floor(r() * 50)}R` : null,
      colour: weighted(r, COLOURS),
      price,
      km,
      status,
      car_type: carType,
      tag: weighted(r, [[null, 90], ["Runout", 5], ["Special", 3], ["Low KMs", 2]] as const),
      certified: carType === "used" && r() < 0.15,
      created_at: new Date((NOW_S - Math.floor(r() * 180 * DAY)) * 1000).toISOString(),
      stocknum: `${String.fromCharCode(65 + (locationId % 26))}${100000 + id}`,
      vin,
      regplate: carType === "new" ? null : `${VIN_CHARS[Math.floor(r() * 23)]}${VIN_CHARS[Math.floor(r() * 23)]}${VIN_CHARS[Math.floor(r() * 23)]}${100 + Math.floor(r() * 900)}`,
      location_id: locationId,
      dealership_id: dealershipId,
      simple_body: body,
      simple_fuel: fuel,
      simple_transmission: r() < 0.88 ? "Automatic" : "Manual",
      simple_drive: drive,
      seats: pick(r, SEATS[body] ?? [5]),
      subscription_price: r() < 0.2 && price ? Math.round(price / 150) : null,
      sold_date_timestamp: status === "sold" ? NOW_S - Math.floor(r() * 10 * DAY) : null,
      show_on_dealer_website: r() > 0.03,
    };
    const v = vehicleSchema.parse(raw);
    out.push({ ...v, slug: deriveVehicleSlug(v) });
  }
  return out;
}

// ---------------------------------------------------------------- query mix

interface BenchQuery {
  q: SearchQuery;
  /** All three engines support it identically (no free text), so counts are compared. */
  comparable: boolean;
}

function generateQueries(stock: Vehicle[], count: number, seed: number): BenchQuery[] {
  const r = mulberry32(seed);
  const sorts = ["rank:desc", "price:asc", "price:desc", "year:desc", "km:asc", "created_at:desc"] as const;
  const makes = CATALOG.map((m) => m[0]);
  const sample = () => pick(r, stock);
  const texts = ["toyota", "hilux", "hil", "cor", "ranger", "ranegr", "toyta", "corola", "white ute", "toyota hilux sr5", "mazda cx-5", "cx5", "land cruiser", "landcruiser", "sport", "4x4 dual cab", "wildtrak", "everest", "tesla model", "red", "zzzz", "gxl", "prado gxl"];
  const out: BenchQuery[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 10;
    const q: SearchQuery = { query: "", page: 1, sortBy: pick(r, sorts), facets: {}, ranges: {} };
    let comparable = true;
    switch (kind) {
      case 0: // landing page, various sorts and a few pages
        q.page = 1 + Math.floor(r() * 3);
        break;
      case 1: // one make
        q.facets.make = [pick(r, makes)];
        break;
      case 2: {
        // make and model of a real car
        const v = sample();
        q.facets.make = [v.make];
        q.facets.model = [v.model];
        break;
      }
      case 3: // several facets
        q.facets.make = [pick(r, makes), pick(r, makes)];
        q.facets.car_type = [pick(r, ["used", "new", "demo"])];
        q.facets.body = [pick(r, ["suv", "ute", "hatch", "sedan"])];
        break;
      case 4: // price range and more
        q.ranges.price = { min: 5_000 * Math.floor(r() * 6), max: 20_000 + 10_000 * Math.floor(r() * 6) };
        if (r() < 0.5) q.facets.fuel = [pick(r, ["Petrol", "Diesel"])];
        if (r() < 0.5) q.facets.state = [pick(r, ["QLD", "NSW", "VIC"])];
        break;
      case 5: // km and year ranges with colours
        q.ranges.km = { max: 20_000 * (1 + Math.floor(r() * 5)) };
        q.ranges.year = { min: 2015 + Math.floor(r() * 8) };
        q.facets.colour = [pick(r, ["White", "Black", "Grey"]), pick(r, ["Blue", "Red", "Silver"])];
        break;
      case 6: // free text
      case 7:
        q.query = pick(r, texts);
        if (r() < 0.3) q.facets.car_type = ["used"];
        comparable = false;
        break;
      case 8: // deep pages
        q.page = 10 + Math.floor(r() * 40);
        if (r() < 0.5) q.facets.location_name = [pick(r, [...CTX.locations.values()]).name];
        break;
      case 9: // everything together
        q.facets.make = [pick(r, makes)];
        q.facets.transmission = ["Automatic"];
        q.ranges.price = { max: 60_000 };
        q.facets.year = [String(2018 + Math.floor(r() * 7)), String(2018 + Math.floor(r() * 7))];
        if (r() < 0.5) {
          q.query = pick(r, ["white", "sport", "4x4", "gx"]);
          comparable = false;
        }
        break;
    }
    out.push({ q, comparable });
  }
  return out;
}

// ---------------------------------------------------------------- engines

interface EngineResult {
  count: number;
  hits: number;
  make: Map<string, number>;
}

interface Engine {
  name: string;
  buildMs: number;
  run(q: SearchQuery): EngineResult;
  /** Count to compare: ours without the sold collapse, which peers do not have. */
  check?(q: SearchQuery): EngineResult;
}

function rankOrder(docs: SearchDocument[]): SearchDocument[] {
  const statusRank: Record<string, number> = { in_stock: 0, coming_soon: 1, sold: 2 };
  return [...docs].sort((a, b) => statusRank[a.status] - statusRank[b.status] || b.created_at_timestamp - a.created_at_timestamp || a.id - b.id);
}

function listedDocs(stock: Vehicle[]): SearchDocument[] {
  const cutoff = NOW_S - 3 * DAY;
  return rankOrder(
    stock
      .filter((v) => v.show_on_dealer_website && (v.status === "in_stock" || v.status === "coming_soon" || (v.status === "sold" && v.sold_date_timestamp !== null && v.sold_date_timestamp >= cutoff)))
      .map((v) => toSearchDocument(v, CTX)),
  );
}

function ours(stock: Vehicle[], Index: typeof StockIndex = StockIndex, name = "forecourt"): Engine {
  const t0 = performance.now();
  const index = new Index(stock, CTX, { include_sold_cars_days: 3 });
  const buildMs = performance.now() - t0;
  const toResult = (res: ReturnType<StockIndex["search"]>): EngineResult => ({ count: res.count, hits: res.hits.length, make: new Map(res.facets.make.filter((f) => f.count > 0).map((f) => [f.value, f.count])) });
  return {
    name,
    buildMs,
    run: (q) => toResult(index.search(q, NOW)),
    check: (q) => toResult(index.search(q, NOW, { collapseSold: false })),
  };
}

type Flat = Record<string, string | number | boolean | null | undefined>;

function withoutNulls(d: SearchDocument): Flat {
  const out: Flat = {};
  for (const [k, v] of Object.entries(d)) if (v !== null && v !== undefined) out[k] = typeof v === "number" && (k === "year" || k === "seats") ? String(v) : v;
  // Keep numeric year and seats for ranges and sorting next to their string facet form.
  out.year_n = d.year;
  if (d.seats !== null) out.seats_n = d.seats;
  return out;
}

const RANGE_FIELD: Record<string, string> = { price: "price", km: "km", year: "year_n", seats: "seats_n", subscription_price: "subscription_price", weekly_price: "weekly_price" };
const SORT_FIELD: Record<string, [string, "asc" | "desc"] | null> = {
  "rank:desc": null,
  "price:asc": ["price", "asc"],
  "price:desc": ["price", "desc"],
  "year:desc": ["year_n", "desc"],
  "km:asc": ["km", "asc"],
  "created_at:desc": ["created_at_timestamp", "desc"],
};

function itemsjsEngine(stock: Vehicle[]): Engine {
  const docs = listedDocs(stock).map(withoutNulls);
  const t0 = performance.now();
  const aggregations: Record<string, { title: string; size: number; conjunction: boolean }> = {};
  for (const a of FACET_ATTRIBUTES) aggregations[a] = { title: a, size: 10_000, conjunction: false };
  const sortings: Record<string, { field: string; order: string }> = {};
  for (const [k, v] of Object.entries(SORT_FIELD)) if (v) sortings[k] = { field: v[0], order: v[1] };
  const engine = itemsjs(docs, { aggregations, sortings, searchableFields: ["make", "model", "badge", "colour", "body", "stocknum", "vin", "regplate"] });
  const buildMs = performance.now() - t0;
  return {
    name: "itemsjs",
    buildMs,
    run(q) {
      const ranges = Object.entries(q.ranges).map(([k, r]) => [RANGE_FIELD[k], r!.min ?? -Infinity, r!.max ?? Infinity] as const);
      const filter = ranges.length
        ? (item: Record<string, unknown>) => {
            for (const [f, lo, hi] of ranges) {
              const x = item[f];
              if (typeof x !== "number" || x < lo || x > hi) return false;
            }
            return true;
          }
        : undefined;
      const res = engine.search({
        per_page: PAGE_SIZE,
        page: q.page,
        query: q.query || undefined,
        sort: SORT_FIELD[q.sortBy] ? q.sortBy : undefined,
        filters: q.facets as Record<string, string[]>,
        filter,
      });
      const make = new Map<string, number>();
      for (const b of res.data.aggregations.make.buckets) if (b.doc_count > 0) make.set(b.key, b.doc_count);
      return { count: res.pagination.total, hits: res.data.items.length, make };
    },
  };
}

async function oramaEngine(stock: Vehicle[]): Promise<Engine> {
  const docs = listedDocs(stock);
  const t0 = performance.now();
  const schema: Record<string, string> = {
    make_t: "string",
    model_t: "string",
    badge_t: "string",
    colour_t: "string",
    body_t: "string",
    stocknum: "string",
    vin: "string",
    regplate: "string",
    price: "number",
    km: "number",
    year_n: "number",
    seats_n: "number",
    subscription_price: "number",
    weekly_price: "number",
    created_at_timestamp: "number",
  };
  for (const a of FACET_ATTRIBUTES) schema[a] = "enum";
  const db = create({ schema: schema as Record<string, "string"> });
  const rows = docs.map((d) => {
    const row: Flat = { make_t: d.make, model_t: d.model, badge_t: d.badge, colour_t: d.colour, body_t: d.body, year_n: d.year, seats_n: d.seats };
    for (const [k, v] of Object.entries(d)) if (k in schema && !(k in row)) row[k] = typeof v === "number" && (k === "year" || k === "seats") ? String(v) : v;
    for (const k of Object.keys(row)) if (row[k] === null || row[k] === undefined) delete row[k];
    return row;
  });
  await insertMultiple(db, rows as never[], 5000);
  const buildMs = performance.now() - t0;
  const textProps = ["make_t", "model_t", "badge_t", "colour_t", "body_t", "stocknum", "vin", "regplate"];

  type Where = Record<string, unknown>;
  const whereOf = (q: SearchQuery, except: string | null): Where => {
    const where: Where = {};
    for (const [k, values] of Object.entries(q.facets)) if (k !== except && values?.length) where[k] = { in: values };
    for (const [k, r] of Object.entries(q.ranges)) {
      if (k === except || !r) continue;
      const f = RANGE_FIELD[k];
      if (r.min !== undefined && r.max !== undefined) where[f] = { between: [r.min, r.max] };
      else if (r.min !== undefined) where[f] = { gte: r.min };
      else if (r.max !== undefined) where[f] = { lte: r.max };
    }
    return where;
  };
  type OramaResult = { count: number; hits: unknown[]; facets?: Record<string, { values: Record<string, number> }> };
  const run = (params: Record<string, unknown>) => oramaSearch(db, params as never) as unknown as OramaResult;
  return {
    name: "orama",
    buildMs,
    run(q) {
      const text = q.query ? { term: q.query, properties: textProps, tolerance: 1, threshold: 0 } : {};
      const sort = SORT_FIELD[q.sortBy];
      const refined = new Set(Object.keys(q.facets).filter((k) => q.facets[k as FacetAttribute]?.length));
      const facets: Record<string, object> = {};
      for (const a of FACET_ATTRIBUTES) if (!refined.has(a)) facets[a] = {};
      const main = run({
        ...text,
        where: whereOf(q, null),
        limit: PAGE_SIZE,
        offset: (q.page - 1) * PAGE_SIZE,
        facets,
        ...(sort ? { sortBy: { property: sort[0], order: sort[1] === "asc" ? "ASC" : "DESC" } } : {}),
      });
      // Disjunctive facets: each refined attribute counted without its own refinement.
      const counts: Record<string, Record<string, number>> = {};
      for (const [k, v] of Object.entries(main.facets ?? {})) counts[k] = v.values;
      for (const a of refined) {
        const res = run({ ...text, where: whereOf(q, a), limit: 0, facets: { [a]: {} } });
        counts[a] = res.facets![a].values;
      }
      const make = new Map<string, number>();
      for (const [k, v] of Object.entries(counts.make ?? {})) if (k !== "" && v > 0) make.set(k, v);
      return { count: main.count, hits: main.hits.length, make };
    },
  };
}

// ---------------------------------------------------------------- measurement

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const k = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[k];
}

function measure(engine: Engine, queries: BenchQuery[], passes: number): { p50: number; p99: number; mean: number } {
  for (const { q } of queries) engine.run(q); // warm-up
  const samples: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    for (const { q } of queries) {
      const t0 = performance.now();
      engine.run(q);
      samples.push(performance.now() - t0);
    }
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), mean: samples.reduce((s, x) => s + x, 0) / samples.length };
}

type Stats = { p50: number; p99: number; mean: number };

function stats(samples: number[]): Stats {
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), mean: samples.reduce((s, x) => s + x, 0) / samples.length };
}

/** Two engines query by query, alternating which goes first: stats over all queries and over free-text ones. */
function measurePair(pair: [Engine, Engine], queries: BenchQuery[], passes: number): { all: Stats; text: Stats }[] {
  for (const { q } of queries) for (const e of pair) e.run(q); // warm-up
  const all: number[][] = [[], []];
  const text: number[][] = [[], []];
  let flip = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (const { q } of queries) {
      const order = flip++ % 2 === 0 ? [0, 1] : [1, 0];
      for (const k of order) {
        const t0 = performance.now();
        pair[k].run(q);
        const ms = performance.now() - t0;
        all[k].push(ms);
        if (q.query) text[k].push(ms);
      }
    }
  }
  return [0, 1].map((k) => ({ all: stats(all[k]), text: stats(text[k]) }));
}

function sameMap(a: Map<string, number>, b: Map<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(2) : ms.toFixed(1));
const pad = (s: string, n: number) => s.padEnd(n);
const padL = (s: string, n: number) => s.padStart(n);

async function main() {
  console.log(`Stock search benchmark — ${QUERY_COUNT} queries × ${PASSES} passes per engine and size (after one warm-up pass); Node ${process.version}\n`);
  const rows: string[][] = [];
  const goals: string[] = [];
  const sideBySide: string[][] = [];
  const Baseline: typeof StockIndex | undefined = BASELINE ? (await import(`${BASELINE.replace(/\/$/, "")}/app/search/engine.ts`)).StockIndex : undefined;
  for (const size of SIZES) {
    const stock = generateStock(size, 1234 + size);
    const queries = generateQueries(stock, QUERY_COUNT, 99);
    const engines = [ours(stock)];
    if (ENGINES.has("itemsjs")) engines.push(itemsjsEngine(stock));
    if (ENGINES.has("orama")) engines.push(await oramaEngine(stock));

    // Agreement on counts (and disjunctive make counts) for queries every engine supports alike.
    const [us, ...peers] = engines;
    let compared = 0;
    let mismatches = 0;
    for (const { q, comparable } of queries) {
      if (!comparable) continue;
      compared++;
      const mine = us.check!(q);
      for (const peer of peers) {
        const theirs = peer.run(q);
        if (theirs.count !== mine.count || !sameMap(theirs.make, mine.make)) {
          mismatches++;
          if (mismatches <= 5) {
            console.log(`  MISMATCH ${size} ${peer.name}: ${JSON.stringify(q)} count ${mine.count} vs ${theirs.count}; make ${JSON.stringify([...mine.make])} vs ${JSON.stringify([...theirs.make])}`);
          }
        }
      }
    }
    console.log(`size ${size}: ${compared} comparable queries checked against ${peers.length} peers, ${mismatches} mismatches`);

    if (Baseline) {
      const pair: [Engine, Engine] = [ours(stock, Baseline, "baseline"), engines[0]];
      const [before, after] = measurePair(pair, queries, size >= 50_000 ? Math.max(1, Math.ceil(PASSES / 2)) : PASSES);
      for (const [name, e, m] of [["baseline", pair[0], before], ["this tree", pair[1], after]] as const) {
        sideBySide.push([String(size), name, fmt(e.buildMs), fmt(m.all.p50), fmt(m.all.p99), fmt(m.all.mean), fmt(m.text.p50), fmt(m.text.p99)]);
      }
      sideBySide.push([]);
    }
    const results = engines.map((e) => ({ e, m: measure(e, queries, size >= 50_000 ? Math.max(1, Math.ceil(PASSES / 2)) : PASSES) }));
    const bestPeer50 = results.length > 1 ? Math.min(...results.slice(1).map((r) => r.m.p50)) : NaN;
    const bestPeer99 = results.length > 1 ? Math.min(...results.slice(1).map((r) => r.m.p99)) : NaN;
    for (const { e, m } of results) {
      rows.push([String(size), e.name, fmt(e.buildMs), fmt(m.p50), fmt(m.p99), fmt(m.mean), (m.p50 / bestPeer50).toFixed(3), (m.p99 / bestPeer99).toFixed(3)]);
    }
    rows.push([]);
    if (size === 10_000) {
      const m = results[0].m;
      goals.push(`p50 < 1 ms: ${fmt(m.p50)} ms ${m.p50 < 1 ? "OK" : "MISSED"}`);
      goals.push(`p99 < 5 ms: ${fmt(m.p99)} ms ${m.p99 < 5 ? "OK" : "MISSED"}`);
      goals.push(`p99 ≤ best peer p99 / 3: ${fmt(m.p99)} vs ${fmt(bestPeer99 / 3)} ms ${m.p99 <= bestPeer99 / 3 ? "OK" : "MISSED"}`);
    }
  }

  const header = ["size", "engine", "build ms", "p50 ms", "p99 ms", "mean ms", "p50/best peer", "p99/best peer"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => "| " + cells.map((c, i) => (i < 2 ? pad(c, widths[i]) : padL(c, widths[i]))).join(" | ") + " |";
  console.log("\n" + line(header));
  console.log("|" + widths.map((w, i) => (i < 2 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|");
  for (const r of rows) if (r.length) console.log(line(r));
  if (goals.length) console.log("\nGoals at 10,000 vehicles (forecourt):\n  " + goals.join("\n  "));
  if (sideBySide.length) {
    const head = ["size", "engine", "build ms", "p50 ms", "p99 ms", "mean ms", "text p50 ms", "text p99 ms"];
    const w = head.map((h, i) => Math.max(h.length, ...sideBySide.map((r) => (r[i] ?? "").length)));
    const ln = (cells: string[]) => "| " + cells.map((c, i) => (i < 2 ? pad(c, w[i]) : padL(c, w[i]))).join(" | ") + " |";
    console.log(`\nSide by side with ${BASELINE} (same queries, alternating order):\n` + ln(head));
    console.log("|" + w.map((x, i) => (i < 2 ? "-".repeat(x + 2) : "-".repeat(x + 1) + ":")).join("|") + "|");
    for (const r of sideBySide) if (r.length) console.log(ln(r));
  }
}

await main();
