import { Slider } from "radix-ui";
import { FinanceCalculator, type FinanceCalculatorProps, type SliderProps } from "./finance-calculator.tsx";

/** A Radix slider, drawn like StaticSlider. */
function RadixSlider({ label, value, bounds, format, onChange }: SliderProps) {
  return (
    <Slider.Root
      value={[Math.min(bounds.max, Math.max(bounds.min, value))]}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      onValueChange={([v]) => onChange(v)}
      className="relative mt-3 flex h-5 w-full touch-none items-center select-none"
    >
      <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-black/10">
        <Slider.Range className="absolute h-full bg-brand" />
      </Slider.Track>
      <Slider.Thumb aria-label={label} aria-valuetext={format(value)} className="block size-5 rounded-full border-2 border-brand bg-white shadow-md transition hover:scale-110 focus-visible:scale-110" />
    </Slider.Root>
  );
}

/** The interactive calculator: loaded on its own, so the slider library is not part of the page's code. */
export default function FinanceCalculatorIsland(props: FinanceCalculatorProps) {
  return <FinanceCalculator {...props} slider={RadixSlider} interactive />;
}
