import { useId, useRef, useState, type ComponentType } from "react";
import { formatNumber } from "../../lib/format.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { Vehicle } from "../../stock/vehicle-schema.ts";
import type { SliderBounds } from "../../lib/slider-bounds.ts";
import {
  CALCULATOR_FREQUENCIES,
  type FinanceConfig,
  type Frequency,
  type RepaymentInput,
  clampFinanceInput,
  estimateDifference,
  formatRepayment,
  normalisePurchasePrice,
  purchasePriceHelp,
  quoteAssumptions,
  repaymentQuote,
} from "../finance-maths.ts";
import { financeHref } from "../vehicle-links.ts";
import type { VehicleFinanceData } from "../vehicle-page-data.server.ts";
import { track } from "./track.ts";
import { ButtonAnchor } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Input } from "../../ui/input.tsx";
import { ToggleGroup } from "../../ui/toggle-group.tsx";
import { sliderRangeClass, sliderThumbClass, sliderTrackClass } from "../../ui/slider.tsx";

const FREQUENCY_LABELS: Record<Frequency, string> = { week: "Weekly", fortnight: "Fortnightly", month: "Monthly", year: "Yearly" };
const money = (n: number) => `$${formatNumber(n)}`;
const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;
const percent = (n: number) => `${n.toFixed(2).replace(/\.?0+$/, "")}%`;

export interface SliderProps {
  label: string;
  value: number;
  bounds: SliderBounds;
  format: (n: number) => string;
  onChange: (n: number) => void;
}

export type FinanceCalculatorProps = { finance: VehicleFinanceData; vehicle: Pick<Vehicle, "id" | "price" | "slug">; config: FinanceConfig };

/** Where a slider's thumb sits, 0–100 (for the static slider, which draws what Radix will). */
function percentOf(value: number, bounds: SliderBounds): number {
  if (bounds.max <= bounds.min) return 0;
  return ((Math.min(bounds.max, Math.max(bounds.min, value)) - bounds.min) / (bounds.max - bounds.min)) * 100;
}

/**
 * A slider drawn exactly like the interactive one but without behaviour: what the server renders
 * and what shows until the calculator's code has loaded (no layout shift, figures without JavaScript).
 */
export function StaticSlider({ label, value, bounds, format }: SliderProps) {
  const pct = percentOf(value, bounds);
  return (
    <div className="relative mt-3 flex h-5 w-full touch-none items-center select-none">
      <div className={sliderTrackClass}>
        <div className={sliderRangeClass} style={{ left: 0, right: `${100 - pct}%` }} />
      </div>
      <span
        role="img"
        aria-label={`${label}: ${format(value)}`}
        className={cn(sliderThumbClass, "absolute -translate-x-1/2")}
        style={{ left: `calc(${pct}% + ${10 - (pct / 100) * 20}px)` }}
      />
    </div>
  );
}

/**
 * Finance calculator (spec 001 §2, §4, §5, §9): price, term, interest, deposit/trade-in and
 * balloon sliders, a weekly/fortnightly/monthly toggle, and the repayment from finance.ts. The
 * page renders it with `StaticSlider`s (server and first paint); the interactive island swaps in
 * the Radix sliders once its code has loaded. The first change fires analytics event 26, once.
 */
export function FinanceCalculator({ finance, vehicle, config, slider: SliderImpl = StaticSlider, interactive = false }: FinanceCalculatorProps & { slider?: ComponentType<SliderProps>; interactive?: boolean }) {
  const [input, setInput] = useState<RepaymentInput>(finance.defaults);
  const [priceText, setPriceText] = useState(String(finance.defaults.amount));
  const [priceHelp, setPriceHelp] = useState<string | null>(null);
  const used = useRef(false);
  const bounds = finance.bounds;
  const helpId = useId();
  const hydrated = useHydrated() && interactive;

  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    track({ action: "calculator-first-use" }, { car_id: vehicle.id });
  };
  const update = (patch: Partial<RepaymentInput>) => {
    firstUse();
    setInput((current) => clampFinanceInput({ ...current, ...patch }, bounds));
  };

  const difference = estimateDifference(finance.estimate, input);

  const onPriceText = (text: string) => {
    setPriceText(text);
    const value = normalisePurchasePrice(Number(text.replace(/[$,\s]/g, "")));
    const help = purchasePriceHelp(value, config);
    setPriceHelp(help);
    if (!help) update({ amount: value });
  };

  const quote = repaymentQuote(input);
  const depositBounds: SliderBounds = { ...bounds.deposit, max: Math.max(bounds.deposit.step, Math.min(bounds.deposit.max, Math.ceil(input.amount / bounds.deposit.step) * bounds.deposit.step)) };
  const applyHref = finance.applicationUrl ?? financeHref(vehicle);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px]" data-ready={hydrated ? "true" : undefined}>
      <div className="grid gap-6">
        <div>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <label htmlFor={`${helpId}-price`} className="text-sm font-semibold">
              Vehicle price
            </label>
            <Input
                look="figure"
                prefix="$"
                wrapperClassName="w-36"
                id={`${helpId}-price`}
                inputMode="numeric"
                value={priceText}
                onChange={(e) => onPriceText(e.target.value)}
                onBlur={() => !priceHelp && setPriceText(String(input.amount))}
                aria-invalid={priceHelp ? true : undefined}
                aria-describedby={priceHelp ? helpId : undefined}
                className="py-1.5 text-right"
              />
          </div>
          {priceHelp && (
            <p id={helpId} className="mt-1 text-sm font-medium text-red-700">
              {priceHelp}
            </p>
          )}
          <FinanceSlider
            slider={SliderImpl}
            label="Vehicle price"
            value={input.amount}
            bounds={bounds.amount}
            format={money}
            hideLabel
            onChange={(amount) => {
              setPriceHelp(null);
              setPriceText(String(amount));
              update({ amount });
            }}
          />
        </div>
        <FinanceSlider slider={SliderImpl} label="Deposit / trade-in" value={input.deposit} bounds={depositBounds} format={money} onChange={(deposit) => update({ deposit })} />
        <FinanceSlider slider={SliderImpl} label="Loan term" value={input.termYears} bounds={bounds.termYears} format={years} onChange={(termYears) => update({ termYears })} />
        <FinanceSlider slider={SliderImpl} label="Interest rate (p.a.)" value={input.interestRate} bounds={bounds.interestRate} format={percent} onChange={(interestRate) => update({ interestRate })} />
        <FinanceSlider slider={SliderImpl} label="Balloon / residual" value={input.residualPercent} bounds={bounds.residualPercent} format={(n) => `${n}%`} onChange={(residualPercent) => update({ residualPercent })} />
      </div>

      <div className="flex flex-col rounded-theme bg-ink p-5 text-white shadow-lg">
        <ToggleGroup
          look="segments"
          label="Repayment frequency"
          className="grid-cols-3"
          value={input.frequency}
          onChange={(frequency) => update({ frequency })}
          options={CALCULATOR_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
        />
        <p className="mt-5 text-sm text-white/70">Estimated repayment</p>
        <p aria-live="polite" className="font-heading text-4xl font-extrabold tracking-tight tabular-nums" data-testid="finance-repayment">
          {formatRepayment(quote.payment, input.frequency)}
        </p>
        {/* Each figure says what it assumes; where the sidebar's estimate differs, this says why (ADR 036). */}
        <p className="mt-1 text-xs text-white/70" data-testid="finance-assumptions">
          Over {quoteAssumptions(input)}.
        </p>
        {difference && (
          <p className="mt-1 text-xs text-white/70" data-testid="finance-estimate-difference">
            {difference}
          </p>
        )}
        <dl className="mt-4 grid gap-1.5 border-t border-white/15 pt-4 text-sm">
          {(
            [
              ["Amount financed", money(Math.max(0, Math.round(quote.principal)))],
              ["Interest rate", `${percent(input.interestRate)} p.a.`],
              ["Comparison rate", `${percent(finance.comparisonRate)} p.a.`],
              quote.balloon > 0 && ["Balloon", money(Math.round(quote.balloon))],
              !quote.enquire && ["Total payable", money(Math.round(quote.totalPayable))],
            ] as const
          )
            .filter((row) => row !== false)
            .map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt className="text-white/70">{label}</dt>
                <dd className="font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
        </dl>
        <ButtonAnchor href={applyHref} onClick={() => track({ action: "enquiry", form: "finance" }, { car_id: vehicle.id })} size="lg" className="mt-5 mb-3 px-4 shadow-none">
          {quote.enquire ? "Enquire for Finance" : "Get Pre-Approved"}
        </ButtonAnchor>
        <p className="mt-auto pt-3 text-xs text-white/60">*Estimate only, includes a {money(input.establishmentFee)} establishment fee. See the disclaimer below.</p>
      </div>
    </div>
  );
}

function FinanceSlider({
  slider: SliderImpl,
  label,
  value,
  bounds,
  format,
  onChange,
  hideLabel = false,
}: SliderProps & { slider: ComponentType<SliderProps>; hideLabel?: boolean }) {
  return (
    <div>
      {!hideLabel && (
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm font-semibold">{label}</span>
          <output className="font-semibold tabular-nums">{format(value)}</output>
        </div>
      )}
      <SliderImpl label={label} value={value} bounds={bounds} format={format} onChange={onChange} />
      <div className="mt-1 flex justify-between text-xs text-muted tabular-nums">
        <span>{format(bounds.min)}</span>
        <span>{format(bounds.max)}</span>
      </div>
    </div>
  );
}
