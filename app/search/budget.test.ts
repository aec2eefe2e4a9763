import { describe, expect, it } from "vitest";
import {
  budgetEstimate,
  budgetHasMatches,
  budgetInputsFromParams,
  budgetSearchUrl,
  defaultBudgetInputs,
  parseBudgetAmount,
  parseBudgetPeriod,
} from "./budget.ts";

describe("budgetEstimate", () => {
  it("defaults to weekly $200 with a $2,000 deposit: 200 × 52 × 5 + 2000 = 54,000", () => {
    expect(defaultBudgetInputs()).toEqual({ period: "weekly", repayment: 200, deposit: 2000 });
    expect(budgetEstimate(defaultBudgetInputs())).toBe(54_000);
  });

  it("monthly defaults to $600: 600 × 12 × 5 + 2000 = 38,000", () => {
    expect(defaultBudgetInputs("monthly")).toEqual({ period: "monthly", repayment: 600, deposit: 2000 });
    expect(budgetEstimate(defaultBudgetInputs("monthly"))).toBe(38_000);
  });

  it("works through other numbers", () => {
    expect(budgetEstimate({ period: "weekly", repayment: 350, deposit: 5000 })).toBe(96_000); // 350 × 260 + 5000
    expect(budgetEstimate({ period: "monthly", repayment: 1250, deposit: 0 })).toBe(75_000); // 1250 × 60
    expect(budgetEstimate({ period: "weekly", repayment: 0, deposit: 12_500 })).toBe(12_500);
    expect(budgetEstimate({ period: "weekly", repayment: 0, deposit: 0 })).toBe(0);
  });

  it("rounds down to whole dollars without binary-fraction surprises", () => {
    expect(budgetEstimate({ period: "weekly", repayment: 100.15, deposit: 0 })).toBe(26_039); // 100.15 × 260 = 26,039
    expect(budgetEstimate({ period: "weekly", repayment: 100.5, deposit: 0.99 })).toBe(26_130); // 26,130 + 0.99
  });

  it("clamps out-of-range inputs before multiplying", () => {
    expect(budgetEstimate({ period: "monthly", repayment: 5_000_000, deposit: -20 })).toBe(1_000_000 * 60);
    expect(budgetEstimate({ period: "weekly", repayment: NaN, deposit: 2000 })).toBe(2000);
  });
});

describe("parseBudgetAmount", () => {
  it("reads numbers, with or without a dollar sign and thousands separators", () => {
    expect(parseBudgetAmount("200")).toBe(200);
    expect(parseBudgetAmount(" $1,500 ")).toBe(1500);
    expect(parseBudgetAmount("250.50")).toBe(250.5);
    expect(parseBudgetAmount(".5")).toBe(0.5);
    expect(parseBudgetAmount(42)).toBe(42);
  });

  it("turns anything that is not a number into 0", () => {
    for (const x of ["", "abc", "12abc", "1e5", "--3", "1.2.3", null, undefined, {}, NaN]) expect(parseBudgetAmount(x)).toBe(0);
  });

  it("clamps to 0 … 1,000,000", () => {
    expect(parseBudgetAmount("-50")).toBe(0);
    expect(parseBudgetAmount("1000000")).toBe(1_000_000);
    expect(parseBudgetAmount("1000001")).toBe(1_000_000);
    expect(parseBudgetAmount("99999999999")).toBe(1_000_000);
    expect(parseBudgetAmount(Infinity)).toBe(1_000_000);
    expect(parseBudgetAmount(-Infinity)).toBe(0);
  });
});

describe("budgetInputsFromParams (the no-JavaScript form)", () => {
  const read = (qs: string) => budgetInputsFromParams(new URLSearchParams(qs));

  it("takes the defaults for missing fields, the period's own repayment default included", () => {
    expect(read("")).toEqual({ period: "weekly", repayment: 200, deposit: 2000 });
    expect(read("period=monthly")).toEqual({ period: "monthly", repayment: 600, deposit: 2000 });
  });

  it("reads submitted values, clamping and zeroing bad ones", () => {
    expect(read("period=monthly&repayment=900&deposit=10000")).toEqual({ period: "monthly", repayment: 900, deposit: 10_000 });
    expect(read("period=fortnightly&repayment=abc&deposit=2000000")).toEqual({ period: "weekly", repayment: 0, deposit: 1_000_000 });
  });

  it("parses the period leniently", () => {
    expect(parseBudgetPeriod("monthly")).toBe("monthly");
    expect(parseBudgetPeriod("MONTHLY")).toBe("weekly");
    expect(parseBudgetPeriod(undefined)).toBe("weekly");
  });
});

describe("budget matches and the search URL", () => {
  const span = { min: 12_990, max: 89_990 };

  it("has matches only when the budget reaches the cheapest vehicle", () => {
    expect(budgetHasMatches(54_000, span)).toBe(true);
    expect(budgetHasMatches(12_990, span)).toBe(true);
    expect(budgetHasMatches(12_989, span)).toBe(false);
    expect(budgetHasMatches(1_000_000, null)).toBe(false);
  });

  it("caps the price at the budget", () => {
    expect(budgetSearchUrl("/search/new-used-and-demo-cars", 54_000, span)).toBe("/search/new-used-and-demo-cars?price=:54000");
    expect(budgetSearchUrl("/used-car/suv", 38_000, span)).toBe("/used-car/suv?price=:38000");
  });

  it("leaves out the upper bound when the budget is at or above the dearest vehicle", () => {
    expect(budgetSearchUrl("/search/new-used-and-demo-cars", 89_990, span)).toBe("/search/new-used-and-demo-cars");
    expect(budgetSearchUrl("/search/suv", 150_000, span)).toBe("/search/suv");
  });
});
