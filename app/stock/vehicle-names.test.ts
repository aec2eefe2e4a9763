import { describe, expect, it } from "vitest";
import { deriveVehicleSlug, vehicleFullTitle, vehicleTitle } from "./vehicle-names.ts";

describe("vehicle names", () => {
  const car = { id: 7, year: 2021, make: "Toyota", model: "HiLux", badge: " SR5 " };
  it("titles a car as year make model, with the badge when asked", () => {
    expect(vehicleTitle(car)).toBe("2021 Toyota HiLux");
    expect(vehicleFullTitle(car)).toBe("2021 Toyota HiLux SR5");
    expect(vehicleFullTitle({ ...car, badge: null })).toBe("2021 Toyota HiLux");
  });
  it("derives a slug", () => expect(deriveVehicleSlug({ ...car, badge: "SR5" })).toBe("2021-toyota-hilux-sr5-7"));
});
