import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { surrogateKeysContext } from "./contexts.ts";
import { MAX_VEHICLE_KEYS, keysForChange, tagStockList, tagVehicles } from "./surrogate-keys.ts";

describe("surrogate keys", () => {
  it("purges the changed vehicles' pages and the tenant's stock lists, or the whole tenant when the vehicles are unknown", () => {
    expect(keysForChange(7, { kind: "stock", vehicles: [3, 4, 3] })).toEqual(["v:7:3", "v:7:4", "s:7"]);
    expect(keysForChange(7, { kind: "stock" })).toEqual(["t:7"]);
    expect(keysForChange(7, { kind: "stock", vehicles: [] })).toEqual(["t:7"]);
    expect(keysForChange(7, { kind: "tenant", vehicles: [3] })).toEqual(["t:7"]);
    expect(keysForChange(7, { kind: "stock", vehicles: Array.from({ length: MAX_VEHICLE_KEYS + 1 }, (_, i) => i + 1) })).toEqual(["t:7"]);
  });

  it("collects what a page shows in the request's key set, and does nothing outside a request", () => {
    const context = new RouterContextProvider();
    const keys = new Set<string>(["t:7"]);
    context.set(surrogateKeysContext, keys);
    tagStockList(context, 7);
    tagVehicles(context, 7, [1, 2, 1]);
    expect([...keys]).toEqual(["t:7", "s:7", "v:7:1", "v:7:2"]);
    expect(() => tagVehicles(new RouterContextProvider(), 7, [1])).not.toThrow();
  });
});
