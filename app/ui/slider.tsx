import { Slider as Radix } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/**
 * Range sliders on Radix (keyboard, pointer, ARIA): `Slider` is the root, `SliderTrack` the grey
 * track with the brand-coloured range, `SliderThumb` one white, brand-ringed thumb. The classes are
 * exported too, for a server-drawn stand-in that must look the same before its code loads.
 */
export const Slider = Radix.Root;

export const sliderTrackClass = "relative h-1.5 grow overflow-hidden rounded-full bg-black/10";
export const sliderRangeClass = "absolute h-full bg-brand";
export const sliderThumbClass = "block size-5 rounded-full border-2 border-brand bg-white shadow-md";

/** `rangeClassName` styles the chosen range within the track (e.g. rounded ends where two thumbs bound it). */
export function SliderTrack({ rangeClassName }: { rangeClassName?: string }) {
  return (
    <Radix.Track className={sliderTrackClass}>
      <Radix.Range className={cn(sliderRangeClass, rangeClassName)} />
    </Radix.Track>
  );
}

export function SliderThumb({ className, ...rest }: ComponentProps<typeof Radix.Thumb>) {
  return <Radix.Thumb className={cn(sliderThumbClass, "cursor-grab transition hover:scale-110 focus-visible:scale-110 active:cursor-grabbing", className)} {...rest} />;
}
