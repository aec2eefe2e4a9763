import { afterEach, describe, expect, it, vi } from "vitest";
import { FAVOURITES_KEY, getFavourites, parseFavourites, toggleFavourite, toggleFavouriteId } from "./favourites.ts";

describe("favourites", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("toggles an id in and out, newest first", () => {
    expect(toggleFavouriteId([], 5)).toEqual([5]);
    expect(toggleFavouriteId([5], 7)).toEqual([7, 5]);
    expect(toggleFavouriteId([7, 5], 5)).toEqual([7]);
  });

  it("reads malformed storage as empty and drops bad ids", () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites("nope")).toEqual([]);
    expect(parseFavourites('{"a":1}')).toEqual([]);
    expect(parseFavourites('[3, -1, "x", 2.5, 9]')).toEqual([3, 9]);
  });

  it("keeps the storage key shoppers already have", () => {
    expect(FAVOURITES_KEY).toBe("forecourt:saved-vehicles");
    const data = new Map<string, string>([[FAVOURITES_KEY, "[4]"]]);
    vi.stubGlobal("window", { localStorage: { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) } });
    expect(getFavourites()).toEqual([4]);
    toggleFavourite(9);
    expect(data.get(FAVOURITES_KEY)).toBe("[9,4]");
  });
});
