import { useRef, type ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import { TextField, useFormContext } from "../../ui/form.tsx";
import { formatKmsInput, formatMoneyInput } from "../form-data.ts";

/** The props a formatted number field passes on to its text field. */
interface NumberFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  quickPicks?: readonly number[];
}

/** A number typed with grouping and a unit (money, kilometres): formatted as you leave the field, with quick picks. */
function FormattedNumberField({ format, quickPicks, ...field }: NumberFieldProps & { format: (raw: string) => string; placeholder: string; quickPicks: readonly number[] }) {
  const ref = useRef<HTMLInputElement>(null);
  const ctx = useFormContext();
  const { name } = field;
  const initial = ctx.value(name);
  return (
    <div>
      <TextField
        ref={ref}
        {...field}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={initial ? format(initial) : undefined}
        onBlur={(e) => (e.currentTarget.value = format(e.currentTarget.value))}
      />
      {ctx.hydrated && (
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Quick picks">
          {quickPicks.map((v) => (
            <Button
              key={v}
              variant="secondary"
              size="sm"
              onClick={() => {
                if (ref.current) ref.current.value = format(String(v));
                ctx.touched(name);
              }}
              className="rounded-full py-1 shadow-none hover:border-brand hover:bg-white hover:text-brand"
            >
              {format(String(v))}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Money: "$" prefix, thousands separators as you leave the field, quick picks (spec 000 §5 'Forms'). */
export function MoneyField({ quickPicks = [5_000, 10_000, 20_000, 30_000, 50_000, 70_000], ...props }: NumberFieldProps) {
  return <FormattedNumberField {...props} quickPicks={quickPicks} format={formatMoneyInput} placeholder="e.g. $30,000" />;
}

/** Kilometres: " kms" suffix and thousands separators, quick picks. */
export function KmsField({ required = true, quickPicks = [10_000, 30_000, 50_000, 80_000, 100_000, 150_000], ...props }: Omit<NumberFieldProps, "hint">) {
  return <FormattedNumberField {...props} required={required} quickPicks={quickPicks} format={formatKmsInput} placeholder="e.g. 45,000 kms" />;
}

/** A field people never see or reach; bots that fill in every field fill it in too. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Company website
        <input type="text" name="company_website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
