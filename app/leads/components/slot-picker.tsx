import { CalendarDays, X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import type { FormLocation } from "../form-page-data.server.ts";
import { describeSlot, testDriveSlots } from "../test-drive-slots.ts";
import { controlProps, FieldError, FieldHint, labelClass, RequiredMarker } from "../../ui/field.tsx";
import { fieldId, useFormContext } from "../../ui/form.tsx";
import { Select } from "../../ui/select.tsx";
import { ChoiceTile } from "../../ui/choice-tile.tsx";


const short = (label: string) => {
  const [weekday, day, month] = label.split(" ");
  return { weekday: weekday!.slice(0, 3), day: day!, month: month!.slice(0, 3) };
};

/**
 * 'Test Drive Booking Date': the times the chosen location is open, 30-minute slots over the next
 * 14 days in the location's own time. Without JavaScript a select grouped by day; with it, day and
 * time buttons. The choice is optional.
 */
export function SlotPicker({ name = "dateTime", label = "Test Drive Booking Date", location, now, emptyHint = "Choose a location to see available times." }: { name?: string; label?: string; location: FormLocation | null; now: number; emptyHint?: string }) {
  const ctx = useFormContext();
  const id = fieldId(ctx.formId, name);
  const error = ctx.error(name);
  // The server's clock renders the page; the browser's takes over once running.
  const [clock, setClock] = useState(now);
  useEffect(() => {
    setClock(Date.now());
    const timer = setInterval(() => setClock(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const days = useMemo(() => (location ? testDriveSlots(location.hours, location.timeZone, new Date(clock)) : []), [location, clock]);
  const initial = ctx.value(name) ?? "";
  const [selected, setSelected] = useState(initial);
  const [day, setDay] = useState<string | null>(initial.slice(0, 10) || null);
  const offered = days.some((d) => d.slots.some((s) => s.value === selected));
  const shownDay = days.find((d) => d.date === day) ?? days[0] ?? null;
  const aria = controlProps(id, { hint: true, error: Boolean(error) });

  const hint = location ? `Times at ${location.name}. Optional — we'll confirm by phone.` : emptyHint;

  if (!ctx.hydrated)
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
          <RequiredMarker />
        </label>
        <Select {...aria} name={name} defaultValue={initial} chevron={false} placeholder="No preference">
          {days.map((d) => (
            <optgroup key={d.date} label={d.note ? `${d.label} (${d.note})` : d.label}>
              {d.slots.map((s) => (
                <option key={s.value} value={s.value}>
                  {d.label}, {s.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
        <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
        <FieldError id={`${id}-error`} message={error} plain />
      </div>
    );

  return (
    <fieldset id={id} className="min-w-0" aria-describedby={aria["aria-describedby"]}>
      <legend className="mb-1.5 flex items-center gap-2 text-sm font-semibold text-ink">
        <CalendarDays aria-hidden="true" className="size-4 text-brand" />
        {label}
        <RequiredMarker />
      </legend>
      <input type="hidden" name={name} value={offered ? selected : ""} />
      <FieldHint id={`${id}-hint`} className="mt-0 mb-3">
        {hint}
      </FieldHint>
      {location && days.length === 0 && <p className="rounded-theme bg-page p-3 text-sm text-muted">No times are available online in the next two weeks. Leave a message and we'll call you to arrange one.</p>}
      {days.length > 0 && (
        <>
          <div role="radiogroup" aria-label="Day" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
            {days.map((d) => {
              const s = short(d.label);
              const active = d.date === shownDay?.date;
              return (
                <ChoiceTile key={d.date} active={active} aria-label={d.note ? `${d.label} (${d.note})` : d.label} onClick={() => setDay(d.date)} className={cn("flex w-16 shrink-0 flex-col items-center text-center", active && "shadow")}>
                  <span className="text-xs font-semibold uppercase">{s.weekday}</span>
                  <span className="text-xl leading-tight font-bold">{s.day}</span>
                  <span className="text-xs">{s.month}</span>
                </ChoiceTile>
              );
            })}
          </div>
          {shownDay && (
            <div role="radiogroup" aria-label={`Times on ${shownDay.label}`} className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {shownDay.slots.map((s) => {
                const active = s.value === selected;
                return (
                  <ChoiceTile
                    key={s.value}
                    active={active}
                    onClick={() => {
                      setSelected(active ? "" : s.value);
                      ctx.touched(name);
                    }}
                    className="text-sm font-semibold"
                  >
                    {s.label}
                  </ChoiceTile>
                );
              })}
            </div>
          )}
          {shownDay?.note && <p className="mt-2 text-xs text-muted">Special hours: {shownDay.note}</p>}
          <div className="mt-3 min-h-9" aria-live="polite">
            {offered ? (
              <p className="inline-flex items-center gap-2 rounded-full bg-brand/10 px-3 py-1.5 text-sm font-semibold text-brand">
                {describeSlot(selected)}
                <Button variant="ghost" size="sm" onClick={() => setSelected("")} className="rounded-full p-0.5 text-inherit transition-none hover:bg-brand/20 hover:text-inherit" aria-label="Clear the booking time">
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </p>
            ) : (
              <p className="text-sm text-muted">No time chosen — we'll call to arrange one.</p>
            )}
          </div>
        </>
      )}
      <FieldError id={`${id}-error`} message={error} plain />
    </fieldset>
  );
}
