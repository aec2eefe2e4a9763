import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_RECENTLY_VIEWED, RECENTLY_VIEWED_KEY, addViewed, getRecentlyViewed, parseRecentlyViewed, recordViewed, viewedRecord } from "./recently-viewed.ts";

const car = (id: number) => ({ id, stocknum: `S${id}`, make: "Toyota", model: "Corolla", body: "Hatchback", simple_body: "hatch" });

describe("recently viewed cars", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps only the spec's fields of a vehicle", () => {
    const vehicle = { ...car(7), price: 30000, images: [], vin: "X" };
    expect(viewedRecord(vehicle)).toEqual(car(7));
    expect(viewedRecord({ id: 8, make: "Kia", model: "Rio" })).toEqual({ id: 8, stocknum: null, make: "Kia", model: "Rio", body: null, simple_body: null });
  });

  it("puts the newest first, moves a repeat to the front and caps the list", () => {
    let list = addViewed([], car(1));
    list = addViewed(list, car(2));
    list = addViewed(list, car(1));
    expect(list.map((c) => c.id)).toEqual([1, 2]);
    for (let i = 10; i < 40; i++) list = addViewed(list, car(i));
    expect(list).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(list[0]!.id).toBe(39);
  });

  it("reads malformed storage as empty and drops malformed entries", () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed("{")).toEqual([]);
    expect(parseRecentlyViewed('{"id":1}')).toEqual([]);
    const raw = JSON.stringify([car(1), { id: -1, make: "A", model: "B" }, { id: 2 }, "x", car(1), { ...car(3), stocknum: 5 }]);
    expect(parseRecentlyViewed(raw)).toEqual([car(1), { ...car(3), stocknum: null }]);
  });

  it("records a view in localStorage and survives storage that throws", () => {
    const data = new Map<string, string>();
    const localStorage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
    vi.stubGlobal("window", { localStorage, addEventListener() {}, removeEventListener() {} });
    const vehicle = { ...car(5), price: 1 };
    recordViewed(vehicle);
    recordViewed(car(6));
    expect(JSON.parse(data.get(RECENTLY_VIEWED_KEY)!)).toEqual([car(6), car(5)]);
    expect(getRecentlyViewed().map((c) => c.id)).toEqual([6, 5]);

    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new Error("denied");
      },
    });
    expect(() => recordViewed(car(9))).not.toThrow();
    expect(getRecentlyViewed()).toEqual([]);
  });
});
