import { describe, expect, it } from "vitest";
import { vehicleSchema, type VehicleInput } from "../stock/vehicle-schema.ts";
import { CAR_SIMPLE_BODIES, CATALOG } from "./catalog.ts";
import { mediaNeedsFor } from "./media.ts";
import { createRng } from "./random.ts";
import { generateStock, isoAest, makeVin, retailPrice, vinYearCode, type StockProfile } from "./stock-generator.ts";

const NOW = new Date("2026-05-10T02:00:00Z");
const NOW_S = NOW.getTime() / 1000;
const DAY_S = 86_400;
const YEAR = 2026;

const mixed: StockProfile = {
  count: 1200,
  idOffset: 5000,
  itemTypes: { car: 80, motorcycle: 8, truck: 6, caravan: 6 },
  carTypes: { new: 40, used: 48, demo: 12 },
  certified: [{ make: "Toyota", maxAgeYears: 5 }],
  locations: [
    { id: 1, dealershipId: 1, name: "Yard One", state: "QLD", weight: 2 },
    { id: 2, dealershipId: 2, name: "Yard Two", state: "NSW" },
  ],
};

const stock = generateStock(mixed, 7, NOW);
const byType = (t: VehicleInput["car_type"]): VehicleInput[] => stock.filter((v) => v.car_type === t);
const share = (pred: (v: VehicleInput) => boolean, list = stock): number => list.filter(pred).length / list.length;

describe("random", () => {
  it("is deterministic per seed and forks independently", () => {
    const a = createRng(99);
    const b = createRng(99);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(createRng(1).fork("x").next()).toBe(createRng(1).fork("x").next());
    expect(createRng(1).fork("x").next()).not.toBe(createRng(1).fork("y").next());
    const r = createRng(3);
    for (let i = 0; i < 200; i++) {
      const n = r.int(4, 12);
      expect(n).toBeGreaterThanOrEqual(4);
      expect(n).toBeLessThanOrEqual(12);
    }
  });
});

describe("generateStock", () => {
  it("is deterministic: same seed and now give identical output", () => {
    expect(generateStock(mixed, 7, NOW)).toEqual(stock);
    expect(generateStock(mixed, 8, NOW)).not.toEqual(stock);
  });

  it("produces the requested count with unique ids from the offset", () => {
    expect(stock).toHaveLength(1200);
    const ids = stock.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBe(5001);
    expect(Math.max(...ids)).toBe(6200);
    expect(new Set(stock.map((v) => v.stocknum)).size).toBe(stock.length);
  });

  it("every vehicle passes vehicleSchema", () => {
    for (const v of stock) {
      const r = vehicleSchema.safeParse(v);
      if (!r.success) throw new Error(`vehicle ${v.id}: ${JSON.stringify(r.error.issues)}`);
    }
  });

  it("uses allowed simple bodies, fuels, transmissions and drives", () => {
    for (const v of stock) {
      if (v.item_type === "car" || v.item_type === "truck") expect(CAR_SIMPLE_BODIES).toContain(v.simple_body);
      if (v.item_type === "motorcycle") expect(v.simple_body).toBe("motorcycle");
      if (v.item_type === "caravan") expect(v.simple_body).toBe("caravan");
      if (v.simple_fuel !== null) expect(["Petrol", "Diesel", "Hybrid", "PHEV", "Electric"]).toContain(v.simple_fuel);
      if (v.simple_transmission !== null) expect(["Automatic", "Manual"]).toContain(v.simple_transmission);
      if (v.simple_drive != null) expect(["FWD", "RWD", "AWD", "4WD", "2WD"]).toContain(v.simple_drive);
    }
  });

  it("keeps years and odometers consistent with the car type", () => {
    for (const v of byType("new")) {
      expect([YEAR, YEAR - 1]).toContain(v.year);
      if (v.km !== null) expect(v.km).toBeLessThanOrEqual(50);
      expect(v.regplate).toBeNull();
    }
    for (const v of byType("demo")) {
      expect(YEAR - v.year).toBeLessThanOrEqual(2);
      if (v.km !== null) {
        expect(v.km).toBeGreaterThanOrEqual(500);
        expect(v.km).toBeLessThanOrEqual(15_000);
      }
      expect(v.regplate).toBeTruthy();
    }
    for (const v of byType("used")) {
      const age = YEAR - v.year;
      expect(age).toBeGreaterThanOrEqual(1);
      expect(age).toBeLessThanOrEqual(15);
      if (v.item_type === "car" && v.km != null) {
        expect(v.km).toBeGreaterThan(age * 2_500);
        expect(v.km).toBeLessThan(age * 45_000);
      }
    }
  });

  it("prices are retail figures in a plausible range, used cheaper than new", () => {
    for (const v of stock) {
      expect(v.price).toBeGreaterThanOrEqual(1_990);
      expect(v.price).toBeLessThanOrEqual(250_000);
      expect(String(v.price)).toMatch(/90$/);
      if (v.before_price != null) expect(v.before_price).toBeGreaterThan(v.price!);
    }
    const beforeShare = share((v) => v.before_price != null);
    expect(beforeShare).toBeGreaterThan(0.05);
    expect(beforeShare).toBeLessThan(0.16);
    // A used HiLux is cheaper than a new one of the same grade, and older ones cheaper still.
    const hilux = (t: string) => stock.filter((v) => v.model === "HiLux" && v.badge === "SR5" && v.car_type === t);
    const newHilux = hilux("new");
    const usedHilux = hilux("used");
    if (newHilux.length && usedHilux.length) for (const u of usedHilux) expect(u.price!).toBeLessThan(Math.min(...newHilux.map((n) => n.price!)));
    expect(retailPrice(34_612)).toBe(34_990);
    expect(retailPrice(8_700)).toBe(8_490);
    for (const v of byType("new")) expect(v.price_type).toBe("Drive Away");
    for (const v of byType("demo")) expect(v.price_type).toBe("Drive Away");
    expect(new Set(byType("used").map((v) => v.price_type))).toEqual(new Set(["Drive Away", "Excl. Govt. Charges"]));
  });

  it("electric cars have no engine; utes are mostly 4WD diesel", () => {
    const evs = stock.filter((v) => v.simple_fuel === "Electric");
    expect(evs.length).toBeGreaterThan(0);
    for (const v of evs) {
      expect(v.engine_size_litres).toBeNull();
      expect(v.fuel).toBe("Electric");
    }
    const utes = stock.filter((v) => v.simple_body === "ute");
    expect(share((v) => v.simple_drive === "4WD" && v.simple_fuel === "Diesel", utes)).toBeGreaterThan(0.75);
  });

  it("caravans have specifications and no odometer or transmission; motorcycles have no doors", () => {
    const vans = stock.filter((v) => v.item_type === "caravan");
    expect(vans.length).toBeGreaterThan(0);
    for (const v of vans) {
      expect(v.km).toBeNull();
      expect(v.simple_transmission).toBeNull();
      expect(v.specifications).toBeTruthy();
      const s = v.specifications!;
      expect(s.body_length).toBeGreaterThan(4);
      expect(s.body_length).toBeLessThan(9);
      expect(s.body_width).toBeGreaterThan(2);
      expect(s.tare_weight).toBeGreaterThan(1000);
      expect(s.aggregate_trailer_mass).toBeGreaterThan(s.tare_weight!);
      expect(["Single", "Tandem"]).toContain(s.axle_type);
      expect(s.sleeps).toBeGreaterThan(0);
    }
    const bikes = stock.filter((v) => v.item_type === "motorcycle");
    expect(bikes.length).toBeGreaterThan(0);
    for (const v of bikes) {
      expect(v.doors).toBeNull();
      expect(v.seats).toBeGreaterThanOrEqual(1);
      expect(v.seats).toBeLessThanOrEqual(2);
    }
  });

  it("has realistic status, sold-date, tag and reservation mixes", () => {
    const sold = stock.filter((v) => v.status === "sold");
    expect(sold.length / stock.length).toBeGreaterThan(0.03);
    expect(sold.length / stock.length).toBeLessThan(0.1);
    const recent = sold.filter((v) => NOW_S - v.sold_date_timestamp! < 3 * DAY_S);
    const older = sold.filter((v) => NOW_S - v.sold_date_timestamp! >= 5 * DAY_S && NOW_S - v.sold_date_timestamp! <= 30 * DAY_S);
    expect(recent.length).toBeGreaterThan(0);
    expect(older.length).toBeGreaterThan(0);
    expect(recent.length + older.length).toBe(sold.length);
    for (const v of stock) if (v.status !== "sold") expect(v.sold_date_timestamp).toBeNull();
    for (const v of sold) expect(Date.parse(v.created_at) / 1000).toBeLessThan(v.sold_date_timestamp!);
    expect(share((v) => v.status === "coming_soon")).toBeGreaterThan(0.02);
    const tagged = stock.filter((v) => v.tag);
    expect(tagged.length / stock.length).toBeGreaterThan(0.04);
    expect(tagged.length / stock.length).toBeLessThan(0.13);
    for (const v of tagged) expect(["Test Drive Only", "Runout Sale", "Price Drop", "Low Kms"]).toContain(v.tag);
    expect(stock.some((v) => v.reserved)).toBe(true);
    for (const v of stock) if (v.reserved) expect(v.status).toBe("in_stock");
    for (const v of stock) expect(v.payment_processors!.length > 0).toBe(v.status === "in_stock");
  });

  it("spreads created_at over 120 days with about 10% in the last 8 days", () => {
    const ages = stock.map((v) => (NOW.getTime() - Date.parse(v.created_at)) / 86_400_000);
    for (const a of ages.filter((_, i) => stock[i].status !== "sold")) {
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThanOrEqual(120);
    }
    const fresh = ages.filter((a) => a < 8).length / ages.length;
    expect(fresh).toBeGreaterThan(0.05);
    expect(fresh).toBeLessThan(0.16);
    for (const v of stock) expect(v.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+10:00$/);
    expect(isoAest(Date.UTC(2026, 0, 1, 15, 30))).toBe("2026-01-02T01:30:00+10:00");
  });

  it("gives 17-character VINs with valid check digits and model-year codes", () => {
    for (const v of stock) {
      expect(v.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(v.vin![9]).toBe(vinYearCode(v.year));
    }
    expect(stock.find((v) => v.make === "Tesla")?.vin?.slice(0, 3) ?? "LRW").toBe("LRW");
    expect(stock.filter((v) => v.make === "Ford" && v.model === "Ranger").every((v) => v.vin!.startsWith("MPB"))).toBe(true);
    // Known check digit: the classic example 1M8GDM9AXKP042788.
    const vin = makeVin(createRng(1), "1M8", 2019, 42788);
    expect(vin).toHaveLength(17);
    expect(vinYearCode(2019)).toBe("K");
    expect(vinYearCode(2026)).toBe("T");
  });

  it("writes dealer comments of varied length and 8–25 equipment items", () => {
    const blank = share((v) => !v.dealercomments);
    expect(blank).toBeGreaterThan(0.08);
    expect(blank).toBeLessThan(0.22);
    const long = share((v) => (v.dealercomments ?? "").length > 400);
    expect(long).toBeGreaterThan(0.12);
    expect(long).toBeLessThan(0.28);
    for (const v of stock) {
      if (v.dealercomments) expect(v.dealercomments).toContain(v.make);
      expect(v.standardEquipment!.length).toBeGreaterThanOrEqual(8);
      expect(v.standardEquipment!.length).toBeLessThanOrEqual(25);
    }
  });

  it("adds market data to used vehicles, sometimes above the price", () => {
    const used = byType("used").filter((v) => v.item_type !== "caravan");
    for (const v of used) {
      expect(v.autograb_data).toBeTruthy();
      expect(Math.abs(v.autograb_data!.average_market_price! - v.price!) / v.price!).toBeLessThan(0.3);
    }
    expect(used.some((v) => v.autograb_data!.average_market_price! >= v.price! + 500)).toBe(true);
    for (const v of byType("new")) expect(v.autograb_data ?? null).toBeNull();
  });

  it("certifies only qualifying vehicles of the rule's make", () => {
    const certified = stock.filter((v) => v.certified);
    expect(certified.length).toBeGreaterThan(0);
    for (const v of certified) {
      expect(v.make).toBe("Toyota");
      expect(v.car_type).toBe("used");
      expect(YEAR - v.year).toBeLessThanOrEqual(5);
    }
  });

  it("honours a locked make and location item types", () => {
    const ford = generateStock({ count: 120, idOffset: 1, lockedMake: "Ford", itemTypes: { car: 1 }, carTypes: { new: 1 }, locations: [{ id: 9, dealershipId: 3 }] }, 1, NOW);
    expect(new Set(ford.map((v) => v.make))).toEqual(new Set(["Ford"]));
    expect(new Set(ford.map((v) => v.location_id))).toEqual(new Set([9]));
    expect(new Set(ford.map((v) => v.dealership_id))).toEqual(new Set([3]));
    const split = generateStock(
      {
        count: 200,
        idOffset: 1,
        itemTypes: { motorcycle: 1, caravan: 1 },
        carTypes: { used: 1 },
        locations: [
          { id: 1, dealershipId: 1, itemTypes: ["motorcycle"] },
          { id: 2, dealershipId: 2, itemTypes: ["caravan"] },
        ],
      },
      2,
      NOW,
    );
    for (const v of split) expect(v.location_id).toBe(v.item_type === "motorcycle" ? 1 : 2);
  });

  it("links 4–12 images and occasional 36-frame spins to shared demo media", () => {
    for (const v of stock) {
      expect(v.images!.length).toBeGreaterThanOrEqual(4);
      expect(v.images!.length).toBeLessThanOrEqual(12);
      for (const img of v.images!) expect(img.url).toMatch(/^\/media\/demo\/[a-z0-9/-]+\.webp$/);
      expect([0, 36]).toContain(v.spin_images!.length);
      expect(v.video_url ?? null).toBeNull();
    }
    const spins = share((v) => v.spin_images!.length > 0, stock.filter((v) => v.item_type === "car"));
    expect(spins).toBeGreaterThan(0.02);
    expect(spins).toBeLessThan(0.1);
    const needs = mediaNeedsFor(stock);
    expect(needs.length).toBeLessThan(1000);
    expect(new Set(needs.map((n) => n.file)).size).toBe(needs.length);
    expect(needs.some((n) => n.kind === "notFound")).toBe(true);
    // Every URL used resolves to a media need.
    const files = new Set(needs.map((n) => `/media/${n.file}`));
    for (const v of stock) for (const url of [...v.images!.map((i) => i.url), ...v.spin_images!]) expect(files.has(url)).toBe(true);
  });

  it("catalogue covers the brief's makes and families", () => {
    const makes = new Set(CATALOG.filter((m) => m.itemType === "car").map((m) => m.make));
    for (const m of ["Toyota", "Ford", "Mazda", "Hyundai", "Kia", "Mitsubishi", "Nissan", "Volkswagen", "Subaru", "Isuzu", "MG", "BMW", "Mercedes-Benz", "Tesla", "Suzuki", "Honda"]) expect(makes).toContain(m);
    expect(CATALOG.some((m) => m.itemType === "truck")).toBe(true);
    expect(CATALOG.some((m) => m.itemType === "caravan")).toBe(true);
    for (const m of CATALOG) {
      if (m.itemType === "car" || m.itemType === "truck") expect(CAR_SIMPLE_BODIES).toContain(m.simpleBody);
      for (const b of m.badges) if (b.pt.fuel === "Electric") expect(b.pt.engineLitres).toBeNull();
    }
  });
});
