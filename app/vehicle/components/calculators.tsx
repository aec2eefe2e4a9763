import { Loader2, MapPin, Truck } from "./icons.ts";
import { useId, useState, type FormEvent } from "react";
import { formatNumber } from "../../lib/format.ts";
import type { Vehicle } from "../../stock/vehicle-schema.ts";
import { truncateOnWord } from "../dealer-comments.ts";
import { EMPTY_POSTCODE_MESSAGE } from "../delivery-quote.ts";
import { fuelCost } from "../fuel.ts";
import { ToggleButton } from "./vehicle-details.tsx";
import { Alert } from "../../ui/alert.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";

const cents = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dollars = (n: number) => `$${cents.format(n)}`;

function NumberField({ label, unit, value, onChange, step, prefix }: { label: string; unit: string; value: string; onChange: (v: string) => void; step: number; prefix?: string }) {
  const id = useId();
  return (
    <Field id={id} label={<>{label} <span className="text-xs font-normal text-muted">{unit}</span></>} labelClassName="flex items-baseline justify-between gap-2">
      <Input look="figure" type="number" inputMode="decimal" min={0} step={step} value={value} onChange={(e) => onChange(e.target.value)} prefix={prefix} />
    </Field>
  );
}

/** Fuel cost calculator (spec 001 §5, §9): $1.70 a litre and 250 km a week unless changed. Not shown for electric cars. */
export function FuelCalculator({ vehicle }: { vehicle: Pick<Vehicle, "simple_fuel" | "fuel" | "variant"> }) {
  const initial = fuelCost(vehicle);
  const [price, setPrice] = useState(initial ? initial.fuelPrice.toFixed(2) : "");
  const [km, setKm] = useState(initial ? String(initial.kmPerWeek) : "");
  const [consumption, setConsumption] = useState(initial ? String(initial.consumption) : "");
  if (!initial) return null;
  const num = (s: string) => (s.trim() === "" ? undefined : Number(s));
  const cost = fuelCost(vehicle, { fuelPrice: num(price), kmPerWeek: num(km), consumption: num(consumption) }) ?? initial;
  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberField label="Fuel price" unit="$ per litre" prefix="$" step={0.01} value={price} onChange={setPrice} />
        <NumberField label="Distance" unit="km per week" step={10} value={km} onChange={setKm} />
        <NumberField label="Consumption" unit="L/100km" step={0.1} value={consumption} onChange={setConsumption} />
      </div>
      <dl aria-live="polite" className="mt-4 grid grid-cols-3 gap-3 text-center">
        {(
          [
            ["Weekly", cost.weekly],
            ["Monthly", cost.monthly],
            ["Yearly", cost.yearly],
          ] as const
        ).map(([label, value]) => (
          <Card key={label} padding="none" elevation="inset" className="p-3">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
            <dd className="mt-1 font-heading text-lg font-bold tabular-nums sm:text-xl">{label === "Weekly" ? dollars(value) : `$${formatNumber(Math.round(value))}`}</dd>
          </Card>
        ))}
      </dl>
      {initial.consumptionIsDefault && <p className="mt-2 text-xs text-muted">This car's fuel figure isn't listed, so we've assumed 10 L/100km.</p>}
    </div>
  );
}

export type DeliveryAnswer = { ok: true; price: number; name: string } | { ok: false; message: string };

/**
 * Delivery calculator by postcode (spec 001 §2, §8). A plain GET form that the server answers
 * without JavaScript; with it, GET /api/delivery-quote answers in place.
 */
export function DeliveryCalculator({ slug, carId, initialPostcode, initialResult }: { slug: string; carId: number; initialPostcode: string; initialResult: DeliveryAnswer | null }) {
  const [postcode, setPostcode] = useState(initialPostcode);
  const [result, setResult] = useState<DeliveryAnswer | null>(initialResult);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (postcode.trim() === "") {
      setResult({ ok: false, message: EMPTY_POSTCODE_MESSAGE });
      return;
    }
    setBusy(true);
    try {
      const res = await fetch(`/api/delivery-quote?${new URLSearchParams({ postcode: postcode.trim(), car_id: String(carId) })}`);
      const body = (await res.json()) as DeliveryAnswer;
      setResult(body);
    } catch {
      setResult({ ok: false, message: "Sorry, we couldn't work out a price just now. Please try again." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="get" action={`/cars/${slug}#delivery-calculator`} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id} className="text-sm font-semibold">
        Your postcode
      </label>
      <div className="mt-1.5 flex gap-2">
        <Input
            look="figure"
            icon={<MapPin aria-hidden="true" />}
            wrapperClassName="flex-1"
            id={id}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            placeholder="e.g. 4000"
            value={postcode}
            onChange={(e) => setPostcode(e.target.value.replace(/\D/g, "").slice(0, 4))}
            className="tracking-wider"
          />
        <Button type="submit" variant="dark" size="sm" disabled={busy} className="gap-1.5 px-4 disabled:opacity-70">
          {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          Get a quote
        </Button>
      </div>
      <div aria-live="polite" className="min-h-6">
        {result &&
          (result.ok ? (
            <p className="mt-3 flex items-center gap-2 rounded-theme bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
              <Truck aria-hidden="true" className="size-5 shrink-0" />
              <span>
                Delivery to <strong>{result.name}</strong>: <strong className="tabular-nums">${formatNumber(result.price)}</strong>
              </span>
            </p>
          ) : (
            <Alert tone="warning" className="mt-3 border-amber-200 p-3 text-sm">
              {result.message}
            </Alert>
          ))}
      </div>
    </form>
  );
}

/** Short form cut at 197 characters (spec 001 §9). */
export const SHORT_DISCLAIMER_CUTOFF = 197;

/** The lender's disclaimer, collapsed to its first 197 characters with Show More / Show Less (spec 001 §4). */
export function FinanceDisclaimer({ text, provider, estimateNote }: { text: string; provider: string; estimateNote: string | null }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const full = text.trim();
  const short = truncateOnWord(full, SHORT_DISCLAIMER_CUTOFF);
  return (
    <div className="text-xs leading-relaxed text-muted">
      {estimateNote && <p className="mb-2">{estimateNote}</p>}
      {full && (
        <>
          <p id={id}>
            <span className="font-semibold text-ink/80">Finance by {provider}. </span>
            {expanded ? full : short}
          </p>
          {short !== full && <ToggleButton expanded={expanded} onClick={() => setExpanded((e) => !e)} more="Show More" less="Show Less" controls={id} />}
        </>
      )}
    </div>
  );
}
