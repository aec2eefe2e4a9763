/**
 * Budget search maths (spec 000 §2 'Other blocks', §4 'Budget search', §5 'Budget inputs', §7, §9):
 * what a shopper can spend, from a repayment over five years plus a deposit, and the stock search
 * that budget leads to. Pure: shared by the home page loader (the no-JavaScript form) and the
 * browser (live updates).
 */

import { emptyQuery } from "../stock/attributes.ts";
import { searchUrl } from "./query.ts";

export const BUDGET_PERIODS = ["weekly", "monthly"] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

/** Repayments per year. */
export const PERIODS_PER_YEAR: Record<BudgetPeriod, number> = { weekly: 52, monthly: 12 };
/** The estimate's (and the disclaimer's) loan term. */
export const BUDGET_TERM_YEARS = 5;
export const DEFAULT_DEPOSIT = 2000;
/** Switching period resets the repayment to that period's default. */
export const DEFAULT_REPAYMENT: Record<BudgetPeriod, number> = { weekly: 200, monthly: 600 };
export const DEFAULT_PERIOD: BudgetPeriod = "weekly";
/** Repayment and deposit inputs are clamped to 0 through this. */
export const MAX_BUDGET_INPUT = 1_000_000;
/** The budget search only counts stock priced above this (the base filter 'price > 1000'). */
export const BUDGET_MIN_PRICE = 1000;
export const BUDGET_BASE_FILTER = `price > ${BUDGET_MIN_PRICE}`;

export interface BudgetInputs {
  period: BudgetPeriod;
  repayment: number;
  deposit: number;
}

export function defaultBudgetInputs(period: BudgetPeriod = DEFAULT_PERIOD): BudgetInputs {
  return { period, repayment: DEFAULT_REPAYMENT[period], deposit: DEFAULT_DEPOSIT };
}

/**
 * A repayment or deposit as typed: '$1,500' and ' 1500 ' read as 1500; anything that is not a
 * number (including '' and '12abc') becomes 0; the result is clamped to 0 … 1,000,000.
 */
export function parseBudgetAmount(input: unknown): number {
  if (typeof input === "number") return clampAmount(input);
  if (typeof input !== "string") return 0;
  const text = input.replace(/[\s$,]/g, "");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return 0;
  return clampAmount(Number(text));
}

function clampAmount(n: number): number {
  if (!Number.isFinite(n)) return n === Infinity ? MAX_BUDGET_INPUT : 0;
  return Math.min(MAX_BUDGET_INPUT, Math.max(0, n));
}

/** One of BUDGET_PERIODS; anything else reads as the default. */
export function parseBudgetPeriod(input: unknown): BudgetPeriod {
  return (BUDGET_PERIODS as readonly unknown[]).includes(input) ? (input as BudgetPeriod) : DEFAULT_PERIOD;
}

/**
 * Budget = repayment × repayments per year × 5 years + deposit, in whole dollars (rounded down,
 * so the price cap never exceeds what the inputs give).
 * Weekly $200 with a $2,000 deposit: 200 × 52 × 5 + 2000 = $54,000.
 */
export function budgetEstimate({ period, repayment, deposit }: BudgetInputs): number {
  const total = parseBudgetAmount(repayment) * PERIODS_PER_YEAR[period] * BUDGET_TERM_YEARS + parseBudgetAmount(deposit);
  // The epsilon absorbs binary fractions (100.15 × 260 = 26038.999…).
  return Math.floor(total + 1e-6);
}

/**
 * Budget inputs from a submitted form (the no-JavaScript path). A missing repayment takes the
 * period's default and a missing deposit the default deposit; a present but unreadable one is 0.
 */
export function budgetInputsFromParams(params: URLSearchParams): BudgetInputs {
  const period = parseBudgetPeriod(params.get("period") ?? undefined);
  const repayment = params.get("repayment");
  const deposit = params.get("deposit");
  return {
    period,
    repayment: repayment === null ? DEFAULT_REPAYMENT[period] : parseBudgetAmount(repayment),
    deposit: deposit === null ? DEFAULT_DEPOSIT : parseBudgetAmount(deposit),
  };
}

/** Cheapest and dearest price (above BUDGET_MIN_PRICE) among the stock a budget option covers; null when none is priced. */
export type PriceSpan = { min: number; max: number } | null;

/** True when at least one vehicle of the span is within the budget. */
export function budgetHasMatches(budget: number, span: PriceSpan): boolean {
  return span !== null && budget >= span.min;
}

/**
 * The search a budget leads to: `path` with `price=:{budget}`. A budget at or above the dearest
 * vehicle gets no upper bound, so nothing the shopper could afford is left out.
 */
export function budgetSearchUrl(path: string, budget: number, span: PriceSpan): string {
  const capped = span === null || budget < span.max;
  return searchUrl(path, emptyQuery(), capped ? { ranges: { price: { max: budget } } } : {});
}

