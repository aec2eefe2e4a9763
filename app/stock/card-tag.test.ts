import { describe, expect, it } from "vitest";
import { type CardTagConfig, type CardTagVehicle, cardTag, fuelTag, isJustArrived } from "./card-tag.ts";

const NOW = Date.parse("2026-03-15T00:00:00Z");
const DAY = 86_400_000;
const old = new Date(NOW - 60 * DAY).toISOString();

const config: CardTagConfig = { fuel_tags: true, certified_program_make: "Toyota", runout_tag_green: false, just_arrived_days: 8 };

/** A car that qualifies for every tag at once; each test removes the higher-priority reasons. */
const everything: CardTagVehicle = {
  status: "in_stock",
  simple_fuel: "Hybrid",
  reserved: true,
  certified: true,
  car_type: "used",
  make: "Toyota",
  tag: "Runout Sale",
  created_at: new Date(NOW - 2 * DAY).toISOString(),
};

const kind = (v: Partial<CardTagVehicle>, c: Partial<CardTagConfig> = {}) => cardTag({ ...everything, ...v }, { ...config, ...c }, NOW);

describe("cardTag priority (spec 000 §4)", () => {
  it("1. the fuel tag comes first where fuel tags are on", () => {
    expect(kind({})).toEqual({ kind: "fuel", label: "Hybrid", tone: "hybrid" });
  });

  it("2. then Reserved (fuel tags off, or a fuel with no tag)", () => {
    expect(kind({}, { fuel_tags: false })).toEqual({ kind: "reserved", label: "Reserved", tone: "reserved" });
    expect(kind({ simple_fuel: "Diesel" })?.kind).toBe("reserved");
  });

  it("3. then the certified pre-owned logo for used certified cars of the program make", () => {
    const v = { simple_fuel: "Petrol", reserved: false };
    expect(kind(v)).toEqual({ kind: "certified", label: "Toyota Certified Pre-Owned", tone: "certified" });
    expect(kind({ ...v, make: "toyota" })?.kind).toBe("certified");
    expect(kind({ ...v, car_type: "demo" })?.kind).toBe("custom");
    expect(kind({ ...v, certified: false })?.kind).toBe("custom");
    expect(kind({ ...v, make: "Mazda" })?.kind).toBe("custom");
    expect(kind(v, { certified_program_make: null })?.kind).toBe("custom");
  });

  it("4. then the custom tag text: red, or green for runout tags where configured", () => {
    const v = { simple_fuel: null, reserved: false, certified: false };
    expect(kind(v)).toEqual({ kind: "custom", label: "Runout Sale", tone: "red" });
    expect(kind(v, { runout_tag_green: true })).toEqual({ kind: "custom", label: "Runout Sale", tone: "green" });
    expect(kind({ ...v, tag: "Price Drop" }, { runout_tag_green: true })).toEqual({ kind: "custom", label: "Price Drop", tone: "red" });
    expect(kind({ ...v, tag: "   " })?.kind).toBe("just-arrived");
  });

  it("5. then Coming Soon", () => {
    expect(kind({ simple_fuel: null, reserved: false, certified: false, tag: null, status: "coming_soon" })).toEqual({ kind: "coming-soon", label: "Coming Soon", tone: "coming-soon" });
  });

  it("6. then Just Arrived within the configured days (default 8)", () => {
    const v = { simple_fuel: null, reserved: false, certified: false, tag: null };
    expect(kind(v)).toEqual({ kind: "just-arrived", label: "Just Arrived", tone: "brand" });
    expect(kind({ ...v, created_at: new Date(NOW - 8 * DAY + 1000).toISOString() })?.kind).toBe("just-arrived");
    expect(kind({ ...v, created_at: new Date(NOW - 8 * DAY).toISOString() })).toBeNull();
    expect(kind({ ...v, created_at: new Date(NOW - 10 * DAY).toISOString() }, { just_arrived_days: 14 })?.kind).toBe("just-arrived");
    expect(cardTag({ ...everything, ...v }, config, null)).toBeNull();
  });

  it("7. otherwise no tag", () => {
    expect(kind({ simple_fuel: null, reserved: false, certified: false, tag: null, created_at: old })).toBeNull();
  });

  it("sold cars show Just Sold whatever else applies", () => {
    expect(kind({ status: "sold" })).toEqual({ kind: "just-sold", label: "Just Sold", tone: "sold" });
  });
});

describe("fuelTag", () => {
  it("reads electric, hybrid and plug-in hybrid fuels", () => {
    expect(fuelTag("Electric")?.label).toBe("Electric");
    expect(fuelTag("EV")?.label).toBe("Electric");
    expect(fuelTag("Petrol/Electric Hybrid")?.label).toBe("Hybrid");
    expect(fuelTag("Plug-in Hybrid")?.label).toBe("PHEV");
    expect(fuelTag("PHEV")?.label).toBe("PHEV");
    expect(fuelTag("Diesel")).toBeNull();
    expect(fuelTag(null)).toBeNull();
  });
});

describe("isJustArrived", () => {
  it("is false for 0 days and for bad dates", () => {
    expect(isJustArrived(new Date(NOW).toISOString(), 0, NOW)).toBe(false);
    expect(isJustArrived("not a date", 8, NOW)).toBe(false);
  });
});
