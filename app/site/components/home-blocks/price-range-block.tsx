import { ArrowRight } from "lucide-react";
import { Slider } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { formatNumber } from "../../../lib/format.ts";
import { PRICE_SLIDER, priceRangeSearchUrl } from "./price-range.ts";

const money = (n: number) => `$${formatNumber(n)}`;

/**
 * Standalone price range slider (spec 000 §2 'Other blocks', §5): two labelled thumbs, moved by
 * pointer or keyboard (arrows step $500, Page Up/Down ten steps), and a link to the search for
 * that range sorted by price descending. Without JavaScript the link covers the whole range.
 */
export function PriceRangeBlock({ path, word, className = "" }: { path: string; word: string; className?: string }) {
  const [range, setRange] = useState<[number, number]>([PRICE_SLIDER.min, PRICE_SLIDER.max]);
  const [low, high] = range;
  const highText = high >= PRICE_SLIDER.max ? `${money(PRICE_SLIDER.max)}+` : money(high);
  return (
    <div className={`grid items-center gap-x-10 gap-y-5 rounded-theme bg-surface p-6 shadow-lg ring-1 ring-black/5 sm:p-8 lg:grid-cols-[15rem_1fr_auto] ${className}`}>
      <div>
        <h2 id="price-range-heading" className="font-heading text-2xl font-bold">
          Shop by price
        </h2>
        <p className="text-sm text-muted">Set your range and see the best {word.toLowerCase()}s in it first.</p>
      </div>
      <div className="min-w-0">
        <p className="mb-3 flex items-baseline justify-between font-heading text-lg font-bold tabular-nums" aria-live="polite">
          <output aria-label="Minimum price">{money(low)}</output>
          <span aria-hidden="true" className="mx-2 h-px flex-1 translate-y-[-0.3em] bg-black/10" />
          <output aria-label="Maximum price">{highText}</output>
        </p>
        <Slider.Root
          value={range}
          onValueChange={(v) => setRange([v[0], v[1]])}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          minStepsBetweenThumbs={1}
          aria-labelledby="price-range-heading"
          className="relative flex h-7 w-full touch-none items-center select-none"
        >
          <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-black/10">
            <Slider.Range className="absolute h-full rounded-full bg-brand" />
          </Slider.Track>
          {(["Minimum price", "Maximum price"] as const).map((label, i) => (
            <Slider.Thumb
              key={label}
              aria-label={label}
              aria-valuetext={i === 0 ? money(low) : highText}
              className="block size-6 cursor-grab rounded-full border-[3px] border-brand bg-white shadow-md transition-transform hover:scale-110 focus-visible:scale-110 active:cursor-grabbing"
            />
          ))}
        </Slider.Root>
      </div>
      <Link
        to={priceRangeSearchUrl(path, range)}
        className="inline-flex items-center justify-center gap-2 rounded-theme bg-brand px-5 py-3 font-bold whitespace-nowrap text-brand-contrast shadow-sm hover:brightness-110"
      >
        Search This Price Range <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
