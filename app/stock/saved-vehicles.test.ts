import { describe, expect, it } from "vitest";
import { parseSavedVehicles, toggleSaved } from "./saved-vehicles.ts";

describe("saved vehicles", () => {
  it("toggles an id in and out, newest first", () => {
    expect(toggleSaved([], 5)).toEqual([5]);
    expect(toggleSaved([5], 7)).toEqual([7, 5]);
    expect(toggleSaved([7, 5], 5)).toEqual([7]);
  });

  it("reads malformed storage as empty and drops bad ids", () => {
    expect(parseSavedVehicles(null)).toEqual([]);
    expect(parseSavedVehicles("nope")).toEqual([]);
    expect(parseSavedVehicles('{"a":1}')).toEqual([]);
    expect(parseSavedVehicles('[3, -1, "x", 2.5, 9]')).toEqual([3, 9]);
  });
});
