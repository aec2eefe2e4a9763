import { RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { NumericRange } from "../../stock/attributes.ts";
import type { SliderBounds } from "../../lib/slider-bounds.ts";
import { Button } from "../../ui/button.tsx";
import { Slider, SliderThumb, SliderTrack } from "../../ui/slider.tsx";
import { sliderRange, sliderValue } from "../filter-options.ts";

/** Slider refinement is debounced by 400 ms (spec 000 §5). */
export const SLIDER_DEBOUNCE_MS = 400;

function rangeParam(range: NumericRange | null): string | null {
  return range ? `${range.min ?? ""}:${range.max ?? ""}` : null;
}

/**
 * A two-thumb range slider for price or kilometres (spec 000 §5): bounds from the facet stats,
 * values rounded to the nearest 1000, thumbs that never meet, a Reset back to the full range.
 * It follows the URL (`range`) except while the user's own change is waiting to apply. A hidden
 * input carries the range when the form is submitted without JavaScript.
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
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-semibold text-ink">
          {label}
        </span>
        {(range || current) && (
          <Button variant="link" size="inline" onClick={reset} aria-label={`Reset ${label.toLowerCase()}`} className="gap-1 text-xs">
            <RotateCcw aria-hidden="true" className="size-3" /> Reset
          </Button>
        )}
      </div>
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
      {param && <input type="hidden" name={name} value={param} />}
    </div>
  );
}
