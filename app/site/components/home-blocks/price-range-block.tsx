import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { formatNumber } from "../../../lib/format.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { cn } from "../../../ui/cn.ts";
import { Slider, SliderThumb, SliderTrack } from "../../../ui/slider.tsx";
import { PRICE_SLIDER, priceRangeSearchUrl } from "./price-range.ts";
import type { StockNoun } from "../../../stock/stock-noun.ts";

const money = (n: number) => `$${formatNumber(n)}`;

/**
 * Standalone price range slider (spec 000 §2 'Other blocks', §5): two labelled thumbs, moved by
 * pointer or keyboard (arrows step $500, Page Up/Down ten steps), and a link to the search for
 * that range sorted by price descending. Without JavaScript the link covers the whole range.
 */
export function PriceRangeBlock({ path, noun, className }: { path: string; noun: StockNoun; className?: string }) {
  const [range, setRange] = useState<[number, number]>([PRICE_SLIDER.min, PRICE_SLIDER.max]);
  const [low, high] = range;
  const highText = high >= PRICE_SLIDER.max ? `${money(PRICE_SLIDER.max)}+` : money(high);
  return (
    <Card padding="lg" className={cn("grid items-center gap-x-10 gap-y-5 shadow-lg sm:p-8 lg:grid-cols-[15rem_1fr_auto]", className)}>
      <div>
        <h2 id="price-range-heading" className="font-heading text-2xl font-bold">
          Shop by price
        </h2>
        <p className="text-sm text-muted">Set your range and see the best {noun.many} in it first.</p>
      </div>
      <div className="min-w-0">
        <p className="mb-3 flex items-baseline justify-between font-heading text-lg font-bold tabular-nums" aria-live="polite">
          <output aria-label="Minimum price">{money(low)}</output>
          <span aria-hidden="true" className="mx-2 h-px flex-1 translate-y-[-0.3em] bg-black/10" />
          <output aria-label="Maximum price">{highText}</output>
        </p>
        <Slider
          value={range}
          onValueChange={(v) => setRange([v[0], v[1]])}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          minStepsBetweenThumbs={1}
          aria-labelledby="price-range-heading"
          className="relative flex h-7 w-full touch-none items-center select-none"
        >
          <SliderTrack rangeClassName="rounded-full" />
          {(["Minimum price", "Maximum price"] as const).map((label, i) => (
            <SliderThumb key={label} aria-label={label} aria-valuetext={i === 0 ? money(low) : highText} className="size-6 border-[3px] transition-transform" />
          ))}
        </Slider>
      </div>
      <ButtonLink to={priceRangeSearchUrl(path, range)} size="lg" className="whitespace-nowrap">
        Search This Price Range <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </Card>
  );
}
