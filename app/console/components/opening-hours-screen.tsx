import { CalendarPlus, CheckCircle2, Clock, EyeOff, MapPin } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { FormFailure } from "../../lib/form-submission.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { cn } from "../../ui/cn.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FieldError } from "../../ui/field.tsx";
import { SubmitButton, ValidatedForm, fieldId, useFormContext } from "../../ui/form.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { formValidator } from "../document-fields.ts";
import { WEEK, dayField, holidayField, holidayRowsPosted, hoursFormSchema } from "../location-hours-form.ts";
import { ConsolePage } from "./console-page.tsx";
import { FormSection } from "./form-section.tsx";
import { SettingsNav } from "./settings-nav.tsx";

export type LocationHoursRow = { slug: string; name: string; place: string; visible: boolean; status: string; nextHoliday: string | null };

/** /dealer/settings/locations: each location with today's status and its next holiday, and a way to its hours. */
export function LocationsHoursScreen({ locations, saved }: { locations: LocationHoursRow[]; saved: string | null }) {
  return (
    <ConsolePage title="Settings" description="Your website's everyday switches. Changes show on the website as soon as you save.">
      <SettingsNav current="hours" />
      {saved && (
        <Alert tone="success" className="mb-6 flex items-center gap-2">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" /> Opening hours of {saved} saved. Your website shows them now.
        </Alert>
      )}
      {locations.length === 0 ? (
        <EmptyState icon={MapPin} title="No locations yet" titleId="no-locations" size="sm">
          Your locations come from the platform operator. Once they are set up, their opening hours are edited here.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {locations.map((l) => (
            <li key={l.slug}>
              <Card padding="lg" className="flex h-full flex-col gap-3 p-5">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-bold">
                      <Link to={`/dealer/settings/locations/${l.slug}`} className="hover:text-brand hover:underline">
                        {l.name}
                      </Link>
                    </h2>
                    <p className="text-sm text-muted">{l.place}</p>
                  </div>
                  {!l.visible && (
                    <Badge tone="neutral" className="shrink-0">
                      <EyeOff aria-hidden="true" className="size-3" /> Not on the website
                    </Badge>
                  )}
                </div>
                <p className="flex items-center gap-2 text-sm">
                  <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" /> {l.status}
                </p>
                {l.nextHoliday && (
                  <p className="flex items-center gap-2 text-sm">
                    <CalendarPlus aria-hidden="true" className="size-4 shrink-0 text-muted" /> {l.nextHoliday}
                  </p>
                )}
                <div className="mt-auto pt-1">
                  <ButtonLink to={`/dealer/settings/locations/${l.slug}`} variant="secondary" size="sm" aria-label={`Edit hours: ${l.name}`}>
                    Edit hours
                  </ButtonLink>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}

const STATUS_OPTIONS = [
  { value: "Open", label: "Open" },
  { value: "Closed", label: "Closed" },
];

const HOLIDAY_STATUS_OPTIONS = [
  { value: "Closed", label: "Closed" },
  { value: "Open", label: "Open" },
];

/** A select or time box of the hours grid: labelled for screen readers (the grid's headings show it), its error below the row. */
function useCell(name: string) {
  const ctx = useFormContext();
  const id = fieldId(ctx.formId, name);
  const error = ctx.error(name);
  return { ctx, id, error, aria: { id, "aria-invalid": error ? (true as const) : undefined, "aria-describedby": error ? `${id}-error` : undefined, onBlur: () => ctx.touched(name) } };
}

function StatusCell({ name, label, options }: { name: string; label: string; options: typeof STATUS_OPTIONS }) {
  const { ctx, aria } = useCell(name);
  return <Select name={name} options={options} placeholder={null} defaultValue={ctx.value(name) ?? "Closed"} aria-label={label} {...aria} />;
}

function TimeCell({ name, label }: { name: string; label: string }) {
  const { ctx, aria } = useCell(name);
  return <Input type="time" name={name} defaultValue={ctx.value(name) ?? ""} aria-label={label} {...aria} />;
}

function TextCell({ name, label, type = "text", placeholder }: { name: string; label: string; type?: string; placeholder?: string }) {
  const { ctx, aria } = useCell(name);
  return <Input type={type} name={name} defaultValue={ctx.value(name) ?? ""} aria-label={label} placeholder={placeholder} maxLength={type === "text" ? 120 : undefined} {...aria} />;
}

/** The errors of one row, each with the id its control points at. */
function RowErrors({ names }: { names: string[] }) {
  const ctx = useFormContext();
  return (
    <>
      {names.map((n) => (
        <FieldError key={n} id={`${fieldId(ctx.formId, n)}-error`} message={ctx.error(n)} className="sm:col-span-full" />
      ))}
    </>
  );
}

const CELL_LABEL = "text-xs font-semibold text-muted sm:hidden";
/** A row whose status is Closed greys its times (they are not used), with or without JavaScript. */
const CLOSED_ROW = "[&:has(option[value=Closed]:checked)_input[type=time]]:opacity-40";

function WeekGrid() {
  return (
    <div>
      <div aria-hidden="true" className="hidden grid-cols-[8rem_repeat(3,minmax(0,10rem))] gap-3 border-b border-black/10 pb-2 text-sm font-semibold text-muted sm:grid">
        <span>Day</span>
        <span>Open or closed</span>
        <span>Opens</span>
        <span>Closes</span>
      </div>
      <ul className="divide-y divide-black/5">
        {WEEK.map(({ weekday, day }) => (
          <li key={weekday} className={cn("grid grid-cols-2 items-end gap-x-3 gap-y-2 py-3 sm:grid-cols-[8rem_repeat(3,minmax(0,10rem))] sm:items-center", CLOSED_ROW)}>
            <span className="self-center font-semibold">{day}</span>
            <div>
              <StatusCell name={dayField(weekday, "status")} label={`${day}: open or closed`} options={STATUS_OPTIONS} />
            </div>
            <div>
              <span className={CELL_LABEL}>Opens</span>
              <TimeCell name={dayField(weekday, "open")} label={`${day} opens`} />
            </div>
            <div>
              <span className={CELL_LABEL}>Closes</span>
              <TimeCell name={dayField(weekday, "close")} label={`${day} closes`} />
            </div>
            <div className="col-span-2 sm:col-span-full">
              <RowErrors names={[dayField(weekday, "status"), dayField(weekday, "open"), dayField(weekday, "close")]} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function HolidayRow({ row, existing }: { row: number; existing: boolean }) {
  const ctx = useFormContext();
  const n = `Holiday ${row + 1}`;
  const names = (["date", "name", "status", "start", "end"] as const).map((p) => holidayField(row, p));
  return (
    <li className={cn("grid grid-cols-2 items-end gap-3 py-3 sm:grid-cols-[10rem_minmax(0,1fr)_6.5rem_8.5rem_8.5rem_4.5rem]", CLOSED_ROW)}>
      <div>
        <span className={CELL_LABEL}>Date</span>
        <TextCell name={holidayField(row, "date")} label={`${n} date`} type="date" />
      </div>
      <div className="order-1 col-span-2 sm:order-none sm:col-span-1">
        <span className={CELL_LABEL}>Name</span>
        <TextCell name={holidayField(row, "name")} label={`${n} name`} placeholder="Public holiday" />
      </div>
      <div>
        <span className={CELL_LABEL}>Open or closed</span>
        <StatusCell name={holidayField(row, "status")} label={`${n}: open or closed`} options={HOLIDAY_STATUS_OPTIONS} />
      </div>
      <div className="order-2 col-span-2 grid grid-cols-2 gap-3 sm:contents">
        <div>
          <span className={CELL_LABEL}>Opens</span>
          <TimeCell name={holidayField(row, "start")} label={`${n} opens`} />
        </div>
        <div>
          <span className={CELL_LABEL}>Closes</span>
          <TimeCell name={holidayField(row, "end")} label={`${n} closes`} />
        </div>
      </div>
      {existing ? (
        <Checkbox
          id={fieldId(ctx.formId, holidayField(row, "remove"))}
          name={holidayField(row, "remove")}
          label={<span className="sm:sr-only">Remove this date</span>}
          aria-label={`Remove ${n.toLowerCase()}`}
          defaultChecked={ctx.value(holidayField(row, "remove")) === "on"}
          className="order-3 col-span-2 sm:order-none sm:col-span-1 sm:self-center sm:justify-self-center"
        />
      ) : (
        <span className="hidden sm:block" />
      )}
      <div className="order-4 col-span-2 sm:order-none sm:col-span-full">
        <RowErrors names={names} />
      </div>
    </li>
  );
}

function HolidayRows({ rows, existing }: { rows: number; existing: number }) {
  const ctx = useFormContext();
  const [count, setCount] = useState(rows);
  return (
    <div>
      <div aria-hidden="true" className="hidden grid-cols-[10rem_minmax(0,1fr)_6.5rem_8.5rem_8.5rem_4.5rem] gap-3 border-b border-black/10 pb-2 text-sm font-semibold text-muted sm:grid">
        <span>Date</span>
        <span>Name</span>
        <span>Open or closed</span>
        <span>Opens</span>
        <span>Closes</span>
        <span>Remove</span>
      </div>
      <ul className="divide-y divide-black/5">
        {Array.from({ length: count }, (_, row) => (
          <HolidayRow key={row} row={row} existing={row < existing} />
        ))}
      </ul>
      {ctx.hydrated && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setCount((c) => c + 1)}>
          <CalendarPlus aria-hidden="true" className="size-4" /> Add another date
        </Button>
      )}
    </div>
  );
}

/** The rows the form holds now (JavaScript may have added some) decide the schema, as on the server. */
const validate = (formData: FormData) => formValidator(hoursFormSchema(holidayRowsPosted(formData)))(formData);

export type LocationHoursData = { location: { slug: string; name: string; place: string }; values: Record<string, string>; rows: number; today: string };

/** /dealer/settings/locations/{slug}: one location's usual week and its coming holiday hours. */
export function LocationHoursEditor({ data, failure, pending }: { data: LocationHoursData; failure: (FormFailure & { rows?: number }) | null; pending: boolean }) {
  const rows = failure?.rows ?? data.rows;
  const existing = Object.keys(data.values).filter((k) => /^h\d+_date$/.test(k)).length;
  return (
    <ConsolePage title={`Opening hours · ${data.location.name}`} description={`${data.location.place}. Times are the location's own local time.`}>
      <SettingsNav current="hours" />
      <ValidatedForm id="hours" validate={validate} failure={failure} defaults={data.values} pending={pending} className="max-w-4xl" bodyClassName="space-y-6">
        <FormSection title="Usual week" description="A day marked closed needs no times.">
          <WeekGrid />
        </FormSection>
        <FormSection
          title="Holiday hours"
          description="Days that differ from the usual week, from today on. Open without times keeps that weekday's usual hours. Fill in an empty row to add a date."
        >
          <HolidayRows rows={rows} existing={existing} />
        </FormSection>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={pending} pendingText="Saving…" size="lg">
            Save opening hours
          </SubmitButton>
          <ButtonLink to="/dealer/settings/locations" variant="ghost" size="lg">
            Cancel
          </ButtonLink>
        </div>
      </ValidatedForm>
    </ConsolePage>
  );
}
