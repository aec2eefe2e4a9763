import { CreditCard, FlaskConical, Lock } from "lucide-react";
import type { ChangeEvent } from "react";
import { TEST_CARDS } from "../payments.ts";

export const inputClass =
  "mt-1.5 block w-full rounded-theme border border-black/15 bg-white px-3.5 py-2.5 text-ink shadow-inner outline-none transition placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600";

/** Groups card digits in fours as they are typed. */
function formatCardNumber(e: ChangeEvent<HTMLInputElement>) {
  const digits = e.currentTarget.value.replace(/\D/g, "").slice(0, 19);
  e.currentTarget.value = digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** MM/YY: the slash appears after the month. */
function formatExpiry(e: ChangeEvent<HTMLInputElement>) {
  const input = e.currentTarget;
  const digits = input.value.replace(/\D/g, "").slice(0, 4);
  if ((e.nativeEvent as InputEvent).inputType?.startsWith("delete")) return;
  input.value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits.length === 2 ? `${digits}/` : digits;
}

/** Card fields for a deposit (name, number, expiry MM/YY, CVC), with the test cards in test mode. */
export function CardFields({ errors = {}, testMode, idPrefix = "card" }: { errors?: Record<string, string>; testMode: boolean; idPrefix?: string }) {
  const field = (name: string) => ({
    id: `${idPrefix}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${idPrefix}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${idPrefix}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null;
  return (
    <fieldset className="space-y-4">
      <legend className="flex items-center gap-2 font-heading text-lg font-bold">
        <CreditCard aria-hidden="true" className="size-5 text-brand" /> Card details
      </legend>
      {testMode && (
        <div className="rounded-theme border border-dashed border-amber-500/70 bg-amber-50 p-3.5 text-sm text-amber-950">
          <p className="flex items-center gap-1.5 font-bold">
            <FlaskConical aria-hidden="true" className="size-4" /> Test mode: no real money moves
          </p>
          <ul className="mt-1.5 space-y-0.5">
            <li>
              Success: <code className="font-mono font-semibold">{TEST_CARDS.success}</code>
            </li>
            <li>
              Declined: <code className="font-mono font-semibold">{TEST_CARDS.declined}</code>
            </li>
            <li>
              Needs authentication: <code className="font-mono font-semibold">{TEST_CARDS.authentication}</code>
            </li>
          </ul>
          <p className="mt-1.5 text-amber-900/80">Use any future expiry date and any 3-digit CVC.</p>
        </div>
      )}
      <div>
        <label htmlFor={`${idPrefix}-card_name`} className="text-sm font-semibold">
          Name on card
        </label>
        <input {...field("card_name")} type="text" autoComplete="cc-name" required maxLength={80} className={inputClass} />
        {error("card_name")}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-card_number`} className="text-sm font-semibold">
          Card number
        </label>
        <input {...field("card_number")} type="text" inputMode="numeric" autoComplete="cc-number" required maxLength={23} placeholder="1234 1234 1234 1234" onChange={formatCardNumber} className={`${inputClass} font-mono`} />
        {error("card_number")}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={`${idPrefix}-card_expiry`} className="text-sm font-semibold">
            Expiry (MM/YY)
          </label>
          <input {...field("card_expiry")} type="text" inputMode="numeric" autoComplete="cc-exp" required maxLength={5} placeholder="MM/YY" onChange={formatExpiry} className={`${inputClass} font-mono`} />
          {error("card_expiry")}
        </div>
        <div>
          <label htmlFor={`${idPrefix}-card_cvc`} className="text-sm font-semibold">
            CVC
          </label>
          <input {...field("card_cvc")} type="text" inputMode="numeric" autoComplete="cc-csc" required maxLength={4} placeholder="123" className={`${inputClass} font-mono`} />
          {error("card_cvc")}
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-xs text-muted">
        <Lock aria-hidden="true" className="size-3.5" /> Your card details are passed securely to our payment provider and never stored on this site.
      </p>
    </fieldset>
  );
}
