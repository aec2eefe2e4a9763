import { ArrowRight, RefreshCw, SearchX } from "lucide-react";
import { useId, useState } from "react";
import { formatNumber } from "../../../lib/format.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import {
  BUDGET_PERIODS,
  BUDGET_TERM_YEARS,
  DEFAULT_REPAYMENT,
  type BudgetInputs,
  type BudgetPeriod,
  budgetEstimate,
  budgetHasMatches,
  budgetSearchUrl,
  parseBudgetAmount,
} from "../../../search/budget.ts";
import type { TemplateId } from "../../../tenants/templates.ts";
import { titleNoun, type StockNoun } from "../../../stock/stock-noun.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { cn } from "../../../ui/cn.ts";
import { Input } from "../../../ui/input.tsx";
import { BodyIcon } from "./body-icon.tsx";
import type { BudgetFormState, BudgetOption } from "../../home-blocks-data.ts";

const PERIOD_LABEL: Record<BudgetPeriod, string> = { weekly: "Weekly", monthly: "Monthly" };
const PER: Record<BudgetPeriod, string> = { weekly: "a week", monthly: "a month" };

const money = (n: number) => `$${formatNumber(Math.floor(n))}`;
const twoPlaces = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An input amount as typed: whole dollars, or dollars and cents. */
const amount = (n: number) => (Number.isInteger(n) ? money(n) : `$${twoPlaces.format(n)}`);

const LOOK: Record<TemplateId, { card: string; panel: string; button: { variant: "inverse" | "primary"; className?: string }; eyebrow: string }> = {
  classic: {
    card: "shadow-xl",
    panel: "bg-brand text-brand-contrast",
    button: { variant: "inverse", className: "text-brand" },
    eyebrow: "text-brand",
  },
  bold: {
    card: "relative z-10 -mt-10 border-t-4 border-brand shadow-2xl ring-0 md:-mt-16",
    panel: "bg-[#141414] text-white",
    button: { variant: "primary" },
    eyebrow: "text-brand",
  },
  modern: {
    card: "shadow-lg",
    panel: "bg-gradient-to-br from-brand to-[color-mix(in_oklab,var(--color-brand)_70%,black)] text-brand-contrast",
    button: { variant: "inverse", className: "text-brand" },
    eyebrow: "text-brand",
  },
};

function MoneyInput({ id, name, label, value, onChange }: { id: string; name: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center rounded-theme border border-black/15 bg-page focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/25">
        <span aria-hidden="true" className="pl-3 font-semibold text-muted">
          $
        </span>
        <Input
          look="bare"
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          // Show what the estimate uses: clamped, and 0 for anything that is not a number.
          onBlur={() => onChange(String(parseBudgetAmount(value)))}
          className="px-2 py-2.5 font-semibold tabular-nums"
        />
      </div>
    </div>
  );
}

/**
 * Budget search (spec 000 §2, §4, §5, §9): body tiles, a weekly/monthly toggle, repayment and
 * deposit, the budget they add up to and a link to the stock within it. A plain GET form to the
 * home page first (the loader works out the search and redirects); in the browser the figure and
 * the link follow every keystroke.
 */
export function BudgetSearch({ noun, options, initial, template }: { noun: StockNoun; options: BudgetOption[]; initial: BudgetFormState; template: TemplateId }) {
  const hydrated = useHydrated();
  const id = useId();
  const [period, setPeriod] = useState<BudgetPeriod>(initial.period);
  const [repayment, setRepayment] = useState(String(initial.repayment));
  const [deposit, setDeposit] = useState(String(initial.deposit));
  const [body, setBody] = useState<string | null>(initial.body);

  const inputs: BudgetInputs = { period, repayment: parseBudgetAmount(repayment), deposit: parseBudgetAmount(deposit) };
  const budget = budgetEstimate(inputs);
  const option = options.find((o) => o.body === body) ?? options[0];
  const matches = budgetHasMatches(budget, option.span);
  const href = budgetSearchUrl(option.path, budget, option.span);
  const plural = titleNoun(noun.many);
  const look = LOOK[template];

  const button = { variant: look.button.variant, block: true, className: cn(look.button.className, "px-5 py-3.5 text-base") };

  return (
    <section id="budget-search" aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <Card asChild padding="none" className={cn("grid grid-cols-1 overflow-hidden lg:grid-cols-[1.45fr_1fr]", look.card)}>
        <form method="get" action="/">
          <div className="min-w-0 space-y-7 p-6 sm:p-8 lg:p-10">
            <div>
              <p className={`mb-1 text-xs font-bold tracking-[0.2em] uppercase ${look.eyebrow}`}>Budget search</p>
              <h2 id={`${id}-heading`} className="text-3xl font-bold">
                Find {noun.many} for your budget
              </h2>
              <p className="mt-1 text-muted">Tell us what you&rsquo;d like to repay and we&rsquo;ll show you what fits.</p>
            </div>

            {options.length > 1 && (
              // min-w-0: a fieldset is at least as wide as its content, and the tiles scroll sideways on phones.
              <fieldset className="min-w-0">
                <legend className="mb-2 text-sm font-semibold">Body type</legend>
                <div className="-mx-6 flex snap-x scroll-px-6 gap-2.5 overflow-x-auto px-6 pt-0.5 pb-2 sm:mx-0 sm:grid sm:grid-cols-[repeat(auto-fit,minmax(7.5rem,1fr))] sm:overflow-visible sm:px-0 sm:pb-0">
                  {options.map((o) => (
                    <label
                      key={o.body ?? "all"}
                      className="relative flex w-28 shrink-0 cursor-pointer snap-start flex-col items-center gap-1 rounded-theme border border-black/10 bg-page px-2 pt-3 pb-2.5 text-center transition hover:border-brand/60 has-[:checked]:border-brand has-[:checked]:bg-brand/5 has-[:checked]:shadow-[inset_0_0_0_1px_var(--color-brand)] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent sm:w-auto"
                    >
                      <input
                        type="radio"
                        name="body"
                        value={o.body ?? ""}
                        checked={o.body === option.body}
                        onChange={() => setBody(o.body)}
                        className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                      />
                      <BodyIcon body={o.body} className="h-7 w-14 text-ink/60 peer-checked:text-brand" />
                      <span className="text-sm font-bold">{o.label}</span>{" "}
                      <span className="text-[0.7rem] text-muted">{o.span ? `from ${money(o.span.min)}` : "none priced"}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}

            <div className="grid gap-4 sm:grid-cols-[auto_1fr_1fr] sm:items-end">
              <fieldset>
                <legend className="mb-1.5 text-sm font-semibold">Repayments</legend>
                <div className="inline-flex h-[2.875rem] rounded-theme bg-page p-1 ring-1 ring-black/10">
                  {BUDGET_PERIODS.map((p) => (
                    <label
                      key={p}
                      className="relative flex cursor-pointer items-center rounded-[calc(var(--radius-theme)*0.75)] px-4 text-sm font-semibold text-muted transition has-[:checked]:bg-brand has-[:checked]:text-brand-contrast has-[:checked]:shadow-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent"
                    >
                      <input
                        type="radio"
                        name="period"
                        value={p}
                        checked={period === p}
                        onChange={() => {
                          setPeriod(p);
                          setRepayment(String(DEFAULT_REPAYMENT[p]));
                        }}
                        className="absolute inset-0 size-full cursor-pointer opacity-0"
                      />
                      {PERIOD_LABEL[p]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <MoneyInput id={`${id}-repayment`} name="repayment" label={`${PERIOD_LABEL[period]} repayment`} value={repayment} onChange={setRepayment} />
              <MoneyInput id={`${id}-deposit`} name="deposit" label="Deposit" value={deposit} onChange={setDeposit} />
            </div>

            {!hydrated && (
              // The fragment brings the shopper back to this block; 'View' has none, so none follows the redirect to the search.
              <Button type="submit" variant="link" size="inline" name="intent" value="estimate" formAction="/#budget-search">
                <RefreshCw aria-hidden="true" className="size-4" /> Update estimate
              </Button>
            )}
          </div>

          <div className={`flex flex-col justify-center gap-5 p-6 sm:p-8 lg:p-10 ${look.panel}`}>
            <div aria-live="polite">
              <p className="text-sm font-semibold tracking-wide uppercase">Your estimated budget</p>
              <p data-testid="budget-amount" className="font-heading text-5xl leading-tight font-extrabold tabular-nums sm:text-6xl">
                {money(budget)}
              </p>
              <p className="mt-1 text-sm">
                {amount(inputs.repayment)} {PER[period]} over {BUDGET_TERM_YEARS} years + {amount(inputs.deposit)} deposit
              </p>
            </div>
            {!matches ? (
              <Button type="submit" disabled {...button} className={cn(button.className, "disabled:cursor-not-allowed disabled:opacity-60")}>
                0 {plural} Found
              </Button>
            ) : hydrated ? (
              <ButtonLink to={href} {...button}>
                View {plural} In This Range <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
            ) : (
              <Button type="submit" name="intent" value="view" {...button}>
                View {plural} In This Range <ArrowRight aria-hidden="true" className="size-5" />
              </Button>
            )}
            <div aria-live="polite" className="-mt-2 empty:hidden">
              {!matches && (
                <p className="flex items-center gap-2 text-sm font-semibold">
                  <SearchX aria-hidden="true" className="size-4 shrink-0" /> No {plural} found for this budget
                </p>
              )}
            </div>
            <p className="text-xs leading-relaxed">
              Estimate only: your repayments over a {BUDGET_TERM_YEARS} year term plus your deposit, before interest, fees and charges. Not a quote or an offer of
              finance.
            </p>
          </div>
        </form>
      </Card>
    </section>
  );
}
