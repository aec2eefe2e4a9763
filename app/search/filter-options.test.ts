import { describe, expect, it } from "vitest";
import { limitOptions, orderMakes, sliderBounds, sliderRange, sliderValue, visibleFacets } from "./filter-options.ts";

const fv = (value: string, count: number) => ({ label: value, value, count });

describe("orderMakes", () => {
  const makes = ["Toyota", "Ford", "Mazda", "Kia", "Hyundai", "Nissan", "Isuzu", "Subaru", "BMW", "Audi"].map((m, i) => fv(m, 100 - i));

  it("shows the first 7 by count and keeps the rest for 'Show all'", () => {
    const { shown, more } = orderMakes(makes, [], []);
    expect(shown.map((m) => m.value)).toEqual(["Toyota", "Ford", "Mazda", "Kia", "Hyundai", "Nissan", "Isuzu"]);
    expect(more.map((m) => m.value)).toEqual(["Subaru", "BMW", "Audi"]);
  });

  it("puts the tenant's popular makes first, in their order, skipping ones not in stock", () => {
    const { shown } = orderMakes(makes, ["audi", "Tesla", "BMW"], []);
    expect(shown.map((m) => m.value).slice(0, 3)).toEqual(["Audi", "BMW", "Toyota"]);
    expect(shown).toHaveLength(7);
  });

  it("keeps a chosen make visible even past the first 7", () => {
    const { shown, more } = orderMakes(makes, [], ["bmw"]);
    expect(shown.map((m) => m.value)).toContain("BMW");
    expect(more.map((m) => m.value)).toEqual(["Subaru", "Audi"]);
  });
});

describe("limitOptions", () => {
  it("caps the list but never drops a chosen value", () => {
    const values = Array.from({ length: 40 }, (_, i) => fv(`M${i}`, 40 - i));
    expect(limitOptions(values, [], 30)).toHaveLength(30);
    const kept = limitOptions(values, ["m35"], 30);
    expect(kept).toHaveLength(31);
    expect(kept.at(-1)?.value).toBe("M35");
  });
});

describe("slider bounds (spec 000 §5)", () => {
  it("defaults the maximum to 100000 unless the facet maximum is positive", () => {
    expect(sliderBounds(undefined)).toEqual({ min: 0, max: 100_000, step: 1000 });
    expect(sliderBounds({ min: 0, max: 0 })).toEqual({ min: 0, max: 100_000, step: 1000 });
    expect(sliderBounds({ min: 12_345, max: 87_650 })).toEqual({ min: 12_000, max: 88_000, step: 760 });
  });

  it("uses whole thousands around the facet min and max, and a hundredth of the range as step", () => {
    const b = sliderBounds({ min: 4_990, max: 249_990 });
    expect(b).toEqual({ min: 4_000, max: 250_000, step: 2_460 });
  });

  it("never gives an empty range: one price starts the range at 0", () => {
    expect(sliderBounds({ min: 30_000, max: 30_000 })).toEqual({ min: 0, max: 30_000, step: 300 });
    expect(sliderBounds({ min: 0, max: 400 })).toEqual({ min: 0, max: 1_000, step: 10 });
  });
});

describe("sliderValue", () => {
  const b = { min: 0, max: 100_000, step: 1000 };
  it("puts open sides at the bounds and clamps values outside them", () => {
    expect(sliderValue(undefined, b)).toEqual([0, 100_000]);
    expect(sliderValue({ min: 10_000 }, b)).toEqual([10_000, 100_000]);
    expect(sliderValue({ min: -5, max: 500_000 }, b)).toEqual([0, 100_000]);
  });
  it("keeps the thumbs apart", () => {
    expect(sliderValue({ min: 200_000 }, b)).toEqual([99_000, 100_000]);
  });
});

describe("sliderRange", () => {
  const b = { min: 0, max: 100_000, step: 1000 };
  it("rounds to the nearest 1000", () => {
    expect(sliderRange([12_400, 47_600], b)).toEqual({ min: 12_000, max: 48_000 });
    expect(sliderRange([12_500, 47_499], b)).toEqual({ min: 13_000, max: 47_000 });
  });

  it("leaves a side open when its thumb is at the bound; both at the bounds clears the range", () => {
    expect(sliderRange([0, 30_000], b)).toEqual({ max: 30_000 });
    expect(sliderRange([20_000, 100_000], b)).toEqual({ min: 20_000 });
    expect(sliderRange([0, 100_000], b)).toBeNull();
    expect(sliderRange([400, 99_600], b)).toBeNull();
  });

  it("keeps the values at least 1000 apart after rounding, within the bounds", () => {
    expect(sliderRange([10_400, 10_450], b)).toEqual({ min: 10_000, max: 11_000 });
    expect(sliderRange([99_800, 99_900], b)).toEqual({ min: 99_000 });
  });

  it("orders crossed values", () => {
    expect(sliderRange([60_000, 20_000], b)).toEqual({ min: 20_000, max: 60_000 });
  });
});

describe("visibleFacets", () => {
  const values = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ label: `${prefix} ${i}`, value: `${prefix} ${i}`, count: n - i }));
  const facets = { make: values(25, "Make"), model: values(100, "Model"), badge: values(186, "Badge"), city: values(25, "City"), colour: values(125, "Colour"), price_range: values(10, "Range") };

  it("sends only what the filter panel shows: its attributes, models once a make is chosen, capped lists", () => {
    const out = visibleFacets(facets, {});
    expect(Object.keys(out)).not.toContain("badge");
    expect(Object.keys(out)).not.toContain("price_range");
    expect(out.make).toHaveLength(25);
    expect(out.colour).toHaveLength(125);
    expect(out.model).toEqual([]);
    expect(out.city).toHaveLength(20);
  });

  it("keeps chosen values past the caps", () => {
    const out = visibleFacets(facets, { make: ["Make 1"], model: ["Model 77"], city: ["City 24"] });
    expect(out.model).toHaveLength(31);
    expect(out.model!.at(-1)!.value).toBe("Model 77");
    expect(out.city!.map((c) => c.value)).toContain("City 24");
    expect(visibleFacets(facets, { model: ["model 5"] }).model!.map((m) => m.value)).toEqual(["Model 5"]);
  });
});
