import { RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { NumericRange } from "../../stock/attributes.ts";
import type { SliderBounds } from "../../lib/slider-bounds.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/input.tsx";
import { Slider, SliderThumb, SliderTrack } from "../../ui/slider.tsx";
import { SLIDER_ROUNDING, sliderRange, sliderValue } from "../filter-options.ts";
import { RANGE_MAX_SUFFIX, RANGE_MIN_SUFFIX } from "../search-page-data.ts";

/** Slider refinement is debounced by 400 ms (spec 000 §5). */
export const SLIDER_DEBOUNCE_MS = 400;

function rangeParam(range: NumericRange | null): string | null {
  return range ? `${range.min ?? ""}:${range.max ?? ""}` : null;
}

/**
 * A two-thumb range slider for price or kilometres (spec 000 §5): bounds from the facet stats,
 * values rounded to the nearest 1000, thumbs that never meet, a Reset back to the full range.
 * It follows the URL (`range`) except while the user's own change is waiting to apply.
 * Without JavaScript a slider cannot move: the page shows two number inputs instead (`price_min`,
 * `price_max`; the server folds them into `price=min:max`), and the slider is hidden by the
 * `scripting: none` media query, so a page with JavaScript never flashes the inputs.
 */
export function RangeSlider({
  id,
  name,
  label,
  bounds,
  range,
  format,
  onCommit,
}: {
  id: string;
  name: string;
  label: string;
  bounds: SliderBounds;
  range: NumericRange | undefined;
  format: (n: number) => string;
  onCommit: (range: NumericRange | null) => void;
}) {
  const fromUrl = sliderValue(range, bounds);
  const urlKey = `${fromUrl[0]}:${fromUrl[1]}`;
  const [value, setValue] = useState<[number, number]>(fromUrl);
  const [synced, setSynced] = useState(urlKey);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  // Follow the URL (back/forward, Clear Filters) unless the user's change has not applied yet.
  if (!pending && synced !== urlKey) {
    setSynced(urlKey);
    setValue(fromUrl);
  }

  const current = sliderRange(value, bounds);
  const [lo, hi] = current ? [current.min ?? bounds.min, current.max ?? bounds.max] : [bounds.min, bounds.max];

  const change = (next: number[]) => {
    const v: [number, number] = [next[0], next[1]];
    setValue(v);
    setPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPending(false);
      commit.current(sliderRange(v, bounds));
    }, SLIDER_DEBOUNCE_MS);
  };

  const reset = () => {
    clearTimeout(timer.current);
    setPending(false);
    setValue([bounds.min, bounds.max]);
    commit.current(null);
  };

  const param = rangeParam(current);
  const hydrated = useHydrated();
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-semibold text-ink">
          {label}
        </span>
        {hydrated && (range || current) && (
          <Button variant="link" size="inline" onClick={reset} aria-label={`Reset ${label.toLowerCase()}`} className="gap-1 text-xs">
            <RotateCcw aria-hidden="true" className="size-3" /> Reset
          </Button>
        )}
      </div>
      <div className="noscript:hidden">
      <p className="mt-1 text-sm text-muted" aria-hidden="true">
        <span className="font-semibold text-ink tabular-nums">{format(lo)}</span> – <span className="font-semibold text-ink tabular-nums">{format(hi)}</span>
      </p>
      <Slider
        className="relative mt-3 flex h-6 w-full touch-none items-center select-none"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        minStepsBetweenThumbs={1}
        value={value}
        onValueChange={change}
      >
        <SliderTrack rangeClassName="rounded-full" />
        {(["Minimum", "Maximum"] as const).map((end, i) => (
          <SliderThumb
            key={end}
            aria-label={`${end} ${label.toLowerCase()}`}
            aria-valuetext={format(i === 0 ? lo : hi)}
            className="focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
          />
        ))}
      </Slider>
      </div>
      {hydrated ? (
        param && <input type="hidden" name={name} value={param} />
      ) : (
        <div className="mt-1.5 hidden grid-cols-2 gap-2 noscript:grid">
          {(["Minimum", "Maximum"] as const).map((end) => {
            const min = end === "Minimum";
            const bound = min ? bounds.min : bounds.max;
            return (
              <label key={end} className="grid gap-1 text-xs text-muted">
                {end}
                <Input
                  look="compact"
                  type="number"
                  inputMode="numeric"
                  name={`${name}${min ? RANGE_MIN_SUFFIX : RANGE_MAX_SUFFIX}`}
                  defaultValue={(min ? range?.min : range?.max) ?? ""}
                  min={0}
                  step={SLIDER_ROUNDING}
                  placeholder={format(bound)}
                  aria-label={`${end} ${label.toLowerCase()}`}
                  className="px-2 tabular-nums"
                />
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}
