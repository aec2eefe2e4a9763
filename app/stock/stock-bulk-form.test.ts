import { describe, expect, it } from "vitest";
import { fieldErrors } from "../lib/form-submission.ts";
import { bulkFormInput, bulkPriceChange, stockBulkSchema } from "./stock-bulk-form.ts";

const parse = (entries: [string, string][]) => stockBulkSchema.safeParse(bulkFormInput(entries));
const errors = (entries: [string, string][]) => {
  const r = parse(entries);
  return r.success ? {} : fieldErrors(r.error);
};

describe("stock bulk form", () => {
  it("reads every ticked row and the action", () => {
    const r = parse([
      ["ids", "1001"],
      ["ids", "1002"],
      ["bulk_action", "sold"],
    ]);
    expect(r.success && r.data).toEqual({ ids: [1001, 1002], bulk_action: "sold" });
  });

  it("needs a row and an action", () => {
    expect(errors([["bulk_action", "sold"]])).toEqual({ ids: "Select at least one vehicle" });
    expect(errors([["ids", "1"]])).toEqual({ bulk_action: "Choose what to do with the selected vehicles" });
    expect(errors([["ids", "x"], ["bulk_action", "sold"]])).toHaveProperty("ids");
    expect(errors([["ids", "1"], ["bulk_action", "delete-everything"]])).toHaveProperty("bulk_action");
    expect(errors([...Array.from({ length: 51 }, (_, i): [string, string] => ["ids", String(i + 1)]), ["bulk_action", "sold"]])).toEqual({ ids: "Select at most 50 vehicles (one page)" });
  });

  it("reads a price change by amount or percent", () => {
    const amount = parse([["ids", "1"], ["bulk_action", "price"], ["price_mode", "amount"], ["price_value", "-$1,000"]]);
    expect(amount.success && bulkPriceChange(amount.data)).toEqual({ mode: "amount", amount: -1000 });
    const percent = parse([["ids", "1"], ["bulk_action", "price"], ["price_mode", "percent"], ["price_value", "2.5%"]]);
    expect(percent.success && bulkPriceChange(percent.data)).toEqual({ mode: "percent", percent: 2.5 });
    const sold = parse([["ids", "1"], ["bulk_action", "sold"], ["price_mode", "amount"], ["price_value", "oops"]]);
    expect(sold.success && bulkPriceChange(sold.data)).toBeNull();
  });

  it("bounds a price change", () => {
    const price = (mode: string, value: string) => errors([["ids", "1"], ["bulk_action", "price"], ["price_mode", mode], ["price_value", value]]);
    expect(price("amount", "")).toEqual({ price_value: "Enter the price change, e.g. -500 or 2.5" });
    expect(price("amount", "abc")).toEqual({ price_value: "The price change must be a number, e.g. -500 or 2.5" });
    expect(price("amount", "0")).toEqual({ price_value: "The price change can't be zero" });
    expect(price("amount", "10.5")).toHaveProperty("price_value");
    expect(price("amount", "-1000001")).toHaveProperty("price_value");
    expect(price("percent", "-91")).toEqual({ price_value: "A change in percent must be between -90 % and +100 %" });
    expect(price("percent", "101")).toHaveProperty("price_value");
    expect(price("percent", "-90")).toEqual({});
    expect(errors([["ids", "1"], ["bulk_action", "price"], ["price_value", "5"]])).toEqual({ price_mode: "Choose dollars or percent" });
  });
});
