/**
 * Memory of the stock search index per vehicle, on generated demo stock (a multi-brand dealer's mix):
 *
 *   node --expose-gc scripts/bench-text-memory.ts [--count=10000] [--baseline=../other-worktree]
 *
 * Prints the heap (plus typed-array backing stores) retained by a built StockIndex, divided by the vehicles it
 * holds, for this tree and, with --baseline, for another checkout's engine on the same stock. The two engines differ
 * only in their text index when this was written (ADR 038), so the difference is the text index's.
 */
import { generateStock, type StockProfile } from "../app/demo/stock-generator.ts";
import { deriveVehicleSlug, vehicleSchema, type Vehicle } from "../app/stock/vehicle-schema.ts";
import type { SearchContext } from "../app/search/search-document.ts";

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? "true"] as const;
  }),
);
const COUNT = Number(args.get("count") ?? 10_000);
const BASELINE = args.get("baseline");
const NOW = new Date("2026-05-10T02:00:00Z");

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");

const profile: StockProfile = {
  count: COUNT,
  idOffset: 0,
  itemTypes: { car: 86, motorcycle: 8, truck: 6 },
  carTypes: { new: 40, used: 48, demo: 12 },
  locations: [
    { id: 1, dealershipId: 1, weight: 4 },
    { id: 2, dealershipId: 1, weight: 3 },
    { id: 3, dealershipId: 2, weight: 3 },
  ],
};
const ctx: SearchContext = {
  locations: new Map([1, 2, 3].map((id) => [id, { name: `Yard ${id}`, slug: `yard-${id}`, city: "Brisbane", state: "QLD" }])),
  dealerships: new Map([1, 2].map((id) => [id, { name: `Dealer ${id}`, slug: `dealer-${id}` }])),
};
const stock: Vehicle[] = generateStock(profile, 20260101, NOW).map((input) => {
  const v = vehicleSchema.parse(input);
  return { ...v, slug: v.slug ?? deriveVehicleSlug(v) };
});

function retained(): number {
  gc!();
  gc!();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

async function measure(root: string): Promise<{ perVehicle: number; size: number; text: number }> {
  const { StockIndex } = await import(`${root}/app/search/engine.ts`);
  new StockIndex(stock.slice(0, 50), ctx); // load and compile first
  const samples: number[] = [];
  const kept: { size: number }[] = []; // every build stays alive, so each delta is one whole index
  for (let r = 0; r < 3; r++) {
    const before = retained();
    kept.push(new StockIndex(stock, ctx));
    const after = retained();
    samples.push((after - before) / kept[r].size);
  }
  const size = kept[0].size;
  samples.sort((a, b) => a - b);
  return { perVehicle: samples[1], size, text: await measureText(root) };
}

/** The text index alone, fed the fields each tree's engine gives it (ADR 010's seven word fields before ADR 038). */
async function measureText(root: string): Promise<number> {
  const mod = await import(`${root}/app/search/text-index.ts`);
  const adr038 = "MAX_JOINED_WORDS" in mod;
  const { toSearchDocument } = await import(`${root}/app/search/search-document.ts`);
  const docs = stock.map((v) => toSearchDocument(v, ctx));
  const fields = (i: number) => {
    const v = stock[i];
    const d = docs[i];
    return adr038
      ? {
          names: [v.make, v.model],
          words: [v.badge, v.series, v.colour, v.simple_body, v.body, d.fuel, d.transmission, d.drive, v.car_type, v.item_type],
          exact: [v.year],
          identifiers: [v.stocknum, v.vin, v.regplate],
        }
      : { words: [v.make, v.model, v.badge, v.series, v.colour, v.simple_body, v.body], identifiers: [v.stocknum, v.vin, v.regplate] };
  };
  const kept: unknown[] = [];
  const samples: number[] = [];
  for (let r = 0; r < 3; r++) {
    const before = retained();
    kept.push(new mod.TextIndex(stock.length, fields));
    samples.push((retained() - before) / stock.length);
  }
  return samples.sort((a, b) => a - b)[1];
}

const here = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
const rows: [string, { perVehicle: number; size: number; text: number }][] = [];
if (BASELINE) rows.push(["baseline", await measure(BASELINE.replace(/\/$/, ""))]);
rows.push(["this tree", await measure(here)]);
console.log(`StockIndex memory, ${COUNT} generated vehicles (median of 3 builds); Node ${process.version}`);
for (const [name, m] of rows) {
  console.log(`  ${name.padEnd(10)} ${m.size} indexed: StockIndex ${m.perVehicle.toFixed(0)} bytes per vehicle; its text index alone ${m.text.toFixed(0)} bytes per vehicle`);
}
