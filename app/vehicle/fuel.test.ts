import { describe, expect, it } from "vitest";
import { combinedConsumption, fuelCost, isElectric } from "./fuel.ts";
import { vehicle } from "./vehicle-fixtures.ts";

describe("fuelCost", () => {
  it("uses 1.70 $/L, 250 km a week and 10 L/100km when the car has no figure", () => {
    // 250 / 100 × 10 × 1.70 = 42.50 a week; × 52 = 2,210 a year; 2,210 / 12 = 184.17 a month
    expect(fuelCost(vehicle())).toEqual({
      weekly: 42.5,
      monthly: 184.17,
      yearly: 2210,
      fuelPrice: 1.7,
      kmPerWeek: 250,
      consumption: 10,
      consumptionIsDefault: true,
    });
  });

  it("uses the variant's combined consumption", () => {
    // 250 / 100 × 7.6 × 1.70 = 32.30 a week; × 52 = 1,679.60 a year; / 12 = 139.97 a month
    const cost = fuelCost(vehicle({ variant: { fuelconsumptioncombined: "7.6" } }))!;
    expect(cost).toMatchObject({ weekly: 32.3, yearly: 1679.6, monthly: 139.97, consumption: 7.6, consumptionIsDefault: false });
    expect(fuelCost(vehicle({ variant: { fuelconsumptioncombined: 7.6 } }))!.weekly).toBe(32.3);
  });

  it("takes the shopper's price, distance and consumption", () => {
    // 400 / 100 × 8 × 2.10 = 67.20 a week; × 52 = 3,494.40 a year; / 12 = 291.20 a month
    expect(fuelCost(vehicle(), { fuelPrice: 2.1, kmPerWeek: 400, consumption: 8 })).toMatchObject({ weekly: 67.2, yearly: 3494.4, monthly: 291.2 });
    expect(fuelCost(vehicle(), { kmPerWeek: 0 })!.weekly).toBe(0);
    expect(fuelCost(vehicle(), { kmPerWeek: -50 })!.kmPerWeek).toBe(0);
    expect(fuelCost(vehicle(), { fuelPrice: Number.NaN })!.fuelPrice).toBe(1.7);
  });

  it("is hidden for electric cars but not for hybrids", () => {
    expect(fuelCost(vehicle({ simple_fuel: "Electric" }))).toBeNull();
    expect(fuelCost(vehicle({ fuel: "Battery Electric" }))).toBeNull();
    expect(isElectric(vehicle({ simple_fuel: "EV" }))).toBe(true);
    expect(isElectric(vehicle({ simple_fuel: "Hybrid" }))).toBe(false);
    expect(isElectric(vehicle({ simple_fuel: "Plug-in Hybrid Electric" }))).toBe(false);
    expect(isElectric(vehicle({ simple_fuel: "Diesel" }))).toBe(false);
    expect(isElectric(vehicle())).toBe(false);
  });

  it("ignores missing, zero and junk consumption figures", () => {
    expect(combinedConsumption(vehicle({ variant: { fuelconsumptioncombined: null } }))).toBeNull();
    expect(combinedConsumption(vehicle({ variant: { fuelconsumptioncombined: 0 } }))).toBeNull();
    expect(combinedConsumption(vehicle({ variant: { fuelconsumptioncombined: "n/a" } }))).toBeNull();
    expect(combinedConsumption(vehicle({ variant: { fuelconsumptioncombined: "6.8L/100km" } }))).toBe(6.8);
  });
});
