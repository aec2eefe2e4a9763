import { Camera } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigation } from "react-router";
import { fieldErrors, type FormFailure } from "../../lib/form-submission.ts";
import { formatNumber, formatPrice } from "../../lib/format.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { imageUrl } from "../../media/image-url.ts";
import { BULK_ACTIONS, BULK_ACTION_LABELS, bulkFormInput, stockBulkSchema } from "../../stock/stock-bulk-form.ts";
import { vehicleFullTitle } from "../../stock/vehicle-names.ts";
import { cn } from "../../ui/cn.ts";
import { Field } from "../../ui/field.tsx";
import { SubmitButton, ValidatedForm, fieldId, useFormContext } from "../../ui/form.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import type { StockTableRow } from "../stock-console.server.ts";
import { QualityBadge, StatusBadges } from "./stock-badges.tsx";

export const stockVehicleHref = (id: number) => `/dealer/stock/${id}`;

/** The small photo of a row (3:2), or a camera when the vehicle has none. */
export function VehicleThumb({ src, className }: { src: string | null; className?: string }) {
  if (!src)
    return (
      <span className={cn("flex aspect-[3/2] items-center justify-center rounded bg-black/5 text-muted", className)}>
        <Camera aria-hidden="true" className="size-5" />
        <span className="sr-only">No photo</span>
      </span>
    );
  return <img src={imageUrl(src, { width: 160, height: 107 })} alt="" width={160} height={107} loading="lazy" className={cn("aspect-[3/2] rounded bg-black/5 object-cover", className)} />;
}

/** A small figure with its name above it on phones and in the column header on wider screens. */
function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <span className="block text-xs text-muted md:hidden">{label}</span>
      <span className="tabular-nums">{children}</span>
    </>
  );
}

const validateBulk = (formData: FormData) => {
  const parsed = stockBulkSchema.safeParse(bulkFormInput(formData.entries()));
  return parsed.success ? {} : fieldErrors(parsed.error);
};

/**
 * The stock table. For staff who may change stock it is one POST form: a checkbox per row and the bulk actions above
 * (works without JavaScript); with JavaScript a "select all" box appears and the price fields show only for a price
 * change. On phones each row is a card: photo, title, price and status, then the figures.
 */
export function StockTable({ rows, canWrite, failure, caption }: { rows: StockTableRow[]; canWrite: boolean; failure: FormFailure | null; caption: string }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const postedIds = new Set((failure?.values.ids ?? "").split("\n").filter(Boolean));
  const [selected, setSelected] = useState<Set<string>>(postedIds);
  const [action, setAction] = useState(failure?.values.bulk_action ?? "");
  const pending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  // New rows (another page, or the list after a bulk action was done) start with nothing ticked. A refused action
  // does not reload the rows, so its ticks stay for another try.
  const shownRows = useRef(rows);
  useEffect(() => {
    if (shownRows.current === rows) return;
    shownRows.current = rows;
    setSelected(new Set());
    setAction("");
  }, [rows]);
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(String(r.id)));

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const table = (
    <div className="overflow-hidden rounded-theme bg-surface shadow-sm ring-1 ring-black/[0.07]">
      <table className="block w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden md:table-header-group">
          <tr className="border-b border-black/10 text-xs tracking-wide text-muted uppercase">
            {canWrite && (
              <th scope="col" className="w-10 px-3 py-3">
                <span className="sr-only">Select</span>
              </th>
            )}
            <th scope="col" className="w-24 px-3 py-3">
              <span className="sr-only">Photo</span>
            </th>
            <th scope="col" className="px-3 py-3">
              Vehicle
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Price
            </th>
            <th scope="col" className="px-3 py-3">
              Status
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Days
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Views <span className="block text-[0.65rem] font-normal normal-case">30 days</span>
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Leads <span className="block text-[0.65rem] font-normal normal-case">30 days</span>
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Quality
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group md:[&_td]:table-cell md:[&_td]:px-3 md:[&_td]:py-3 md:[&_td]:align-middle">
          {rows.map((r) => {
            const title = vehicleFullTitle(r);
            const id = String(r.id);
            const boxId = `select-${id}`;
            return (
              <tr
                key={r.id}
                className={cn(
                  "grid grid-cols-[4.5rem_repeat(4,minmax(0,1fr))] gap-x-3 gap-y-2 border-b border-black/5 p-3 last:border-b-0 md:table-row md:p-0 md:hover:bg-black/[0.02]",
                  canWrite && "grid-cols-[1.5rem_4.5rem_repeat(4,minmax(0,1fr))]",
                  selected.has(id) && "bg-brand/5 md:bg-brand/5",
                )}
              >
                {canWrite && (
                  <td className="row-span-3 pt-1">
                    <input
                      id={boxId}
                      type="checkbox"
                      name="ids"
                      value={id}
                      checked={selected.has(id)}
                      onChange={(e) => toggle(id, e.currentTarget.checked)}
                      aria-label={`Select ${r.stocknum ?? id} ${title}`}
                      className="size-5 rounded border-black/30 accent-[var(--color-brand)]"
                    />
                  </td>
                )}
                <td className="row-span-3 md:py-2!">
                  <VehicleThumb src={r.image} className="w-18 md:w-20" />
                </td>
                <td className="col-span-4 min-w-0">
                  <Link to={stockVehicleHref(r.id)} className="font-semibold text-ink hover:text-brand hover:underline">
                    {title}
                  </Link>
                  <span className="mt-0.5 block truncate text-xs text-muted">
                    {[r.stocknum ? `Stock ${r.stocknum}` : `ID ${r.id}`, r.regplate, r.locationName].filter(Boolean).join(" · ")}
                  </span>
                </td>
                <td className="col-span-2 font-semibold tabular-nums md:text-right">{formatPrice(r.price) ?? <span className="font-normal text-muted">No price</span>}</td>
                <td className="col-span-2">
                  <StatusBadges status={r.status} published={r.published} />
                </td>
                <td className="md:text-right">
                  <Figure label="Days">{formatNumber(r.days)}</Figure>
                </td>
                <td className="md:text-right">
                  <Figure label="Views, 30 days">{formatNumber(r.views)}</Figure>
                </td>
                <td className="md:text-right">
                  <Figure label="Leads, 30 days">{formatNumber(r.leads)}</Figure>
                </td>
                <td className="md:text-right">
                  <span className="block text-xs text-muted md:hidden">Quality</span>
                  <QualityBadge score={r.quality.score} grade={r.quality.grade} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );

  if (!canWrite) return table;

  return (
    <ValidatedForm id="stock-bulk" validate={validateBulk} failure={failure} pending={pending} alertTitle="Nothing was changed" bodyClassName="space-y-3">
      <BulkBar
        rows={rows}
        selected={selected}
        allSelected={allSelected}
        setSelected={setSelected}
        action={action}
        setAction={setAction}
        pending={pending}
        hydrated={hydrated}
      />
      <div id={fieldId("stock-bulk", "ids")} tabIndex={-1} className="outline-none">
        {table}
      </div>
    </ValidatedForm>
  );
}

/** The bulk actions above the table: inside the form, so its fields take their errors and posted values from it. */
function BulkBar(props: {
  rows: StockTableRow[];
  selected: Set<string>;
  allSelected: boolean;
  setSelected: (ids: Set<string>) => void;
  action: string;
  setAction: (action: string) => void;
  pending: boolean;
  hydrated: boolean;
}) {
  const { rows, selected, allSelected, setSelected, action, setAction, pending, hydrated } = props;
  const form = useFormContext();
  const showPrice = !hydrated || action === "price";
  const id = (name: string) => fieldId(form.formId, name);
  return (
    <fieldset className="rounded-theme bg-surface p-3 shadow-sm ring-1 ring-black/[0.07]">
      <legend className="sr-only">Change the selected vehicles</legend>
      <div className="flex flex-wrap items-end gap-3">
        {hydrated && (
          <div className="flex w-full items-center gap-4 sm:w-auto sm:self-center">
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                checked={allSelected}
                onChange={(e) => setSelected(e.currentTarget.checked ? new Set(rows.map((r) => String(r.id))) : new Set())}
                className="size-5 rounded border-black/30 accent-[var(--color-brand)]"
              />
              Select all on this page
            </label>
            <p className="text-sm text-muted" aria-live="polite">
              {selected.size} selected
            </p>
          </div>
        )}
        <Field id={id("bulk_action")} label="With the selected vehicles" error={form.error("bulk_action")} className="w-full sm:w-56">
          <Select name="bulk_action" compact placeholder="Choose an action" options={BULK_ACTIONS.map((a) => ({ value: a, label: BULK_ACTION_LABELS[a] }))} value={action} onChange={(e) => setAction(e.currentTarget.value)} />
        </Field>
        {showPrice && (
          <>
            <Field id={id("price_mode")} label="Change price by" error={form.error("price_mode")} className="w-[calc(50%-0.375rem)] sm:w-36">
              <Select name="price_mode" compact placeholder={null} defaultValue={form.value("price_mode") ?? "amount"} options={[{ value: "amount", label: "Dollars ($)" }, { value: "percent", label: "Percent (%)" }]} />
            </Field>
            <Field id={id("price_value")} label="Amount" error={form.error("price_value")} className="w-[calc(50%-0.375rem)] sm:w-36">
              <Input name="price_value" look="compact" inputMode="decimal" placeholder="-500 or 2.5" defaultValue={form.value("price_value") ?? ""} onBlur={() => form.touched("price_value")} />
            </Field>
          </>
        )}
        <SubmitButton pending={pending} pendingText="Applying…" size="md" className="w-full sm:w-auto">
          Apply
        </SubmitButton>
      </div>
      {!hydrated && <p className="mt-2 text-xs text-muted">Tick the vehicles below, choose an action and press Apply. The amount is used for a price change only.</p>}
    </fieldset>
  );
}
