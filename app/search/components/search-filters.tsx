import { MaskIcon, iconClass } from "../../ui/mask-icon.tsx";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { formatNumber } from "../../lib/format.ts";
import {
  type FacetAttribute,
  type FacetValue,
  type RangeAttribute,
  DEFAULT_SORT,
  FACET_ATTRIBUTES,
  RANGE_ATTRIBUTES,
} from "../../stock/attributes.ts";
import { FACET_LIMITS, limitOptions, orderMakes, sliderBounds, unpackFacetValues } from "../filter-options.ts";
import { applySearchChange, toggleFacetValue, type SearchChange } from "../query.ts";
import { nounFor, titleNoun } from "../../stock/stock-noun.ts";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { OnDemand } from "../../ui/on-demand.tsx";
import { RangeSlider } from "./range-slider.tsx";
import type { SearchView } from "./search-view.ts";

/** Search text is debounced by 300 ms (spec 000 §5). */
export const TEXT_DEBOUNCE_MS = 300;

const money = (n: number) => `$${formatNumber(n)}`;
const kms = (n: number) => `${formatNumber(n)} km`;


interface SelectSpec {
  attribute: FacetAttribute;
  label: string;
  limit?: number;
  /** Hide when there is at most one value to choose from (and none chosen). */
  hideSingle?: boolean;
}

const TOP_SELECTS: SelectSpec[] = [{ attribute: "car_type", label: "Car type" }];
const MORE_SELECTS: SelectSpec[] = [
  { attribute: "body", label: "Body type" },
  // Options come in the facet's order: by count then label (spec 000 §5), years too.
  { attribute: "year", label: "Year" },
  { attribute: "fuel", label: "Fuel type" },
  { attribute: "transmission", label: "Transmission" },
  { attribute: "drive", label: "Drive type" },
  { attribute: "colour", label: "Colour" },
  { attribute: "location_name", label: "Location", hideSingle: true },
  { attribute: "city", label: "City", limit: FACET_LIMITS.city, hideSingle: true },
  { attribute: "dealership_name", label: "Dealership", limit: FACET_LIMITS.dealership_name, hideSingle: true },
];
const SLIDERS = ["price", "km"] as const satisfies readonly RangeAttribute[];
const SLIDER_LABELS: Record<(typeof SLIDERS)[number], { label: string; format: (n: number) => string }> = {
  price: { label: "Price", format: money },
  km: { label: "Kilometres", format: kms },
};

function chosenValue(options: readonly FacetValue[], chosen: readonly string[] | undefined): string {
  const first = chosen?.[0];
  if (!first) return "";
  return options.find((o) => o.value.toLowerCase() === first.toLowerCase())?.value ?? first;
}


/** The filters' labels sit in a line of their own (the panel's line height), not a block. */
const INLINE_LABEL = "inline";

/**
 * The filters: a GET form that works without JavaScript (selects with an 'All' option, make
 * checkboxes, a submit button) and, with JavaScript, applies each change at once (text after
 * 300 ms, sliders after 400 ms) through `view.go`.
 */
export function SearchFilters({ view, idPrefix, onSubmitted }: { view: SearchView; idPrefix: string; onSubmitted?: () => void }) {
  const { data, shown } = view;
  const { facetStats, count } = data.result;
  const facets = (attribute: FacetAttribute) => unpackFacetValues(data.result.facets[attribute]);
  const uid = useId();
  const id = (s: string) => `${idPrefix}-${s}${uid.replace(/:/g, "")}`;
  const latest = useRef(shown);
  const go = useRef(view.go);
  useEffect(() => {
    latest.current = shown;
    go.current = view.go;
  });

  const apply = (change: SearchChange) => go.current(applySearchChange(latest.current, change));

  // Search text: local while typing, applied after a pause; follows the URL when not being edited.
  const [text, setText] = useState(shown.query);
  const textInput = useRef<HTMLInputElement>(null);
  const textTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (typeof document !== "undefined" && document.activeElement !== textInput.current) setText(shown.query);
  }, [shown.query]);
  useEffect(() => () => clearTimeout(textTimer.current), []);
  const onText = (value: string) => {
    setText(value);
    clearTimeout(textTimer.current);
    textTimer.current = setTimeout(() => {
      if (value.trim() !== latest.current.query) apply({ query: value });
    }, TEXT_DEBOUNCE_MS);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    clearTimeout(textTimer.current);
    if (text.trim() !== latest.current.query) apply({ query: text });
    onSubmitted?.();
  };

  const rendered = new Set<FacetAttribute>(["make", "model"]);
  const select = (spec: SelectSpec) => {
    const chosen = shown.facets[spec.attribute];
    let options = facets(spec.attribute);
    if (spec.limit) options = limitOptions(options, chosen ?? [], spec.limit);
    const minOptions = spec.hideSingle ? 2 : 1;
    if (options.length < minOptions && !chosen?.length) return null;
    rendered.add(spec.attribute);
    return (
      <FacetSelect
        key={spec.attribute}
        id={id(spec.attribute)}
        name={spec.attribute}
        label={spec.label}
        options={options}
        value={chosenValue(options, chosen)}
        onChange={(v) => apply({ facets: { [spec.attribute]: v ? [v] : null } })}
      />
    );
  };

  const makes = facets("make");
  const chosenMakes = shown.facets.make ?? [];
  const { shown: makesShown, more: makesMore } = orderMakes(makes, data.config.popular_makes, chosenMakes);
  const isChosenMake = (v: string) => chosenMakes.some((m) => m.toLowerCase() === v.toLowerCase());
  // A new make choice makes the chosen model meaningless: clear it.
  const toggleMake = (value: string) => apply({ facets: { ...toggleFacetValue(latest.current, "make", value).facets, model: null } });
  const models = limitOptions(facets("model"), shown.facets.model ?? [], FACET_LIMITS.model);

  // The makes past the first seven are drawn when the shopper opens 'Show all makes' (before: in the page, unseen).
  const moreMakes = useRef<HTMLDetailsElement>(null);
  const [moreMakesOpen, setMoreMakesOpen] = useState(false);
  useEffect(() => {
    if (moreMakes.current?.open) setMoreMakesOpen(true);
  }, []);

  const topSelects = TOP_SELECTS.map(select);
  const moreSelects = MORE_SELECTS.map(select);

  // Everything chosen that has no control here travels in hidden inputs, so a submit keeps it.
  const hidden: { name: string; value: string }[] = [];
  for (const a of FACET_ATTRIBUTES) if (!rendered.has(a)) for (const v of shown.facets[a] ?? []) hidden.push({ name: a, value: v });
  for (const a of RANGE_ATTRIBUTES) {
    const r = shown.ranges[a];
    if (r && !(SLIDERS as readonly string[]).includes(a)) hidden.push({ name: a, value: `${r.min ?? ""}:${r.max ?? ""}` });
  }
  if (shown.sortBy !== DEFAULT_SORT) hidden.push({ name: "sortBy", value: shown.sortBy });

  // A make: its checkbox, name and count in one label (classes in app.css; no list item around it, issue 15).
  const makeItem = (m: FacetValue) => (
    <label key={m.value} className="make-option">
      <input type="checkbox" name="make" value={m.value} checked={isChosenMake(m.value)} onChange={() => toggleMake(m.value)} />
      <span>{m.label}</span>
      <span>{formatNumber(m.count)}</span>
    </label>
  );

  return (
    <form method="get" action={view.formAction} onSubmit={onSubmit} aria-label="Search filters" className="space-y-6">
      <Field id={id("query")} label="Keyword" labelClassName={INLINE_LABEL}>
        <Input
          ref={textInput}
          look="compact"
          icon={<MaskIcon name="search" className="size-4" />}
          wrapperClassName="mt-1.5"
          type="search"
          name="query"
          value={text}
          onChange={(e) => onText(e.target.value)}
          placeholder="Make, model, stock no…"
          autoComplete="off"
          maxLength={200}
        />
      </Field>

      {topSelects}

      {makes.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Make</legend>
          <div className="mt-1.5 -mx-2">{makesShown.map(makeItem)}</div>
          {makesMore.length > 0 && (
            <details ref={moreMakes} className="group" onToggle={(e) => setMoreMakesOpen(e.currentTarget.open)}>
              <summary
                className={`mt-1 inline-flex cursor-pointer list-none items-center gap-1 rounded-sm text-sm font-semibold text-brand after:transition group-open:after:rotate-180 hover:underline [&::-webkit-details-marker]:hidden ${iconClass("chevron-down", "after")}`}
              >
                <span className="group-open:hidden">{`Show all makes (${makes.length})`}</span>
                <span className="hidden group-open:inline">Show fewer makes</span>
              </summary>
              <OnDemand shown={moreMakesOpen}>
                <div className="-mx-2 mt-1">{makesMore.map(makeItem)}</div>
              </OnDemand>
            </details>
          )}
        </fieldset>
      )}

      <LabelledSelect
        id={id("model")}
        name="model"
        label="Model"
        disabled={chosenMakes.length === 0}
        value={chosenMakes.length ? chosenValue(models, shown.facets.model) : ""}
        onChange={(v) => apply({ facets: { model: v ? [v] : null } })}
        aria-describedby={chosenMakes.length ? undefined : id("model-hint")}
        options={chosenMakes.length > 0 ? models : []}
        hint={
          chosenMakes.length === 0 && (
            <p id={id("model-hint")} className="mt-1 text-xs text-muted">
              Choose a make to see its models.
            </p>
          )
        }
      />

      {SLIDERS.map((a) => (
        <RangeSlider
          key={a}
          id={id(a)}
          name={a}
          label={SLIDER_LABELS[a].label}
          bounds={sliderBounds(facetStats[a])}
          range={shown.ranges[a]}
          format={SLIDER_LABELS[a].format}
          onCommit={(range) => apply({ ranges: { [a]: range } })}
        />
      ))}

      {moreSelects}

      {hidden.map((h) => (
        <input key={`${h.name}=${h.value}`} type="hidden" name={h.name} value={h.value} />
      ))}

      <div className="sticky bottom-0 -mx-5 border-t border-black/5 bg-surface/95 px-5 py-4 backdrop-blur">
        <Button type="submit" size="lg" block className="px-4 text-base">
          Show Me {formatNumber(count)} {titleNoun(nounFor(count, data.noun))}
        </Button>
      </div>
    </form>
  );
}

function FacetSelect({ value, options, ...rest }: { id: string; name: string; label: string; options: readonly FacetValue[]; value: string; onChange: (value: string) => void }) {
  const known = value === "" || options.some((o) => o.value === value);
  return <LabelledSelect value={value} options={options} extra={known ? undefined : value} {...rest} />;
}

/** A filter select: its label, 'All' and the values with their counts. */
function LabelledSelect({
  id,
  name,
  label,
  options,
  value,
  onChange,
  extra,
  hint,
  ...rest
}: {
  id: string;
  name: string;
  label: string;
  options: readonly FacetValue[];
  value: string;
  onChange: (value: string) => void;
  /** A chosen value that is not among the options (kept so the select shows it). */
  extra?: string;
  hint?: ReactNode;
  disabled?: boolean;
  "aria-describedby"?: string;
}) {
  return (
    <Field id={id} label={label} labelClassName={INLINE_LABEL}>
      <Select compact placeholder="All" className="mt-1.5" name={name} value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
        {extra !== undefined && <option value={extra}>{extra}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {`${o.label} (${formatNumber(o.count)})`}
          </option>
        ))}
      </Select>
      {hint}
    </Field>
  );
}
