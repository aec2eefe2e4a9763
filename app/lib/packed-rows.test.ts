import { describe, expect, it } from "vitest";
import { packRows, unpackRows } from "./packed-rows.ts";

describe("packRows", () => {
  it("round-trips a list of like objects, nulls and falsy values included", () => {
    const items = [
      { id: 1, name: "Golf", tag: null, reserved: false, km: 0 },
      { id: 2, name: "ASX", tag: "Runout", reserved: true, km: 26672 },
    ];
    const packed = packRows(items);
    expect(packed.keys).toEqual(["id", "name", "tag", "reserved", "km"]);
    expect(packed.rows).toEqual([
      [1, "Golf", null, false, 0],
      [2, "ASX", "Runout", true, 26672],
    ]);
    expect(unpackRows(packed)).toEqual(items);
  });

  it("packs an empty list", () => {
    expect(unpackRows(packRows<{ id: number }>([]))).toEqual([]);
  });
});
