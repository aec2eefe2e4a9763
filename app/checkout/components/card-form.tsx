import { CreditCard, FlaskConical, Lock } from "lucide-react";
import type { ChangeEvent, ReactNode } from "react";
import { fieldErrors } from "../../lib/form-submission.ts";
import { Alert } from "../../ui/alert.tsx";
import { Field } from "../../ui/field.tsx";
import { useFormContext } from "../../ui/form.tsx";
import { Input } from "../../ui/input.tsx";
import { cardSchema, TEST_CARDS } from "../payments.ts";

/** The browser's check of the card fields: the server's schema. */
export function validateCard(formData: FormData): Record<string, string> {
  const parsed = cardSchema().safeParse(Object.fromEntries(["card_number", "card_expiry", "card_cvc", "card_name"].map((k) => [k, String(formData.get(k) ?? "")])));
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/** A field's error: the browser's check of it, else the server's answer. */
export function useFieldError(serverErrors: Record<string, string> = {}) {
  const ctx = useFormContext();
  return (name: string) => ctx.error(name) ?? serverErrors[name];
}

/** A field of the checkout forms: the label inline above an inset control, a plain error line. */
export function CheckoutField({ id, label, error, className, children }: { id: string; label: ReactNode; error?: string; className?: string; children: ReactNode }) {
  return (
    <Field id={id} label={label} error={error} plainError labelClassName="mb-0 inline text-ink" errorClassName="mt-1" className={className}>
      {children}
    </Field>
  );
}

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
  const ctx = useFormContext();
  const error = useFieldError(errors);
  const field = (name: string, label: string, control: ReactNode) => (
    <CheckoutField id={`${idPrefix}-${name}`} label={label} error={error(name)}>
      {control}
    </CheckoutField>
  );
  const touched = (name: string) => () => ctx.touched(name);
  return (
    <fieldset className="space-y-4">
      <legend className="flex items-center gap-2 font-heading text-lg font-bold">
        <CreditCard aria-hidden="true" className="size-5 text-brand" /> Card details
      </legend>
      {testMode && (
        // A note, not an announcement: no live region.
        <Alert tone="warning" role="none" className="border-dashed border-amber-500/70 p-3.5 text-sm text-amber-950">
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
        </Alert>
      )}
      {field("card_name", "Name on card", <Input inset name="card_name" type="text" autoComplete="cc-name" required maxLength={80} onBlur={touched("card_name")} />)}
      {field(
        "card_number",
        "Card number",
        <Input inset name="card_number" type="text" inputMode="numeric" autoComplete="cc-number" required maxLength={23} placeholder="1234 1234 1234 1234" onChange={formatCardNumber} onBlur={touched("card_number")} className="font-mono" />,
      )}
      <div className="grid grid-cols-2 gap-4">
        {field(
          "card_expiry",
          "Expiry (MM/YY)",
          <Input inset name="card_expiry" type="text" inputMode="numeric" autoComplete="cc-exp" required maxLength={5} placeholder="MM/YY" onChange={formatExpiry} onBlur={touched("card_expiry")} className="font-mono" />,
        )}
        {field("card_cvc", "CVC", <Input inset name="card_cvc" type="text" inputMode="numeric" autoComplete="cc-csc" required maxLength={4} placeholder="123" onBlur={touched("card_cvc")} className="font-mono" />)}
      </div>
      <p className="flex items-center gap-1.5 text-xs text-muted">
        <Lock aria-hidden="true" className="size-3.5" /> Your card details are passed securely to our payment provider and never stored on this site.
      </p>
    </fieldset>
  );
}
