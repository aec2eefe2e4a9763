/**
 * Car finance maths for the vehicle page (spec 001 §5 and §9, spec 000 §9): the repayment of an
 * amortised car loan with a balloon, the calculator's slider bounds and defaults, who may be
 * offered finance, and the 'Only $X /wk*' estimate of the sidebar and sticky header.
 *
 * Reading of the repayment rule ("standard amortised loan on (price minus deposit plus
 * establishment fee), rate divided by periods per year, over term times periods, less the
 * discounted residual"):
 *
 *   P = amount − deposit + establishment fee          (what is borrowed)
 *   B = amount × residual% / 100                      (balloon, due with the last repayment)
 *   r = interest% / 100 / periodsPerYear,  n = termYears × periodsPerYear
 *   payment = (P − B / (1 + r)^n) × r / (1 − (1 + r)^−n)      and, when r = 0, (P − B) / n
 *
 * Every frequency is amortised on its own periods (fortnightly uses r / 26 over 26 per year), not
 * derived from the weekly or monthly figure.
 */

import type { Vehicle } from "../stock/vehicle-schema.ts";
import { isInStock } from "../stock/vehicle-status.ts";
import type { SiteConfig } from "../tenants/tenant-document.ts";
import { formatNumber } from "../lib/format.ts";
import type { SliderBounds } from "../lib/slider-bounds.ts";

export type FinanceSettings = NonNullable<SiteConfig["finance"]>;
export type Lender = FinanceSettings["lenders"][string];
/** The part of the tenant's site config that finance reads. */
export type FinanceConfig = Pick<SiteConfig, "finance">;

export const PERIODS_PER_YEAR = { week: 52, fortnight: 26, month: 12, year: 1 } as const;
export type Frequency = keyof typeof PERIODS_PER_YEAR;
/** The frequencies a shopper can pick in the calculator; 'year' only exists for its suffix. */
export const CALCULATOR_FREQUENCIES: readonly Frequency[] = ["week", "fortnight", "month"];
export const FREQUENCY_SUFFIX: Record<Frequency, string> = { week: "wk", fortnight: "fn", month: "mo", year: "yr" };

export const DEFAULT_INTEREST_RATE = 10;
/** Loan amount when the car has no price. */
export const DEFAULT_LOAN_AMOUNT = 30_000;
/** Term when the tenant has no lender record (a lender record brings its own termYears). */
export const DEFAULT_TERM_YEARS = 6;
/** A repayment of this many dollars or less is not worth quoting. */
export const ENQUIRE_THRESHOLD = 25;
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";
/** Makes the finance partners do not lend on (compared case-insensitively). */
export const FINANCE_EXCLUDED_MAKES: readonly string[] = ["suzuki"];

/** Purchase price field: below/above these the help text shows; the upper one also caps the loan slider. */
export const PURCHASE_PRICE_MIN = 1_000;
export const PURCHASE_PRICE_MAX = 250_000;
/** The loan slider stops at 100,000 unless the car costs more, then at 105% of its price. */
export const LOAN_SLIDER_MAX = 100_000;
export const LOAN_SLIDER_OVER_PRICE = 1.05;
export const LOAN_STEP = 500;
export const TERM_BOUNDS: SliderBounds = { min: 1, max: 7, step: 0.5 };
export const INTEREST_BOUNDS: SliderBounds = { min: 0.5, max: 15, step: 0.5 };
export const DEPOSIT_BOUNDS: SliderBounds = { min: 0, max: 250_000, step: LOAN_STEP };
/**
 * The balloon is a percentage of the price. The spec's "residual 0 to 250000" is a dollar bound;
 * with the price capped at 250,000 a percentage of at most 100 can never exceed it.
 */
export const RESIDUAL_BOUNDS: SliderBounds = { min: 0, max: 100, step: 1 };

/** The sidebar estimate's fixed assumptions (spec 000 §9: 5 year term, 10% deposit, 30% final payment). */
export const ESTIMATE_TERM_YEARS = 5;
export const ESTIMATE_DEPOSIT_PERCENT = 10;
export const ESTIMATE_BALLOON_PERCENT = 30;
/** The estimate is shown for cars priced above this. */
export const ESTIMATE_MIN_PRICE = 200;
/** Weeks per month used to turn the weekly estimate into a monthly one. */
export const WEEKS_PER_MONTH = 4.33;


export interface RepaymentInput {
  /** The price being financed, in dollars. */
  amount: number;
  /** Deposit plus trade-in, in dollars. */
  deposit: number;
  /** Final (balloon) payment as a percentage of `amount`. */
  residualPercent: number;
  /** Interest rate, percent per annum. */
  interestRate: number;
  termYears: number;
  frequency: Frequency;
  /** Lender's establishment fee, borrowed with the loan. */
  establishmentFee: number;
}

export interface RepaymentQuote {
  /** Repayment per period, unrounded. */
  payment: number;
  periods: number;
  /** Amount borrowed: amount − deposit + establishment fee. */
  principal: number;
  balloon: number;
  /** Every repayment plus the balloon. */
  totalPayable: number;
  /** True when the payment is too small to quote: show 'Enquire for Finance' and hide the total. */
  enquire: boolean;
}

export interface FinanceBounds {
  amount: SliderBounds;
  termYears: SliderBounds;
  interestRate: SliderBounds;
  deposit: SliderBounds;
  residualPercent: SliderBounds;
}

/** The tenant's lender record for its finance provider, if any. */
export function currentLender(config: FinanceConfig): Lender | null {
  const finance = config.finance;
  if (!finance) return null;
  return Object.hasOwn(finance.lenders, finance.provider) ? finance.lenders[finance.provider] : null;
}

/** Repayment per period for the loan described by `input` (see the module comment). */
export function repayment(input: RepaymentInput): number {
  const periodsPerYear = PERIODS_PER_YEAR[input.frequency];
  const n = input.termYears * periodsPerYear;
  if (!(n > 0)) return 0;
  const principal = input.amount - input.deposit + input.establishmentFee;
  const balloon = (input.amount * input.residualPercent) / 100;
  const r = input.interestRate / 100 / periodsPerYear;
  if (r === 0) return (principal - balloon) / n;
  const discount = (1 + r) ** -n;
  return ((principal - balloon * discount) * r) / (1 - discount);
}

/** The whole quote: repayment, total payable and whether to show 'Enquire for Finance' instead. */
export function repaymentQuote(input: RepaymentInput): RepaymentQuote {
  const payment = repayment(input);
  const periods = input.termYears * PERIODS_PER_YEAR[input.frequency];
  const balloon = (input.amount * input.residualPercent) / 100;
  return {
    payment,
    periods,
    principal: input.amount - input.deposit + input.establishmentFee,
    balloon,
    totalPayable: payment * periods + balloon,
    enquire: isEnquireOnly(payment),
  };
}

/**
 * Compared on the whole dollars shown, so the page never reads '$25 /wk*': 25.49 rounds to 25
 * and is enquire-only, 25.50 rounds to 26 and is quoted.
 */
export function isEnquireOnly(payment: number): boolean {
  return !Number.isFinite(payment) || Math.round(payment) <= ENQUIRE_THRESHOLD;
}

/** '$123 /wk*', '$1,234 /mo*', or 'Enquire for Finance' for payments of 25 or less. */
export function formatRepayment(payment: number, frequency: Frequency): string {
  if (isEnquireOnly(payment)) return ENQUIRE_FOR_FINANCE;
  return `$${formatNumber(Math.round(payment))} /${FREQUENCY_SUFFIX[frequency]}*`;
}

function roundUpTo(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}

/** Lowest purchase price a lender will quote: 1,000, or the lender's own minimum when higher (e.g. 5,000). */
function priceFloor(lender: Lender | null): number {
  return Math.max(PURCHASE_PRICE_MIN, lender?.minPrice ?? 0);
}

function priceCeiling(lender: Lender | null): number {
  return Math.min(PURCHASE_PRICE_MAX, lender?.maxPrice ?? Infinity);
}

/**
 * Slider bounds for a car of `price`. The lender's minPrice and maxPrice narrow the loan slider;
 * the interest slider widens to include the tenant's default and the lender's rate, so a
 * configured rate is never clamped away by the generic 0.5–15 range.
 */
export function financeBounds(config: FinanceConfig, price: number | null): FinanceBounds {
  const lender = currentLender(config);
  const min = priceFloor(lender);
  const sliderMax = price !== null && price > LOAN_SLIDER_MAX ? roundUpTo(price * LOAN_SLIDER_OVER_PRICE, LOAN_STEP) : LOAN_SLIDER_MAX;
  const max = Math.max(min, Math.min(sliderMax, priceCeiling(lender)));
  const rates = [config.finance?.default_interest_rate ?? DEFAULT_INTEREST_RATE, ...(lender ? [lender.interestRate] : [])];
  return {
    amount: { min, max, step: LOAN_STEP },
    termYears: TERM_BOUNDS,
    interestRate: { min: Math.min(INTEREST_BOUNDS.min, ...rates), max: Math.max(INTEREST_BOUNDS.max, ...rates), step: INTEREST_BOUNDS.step },
    deposit: DEPOSIT_BOUNDS,
    residualPercent: RESIDUAL_BOUNDS,
  };
}

/** Clamps to the bounds; anything not a number becomes the minimum. Values are not snapped to the step. */
export function clamp(value: number, bounds: Pick<SliderBounds, "min" | "max">): number {
  if (Number.isNaN(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** Every slider input clamped to its bounds; the frequency and establishment fee (≥ 0) pass through. */
export function clampFinanceInput(input: RepaymentInput, bounds: FinanceBounds): RepaymentInput {
  return {
    amount: clamp(input.amount, bounds.amount),
    deposit: clamp(input.deposit, bounds.deposit),
    residualPercent: clamp(input.residualPercent, bounds.residualPercent),
    interestRate: clamp(input.interestRate, bounds.interestRate),
    termYears: clamp(input.termYears, bounds.termYears),
    frequency: input.frequency,
    establishmentFee: Math.max(0, Number.isNaN(input.establishmentFee) ? 0 : input.establishmentFee),
  };
}

/**
 * The calculator's starting values: the car's price (30,000 when it has none), the lender's term,
 * deposit, balloon and establishment fee (6 years and zeros without a lender), the tenant's
 * default interest rate, weekly. Clamped to `financeBounds`.
 */
export function defaultFinanceInput(vehicle: Pick<Vehicle, "price">, config: FinanceConfig): RepaymentInput {
  const lender = currentLender(config);
  const price = vehicle.price !== null && vehicle.price > 0 ? vehicle.price : DEFAULT_LOAN_AMOUNT;
  return clampFinanceInput(
    {
      amount: price,
      deposit: lender?.deposit ?? 0,
      residualPercent: lender?.balloon ?? 0,
      interestRate: config.finance?.default_interest_rate ?? DEFAULT_INTEREST_RATE,
      termYears: lender?.termYears ?? DEFAULT_TERM_YEARS,
      frequency: "week",
      establishmentFee: lender?.establishmentFees ?? 0,
    },
    financeBounds(config, vehicle.price),
  );
}

/** A typed purchase price: 0 or below (or not a number) becomes 0. */
export function normalisePurchasePrice(value: number): number {
  return Number.isNaN(value) || value <= 0 ? 0 : value;
}

/** 'Cannot be less than $1,000 or more than $250,000' when the typed price is outside the lender's range, else null. */
export function purchasePriceHelp(value: number, config: FinanceConfig): string | null {
  const lender = currentLender(config);
  const min = priceFloor(lender);
  const max = Math.max(min, priceCeiling(lender));
  if (value >= min && value <= max) return null;
  return `Cannot be less than $${formatNumber(min)} or more than $${formatNumber(max)}`;
}


export type FinanceIneligibility =
  | "no-finance-provider"
  | "no-lender-rates"
  | "excluded-make"
  | "not-in-stock"
  | "too-old"
  | "price-too-low"
  | "price-too-high";

type EligibilityFields = Pick<Vehicle, "make" | "status" | "year" | "price">;

/**
 * Why finance is not offered for this car, or null when it is. Rules (spec 001 §5): the tenant's
 * provider has a lender record with an interest and a comparison rate; the make is not excluded
 * (Suzuki); the car is in stock; and the lender's own rules hold: year ≥ minYear, price above
 * minPrice (exclusive, as in 'price above 500'), price at most maxPrice. A price rule with no price
 * fails.
 */
export function financeIneligibility(vehicle: EligibilityFields, config: FinanceConfig): FinanceIneligibility | null {
  if (!config.finance) return "no-finance-provider";
  const lender = currentLender(config);
  if (!lender || lender.interestRate == null || lender.comparisonRate == null) return "no-lender-rates";
  if (FINANCE_EXCLUDED_MAKES.includes(vehicle.make.trim().toLowerCase())) return "excluded-make";
  if (!isInStock(vehicle)) return "not-in-stock";
  if (lender.minYear !== null && vehicle.year < lender.minYear) return "too-old";
  if (lender.minPrice !== null && !(vehicle.price !== null && vehicle.price > lender.minPrice)) return "price-too-low";
  if (lender.maxPrice !== null && !(vehicle.price !== null && vehicle.price <= lender.maxPrice)) return "price-too-high";
  return null;
}

export function financeEligible(vehicle: EligibilityFields, config: FinanceConfig): boolean {
  return financeIneligibility(vehicle, config) === null;
}

export interface FinanceEstimate {
  /** Weekly repayment, unrounded. */
  weekly: number;
  /** weekly × 4.33, unrounded. */
  monthly: number;
  interestRate: number;
  termYears: number;
  depositPercent: number;
  balloonPercent: number;
  /** True when the weekly figure is 25 or less: show 'Enquire for Finance'. */
  enquire: boolean;
}

/**
 * The sidebar and sticky-header estimate: 5 years weekly at the tenant's default rate with a 10%
 * deposit and a 30% final payment, no establishment fee (the disclaimer names no fee). Null for
 * cars priced 200 or less. Whether finance is offered at all is `financeEligible`'s question.
 */
export function financeEstimate(vehicle: Pick<Vehicle, "price">, config: FinanceConfig): FinanceEstimate | null {
  const price = vehicle.price;
  if (price === null || !(price > ESTIMATE_MIN_PRICE)) return null;
  const interestRate = config.finance?.default_interest_rate ?? DEFAULT_INTEREST_RATE;
  const weekly = repayment({
    amount: price,
    deposit: (price * ESTIMATE_DEPOSIT_PERCENT) / 100,
    residualPercent: ESTIMATE_BALLOON_PERCENT,
    interestRate,
    termYears: ESTIMATE_TERM_YEARS,
    frequency: "week",
    establishmentFee: 0,
  });
  return {
    weekly,
    monthly: weekly * WEEKS_PER_MONTH,
    interestRate,
    termYears: ESTIMATE_TERM_YEARS,
    depositPercent: ESTIMATE_DEPOSIT_PERCENT,
    balloonPercent: ESTIMATE_BALLOON_PERCENT,
    enquire: isEnquireOnly(weekly),
  };
}

/** 'Only $105 /wk*' for the sidebar link, or null when there is nothing worth showing. */
export function estimateLinkText(estimate: FinanceEstimate | null): string | null {
  if (!estimate || estimate.enquire) return null;
  return `Only ${formatRepayment(estimate.weekly, "week")}`;
}

/**
 * What the sidebar estimate assumes, said next to the figure (issue 13: the sidebar's '$125 /wk*' and the calculator's
 * '$179 /wk*' on one page, each right by its own rules): '5 years, 10% deposit, 30% final payment, 8.99% p.a., no fees'.
 */
export function estimateAssumptions(estimate: FinanceEstimate): string {
  return `${estimate.termYears} years, ${estimate.depositPercent}% deposit, ${estimate.balloonPercent}% final payment, ${estimate.interestRate}% p.a., no fees`;
}

function dollars(n: number): string {
  return `$${formatNumber(Math.round(n))}`;
}

/** What the calculator's figure assumes, from its current inputs: '5 years, $0 deposit, no final payment, 8.99% p.a., $495 establishment fee'. */
export function quoteAssumptions(input: RepaymentInput): string {
  const years = `${input.termYears} ${input.termYears === 1 ? "year" : "years"}`;
  const balloon = input.residualPercent > 0 ? `${input.residualPercent}% final payment` : "no final payment";
  const fee = input.establishmentFee > 0 ? `${dollars(input.establishmentFee)} establishment fee` : "no fees";
  return `${years}, ${dollars(input.deposit)} deposit, ${balloon}, ${input.interestRate}% p.a., ${fee}`;
}

/**
 * The note the calculator shows when its weekly figure differs from the sidebar's estimate: which figure it is and what
 * that one assumes. Null when the two show the same dollars a week (or there is no estimate).
 */
export function estimateDifference(estimate: FinanceEstimate | null, input: RepaymentInput): string | null {
  if (!estimate || estimate.enquire) return null;
  const shown = formatRepayment(estimate.weekly, "week");
  if (formatRepayment(repayment({ ...input, frequency: "week" }), "week") === shown) return null;
  return `The ${shown} estimate beside the price assumes ${estimateAssumptions(estimate)}.`;
}
