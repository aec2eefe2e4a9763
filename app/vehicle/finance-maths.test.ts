import { describe, expect, it } from "vitest";
import {
  type FinanceConfig,
  type RepaymentInput,
  clampFinanceInput,
  currentLender,
  defaultFinanceInput,
  estimateAssumptions,
  estimateDifference,
  estimateLinkText,
  financeBounds,
  financeEligible,
  financeEstimate,
  financeIneligibility,
  formatRepayment,
  isEnquireOnly,
  normalisePurchasePrice,
  purchasePriceHelp,
  quoteAssumptions,
  repayment,
  repaymentQuote,
} from "./finance-maths.ts";
import { config, financeConfig, vehicle } from "./vehicle-fixtures.ts";

const base: RepaymentInput = {
  amount: 10_000,
  deposit: 0,
  residualPercent: 0,
  interestRate: 12,
  termYears: 1,
  frequency: "month",
  establishmentFee: 0,
};

describe("repayment", () => {
  it("amortises a plain loan", () => {
    // r = 12 / 100 / 12 = 0.01, n = 1 × 12 = 12
    // (1.01)^-12 = 0.887449; 1 − 0.887449 = 0.112551
    // 10,000 × 0.01 = 100; 100 / 0.112551 = 888.49
    expect(repayment(base)).toBeCloseTo(888.49, 2);
  });

  it("subtracts the discounted balloon", () => {
    // B = 10,000 × 20% = 2,000; discounted 2,000 × 0.887449 = 1,774.90
    // (10,000 − 1,774.90) × 0.01 = 82.251; 82.251 / 0.112551 = 730.79
    expect(repayment({ ...base, residualPercent: 20 })).toBeCloseTo(730.79, 2);
  });

  it("borrows price − deposit + establishment fee", () => {
    // P = 12,000 − 3,000 + 1,000 = 10,000: the same loan as the plain example
    expect(repayment({ ...base, amount: 12_000, deposit: 3_000, establishmentFee: 1_000 })).toBeCloseTo(888.49, 2);
  });

  it("divides evenly at zero interest", () => {
    // 30,000 / (5 × 12) = 500
    expect(repayment({ ...base, amount: 30_000, interestRate: 0, termYears: 5 })).toBe(500);
    // balloon 20% = 6,000; (30,000 − 6,000) / (5 × 52) = 24,000 / 260 = 92.31
    expect(repayment({ ...base, amount: 30_000, residualPercent: 20, interestRate: 0, termYears: 5, frequency: "week" })).toBeCloseTo(92.31, 2);
  });

  it("amortises each frequency on its own periods", () => {
    // fortnightly: r = 13 / 100 / 26 = 0.005, n = 2 × 26 = 52
    // (1.005)^-52 = 0.771551; 1 − 0.771551 = 0.228449; 20,000 × 0.005 = 100; 100 / 0.228449 = 437.73
    expect(repayment({ ...base, amount: 20_000, interestRate: 13, termYears: 2, frequency: "fortnight" })).toBeCloseTo(437.73, 2);
    // yearly: r = 0.10, n = 2; (1.1)^-2 = 0.826446; 1 − 0.826446 = 0.173554; 1,000 × 0.1 = 100; 100 / 0.173554 = 576.19
    expect(repayment({ ...base, amount: 1_000, interestRate: 10, termYears: 2, frequency: "year" })).toBeCloseTo(576.19, 2);
  });

  it("handles half-year terms and a zero-length term", () => {
    // 6,000 at 0% over 1.5 years monthly: 6,000 / 18 = 333.33
    expect(repayment({ ...base, amount: 6_000, interestRate: 0, termYears: 1.5 })).toBeCloseTo(333.33, 2);
    expect(repayment({ ...base, termYears: 0 })).toBe(0);
  });

  it("quotes the total payable and the enquire flag", () => {
    // 888.4879 × 12 = 10,661.85, no balloon
    const plain = repaymentQuote(base);
    expect(plain.totalPayable).toBeCloseTo(10_661.85, 2);
    expect(plain).toMatchObject({ periods: 12, principal: 10_000, balloon: 0, enquire: false });
    // 730.7903 × 12 = 8,769.48, plus the 2,000 balloon = 10,769.48
    expect(repaymentQuote({ ...base, residualPercent: 20 }).totalPayable).toBeCloseTo(10_769.48, 2);
    // 300 / 12 = 25 a month: too small to quote
    expect(repaymentQuote({ ...base, amount: 300, interestRate: 0 }).enquire).toBe(true);
  });
});

describe("formatRepayment", () => {
  it("rounds to whole dollars with a frequency suffix and an asterisk", () => {
    expect(formatRepayment(105.35, "week")).toBe("$105 /wk*");
    expect(formatRepayment(437.73, "fortnight")).toBe("$438 /fn*");
    expect(formatRepayment(1_234.4, "month")).toBe("$1,234 /mo*");
    expect(formatRepayment(576.19, "year")).toBe("$576 /yr*");
  });

  it("says 'Enquire for Finance' at 25 or less, judged on the dollars shown", () => {
    expect(formatRepayment(25, "week")).toBe("Enquire for Finance");
    expect(formatRepayment(25.49, "week")).toBe("Enquire for Finance");
    expect(formatRepayment(25.5, "week")).toBe("$26 /wk*");
    expect(formatRepayment(-40, "month")).toBe("Enquire for Finance");
    expect(isEnquireOnly(Number.NaN)).toBe(true);
  });
});

describe("financeBounds and clamping", () => {
  it("uses the spec's default bounds", () => {
    const b = financeBounds(config(), 20_000);
    expect(b.amount).toEqual({ min: 1_000, max: 100_000, step: 500 });
    expect(b.termYears).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(b.interestRate).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(b.deposit).toEqual({ min: 0, max: 250_000, step: 500 });
    expect(b.residualPercent).toEqual({ min: 0, max: 100, step: 1 });
  });

  it("lets the loan slider reach 105% of prices above 100,000, up to 250,000", () => {
    expect(financeBounds(config(), 100_000).amount.max).toBe(100_000);
    // 150,000 × 1.05 = 157,500 (already a multiple of 500)
    expect(financeBounds(config(), 150_000).amount.max).toBe(157_500);
    // 120,100 × 1.05 = 126,105 → up to the next 500 = 126,500
    expect(financeBounds(config(), 120_100).amount.max).toBe(126_500);
    // 240,000 × 1.05 = 252,000 → capped at 250,000
    expect(financeBounds(config(), 240_000).amount.max).toBe(250_000);
  });

  it("applies the lender's price range and widens the rate range to its rate", () => {
    expect(financeBounds(financeConfig({ minPrice: 5_000 }), 20_000).amount.min).toBe(5_000);
    expect(financeBounds(financeConfig({ minPrice: 500 }), 20_000).amount.min).toBe(1_000);
    expect(financeBounds(financeConfig({ maxPrice: 80_000 }), 20_000).amount.max).toBe(80_000);
    expect(financeBounds(financeConfig({ interestRate: 16.99 }), 20_000).interestRate).toEqual({ min: 0.5, max: 16.99, step: 0.5 });
  });

  it("clamps every slider input to its bounds", () => {
    const b = financeBounds(config(), 20_000);
    const wild: RepaymentInput = { amount: 500, deposit: -1, residualPercent: 120, interestRate: 0, termYears: 0.5, frequency: "fortnight", establishmentFee: -5 };
    expect(clampFinanceInput(wild, b)).toEqual({ amount: 1_000, deposit: 0, residualPercent: 100, interestRate: 0.5, termYears: 1, frequency: "fortnight", establishmentFee: 0 });
    const high: RepaymentInput = { amount: 200_000, deposit: 300_000, residualPercent: 30, interestRate: 20, termYears: 10, frequency: "week", establishmentFee: 1_300 };
    expect(clampFinanceInput(high, b)).toEqual({ amount: 100_000, deposit: 250_000, residualPercent: 30, interestRate: 15, termYears: 7, frequency: "week", establishmentFee: 1_300 });
    expect(clampFinanceInput({ ...high, amount: Number.NaN }, b).amount).toBe(1_000);
  });
});

describe("purchase price field", () => {
  it("shows the help text outside 1,000 to 250,000", () => {
    const msg = "Cannot be less than $1,000 or more than $250,000";
    expect(purchasePriceHelp(999, config())).toBe(msg);
    expect(purchasePriceHelp(1_000, config())).toBeNull();
    expect(purchasePriceHelp(250_000, config())).toBeNull();
    expect(purchasePriceHelp(250_001, config())).toBe(msg);
    expect(purchasePriceHelp(4_999, financeConfig({ minPrice: 5_000 }))).toBe("Cannot be less than $5,000 or more than $250,000");
  });

  it("turns a price of 0 or below into 0", () => {
    expect(normalisePurchasePrice(-5)).toBe(0);
    expect(normalisePurchasePrice(0)).toBe(0);
    expect(normalisePurchasePrice(Number.NaN)).toBe(0);
    expect(normalisePurchasePrice(12_345)).toBe(12_345);
  });
});

describe("defaultFinanceInput", () => {
  it("starts from the car's price, 6 years, the tenant's rate, weekly, without a lender", () => {
    expect(defaultFinanceInput(vehicle({ price: 20_000 }), financeConfig(null, { default_interest_rate: 8.5 }))).toEqual({
      amount: 20_000,
      deposit: 0,
      residualPercent: 0,
      interestRate: 8.5,
      termYears: 6,
      frequency: "week",
      establishmentFee: 0,
    });
    expect(defaultFinanceInput(vehicle({ price: null }), config()).amount).toBe(30_000);
    expect(defaultFinanceInput(vehicle({ price: null }), config()).interestRate).toBe(10);
  });

  it("takes term, deposit, balloon and fee from the lender record, then clamps", () => {
    const input = defaultFinanceInput(vehicle({ price: 300_000 }), financeConfig({ termYears: 5, deposit: 2_000, balloon: 20, establishmentFees: 1_360.5 }));
    expect(input).toEqual({ amount: 250_000, deposit: 2_000, residualPercent: 20, interestRate: 10, termYears: 5, frequency: "week", establishmentFee: 1_360.5 });
  });
});

describe("financeEstimate", () => {
  it("estimates 5 years weekly with 10% deposit and 30% final payment", () => {
    // price 30,000: P = 30,000 − 3,000 = 27,000; B = 9,000
    // r = 10 / 100 / 52 = 0.00192308, n = 260; (1 + r)^-260 = 0.606822
    // 9,000 × 0.606822 = 5,461.40; 27,000 − 5,461.40 = 21,538.60; × r = 41.4204
    // 41.4204 / (1 − 0.606822 = 0.393178) = 105.35 a week; × 4.33 = 456.16 a month
    const e = financeEstimate(vehicle({ price: 30_000 }), config())!;
    expect(e.weekly).toBeCloseTo(105.35, 2);
    expect(e.monthly).toBeCloseTo(456.16, 2);
    expect(e).toMatchObject({ interestRate: 10, termYears: 5, depositPercent: 10, balloonPercent: 30, enquire: false });
    expect(formatRepayment(e.weekly, "week")).toBe("$105 /wk*");
    expect(formatRepayment(e.monthly, "month")).toBe("$456 /mo*");
    expect(estimateLinkText(e)).toBe("Only $105 /wk*");
  });

  it("uses the tenant's default interest rate", () => {
    // at 0%: (27,000 − 9,000) / 260 = 69.23
    expect(financeEstimate(vehicle({ price: 30_000 }), financeConfig(null, { default_interest_rate: 0 }))!.weekly).toBeCloseTo(69.23, 2);
  });

  it("is shown only above 200, and tiny estimates become enquire-only", () => {
    expect(financeEstimate(vehicle({ price: 200 }), config())).toBeNull();
    expect(financeEstimate(vehicle({ price: null }), config())).toBeNull();
    const tiny = financeEstimate(vehicle({ price: 201 }), config())!;
    expect(tiny.enquire).toBe(true);
    expect(estimateLinkText(tiny)).toBeNull();
    expect(estimateLinkText(null)).toBeNull();
  });
});

describe("financeEligible", () => {
  const ok = financeConfig();

  it("needs a provider with a lender record", () => {
    expect(financeIneligibility(vehicle(), config())).toBe("no-finance-provider");
    expect(financeIneligibility(vehicle(), financeConfig(null))).toBe("no-lender-rates");
    expect(currentLender(ok)).toMatchObject({ interestRate: 8.99, comparisonRate: 9.49 });
    expect(financeEligible(vehicle(), ok)).toBe(true);
  });

  it("never finances a Suzuki, however it is spelt", () => {
    expect(financeIneligibility(vehicle({ make: "Suzuki" }), ok)).toBe("excluded-make");
    expect(financeIneligibility(vehicle({ make: " SUZUKI " }), ok)).toBe("excluded-make");
  });

  it("needs the car in stock (in_stock or coming_soon)", () => {
    expect(financeEligible(vehicle({ status: "coming_soon" }), ok)).toBe(true);
    expect(financeIneligibility(vehicle({ status: "sold" }), ok)).toBe("not-in-stock");
    expect(financeIneligibility(vehicle({ status: "on_hold" }), ok)).toBe("not-in-stock");
  });

  it("applies the lender's year and price rules", () => {
    const rules = financeConfig({ minYear: 2014, minPrice: 500, maxPrice: 150_000 });
    expect(financeEligible(vehicle({ year: 2014 }), rules)).toBe(true);
    expect(financeIneligibility(vehicle({ year: 2013 }), rules)).toBe("too-old");
    expect(financeIneligibility(vehicle({ price: 500 }), rules)).toBe("price-too-low");
    expect(financeEligible(vehicle({ price: 501 }), rules)).toBe(true);
    expect(financeIneligibility(vehicle({ price: null }), rules)).toBe("price-too-low");
    expect(financeEligible(vehicle({ price: 150_000 }), rules)).toBe(true);
    expect(financeIneligibility(vehicle({ price: 150_001 }), rules)).toBe("price-too-high");
  });
});

describe("the assumptions behind each figure (issue 13: '$125 /wk*' in the sidebar, '$179 /wk*' in the calculator)", () => {
  const config = {
    finance: {
      provider: "Apex Finance",
      default_interest_rate: 8.99,
      application_url: null,
      lenders: { "Apex Finance": { interestRate: 8.99, comparisonRate: 9.49, termYears: 5, deposit: 0, balloon: 0, establishmentFees: 495, minYear: null, maxPrice: null, minPrice: null, disclaimer: "" } },
    },
  } as unknown as FinanceConfig;
  const car = { price: 40_000 };

  it("states the sidebar estimate's assumptions", () => {
    expect(estimateAssumptions(financeEstimate(car, config)!)).toBe("5 years, 10% deposit, 30% final payment, 8.99% p.a., no fees");
  });

  it("states the calculator's assumptions from its inputs", () => {
    expect(quoteAssumptions(defaultFinanceInput(car, config))).toBe("5 years, $0 deposit, no final payment, 8.99% p.a., $495 establishment fee");
    expect(quoteAssumptions({ ...defaultFinanceInput(car, config), termYears: 1, residualPercent: 20, establishmentFee: 0, deposit: 4000 })).toBe(
      "1 year, $4,000 deposit, 20% final payment, 8.99% p.a., no fees",
    );
  });

  it("names the difference when the two figures differ, and nothing once the calculator is set to the estimate's terms", () => {
    const estimate = financeEstimate(car, config)!;
    const input = defaultFinanceInput(car, config);
    expect(formatRepayment(estimate.weekly, "week")).not.toBe(formatRepayment(repayment(input), "week"));
    expect(estimateDifference(estimate, input)).toBe(`The ${formatRepayment(estimate.weekly, "week")} estimate beside the price assumes 5 years, 10% deposit, 30% final payment, 8.99% p.a., no fees.`);
    expect(estimateDifference(estimate, { ...input, deposit: 4000, residualPercent: 30, establishmentFee: 0 })).toBeNull();
    expect(estimateDifference(null, input)).toBeNull();
  });
});
