import { describe, expect, it } from "vitest";
import { nounFor, stockNoun, titleNoun, VEHICLE_NOUN } from "./stock-noun.ts";

const t = (value: string, count: number) => ({ value, count });

describe("stockNoun", () => {
  it("says cars when cars are more than half of the stock, as spec 000 does", () => {
    expect(stockNoun([t("car", 40)]).many).toBe("cars");
    expect(stockNoun([t("car", 30), t("truck", 5), t("motorcycle", 5)]).many).toBe("cars");
  });

  it("names a stock of one other kind by it, and mixed stock vehicles", () => {
    expect(stockNoun([t("motorcycle", 12), t("car", 0)])).toEqual({ one: "bike", many: "bikes" });
    expect(stockNoun([t("caravan", 3)]).many).toBe("caravans");
    expect(stockNoun([t("truck", 3)]).many).toBe("trucks");
    expect(stockNoun([t("motorcycle", 68), t("caravan", 32)]).many).toBe("vehicles");
    expect(stockNoun([t("car", 10), t("truck", 10)]).many).toBe("vehicles");
  });

  it("falls back when nothing is counted (an empty search keeps the tenant's noun)", () => {
    expect(stockNoun([]).many).toBe("cars");
    expect(stockNoun([t("motorcycle", 0)], VEHICLE_NOUN).many).toBe("vehicles");
  });

  it("agrees with its count and capitalises for buttons", () => {
    const bikes = stockNoun([t("motorcycle", 2)]);
    expect(`${1} ${nounFor(1, bikes)}`).toBe("1 bike");
    expect(`${12} ${nounFor(12, bikes)} found`).toBe("12 bikes found");
    expect(titleNoun(nounFor(0, bikes))).toBe("Bikes");
  });
});
