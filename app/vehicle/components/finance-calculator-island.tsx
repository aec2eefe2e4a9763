import { Slider, SliderThumb, SliderTrack } from "../../ui/slider.tsx";
import { FinanceCalculator, type FinanceCalculatorProps, type SliderProps } from "./finance-calculator.tsx";

/** A Radix slider, drawn like StaticSlider. */
function RadixSlider({ label, value, bounds, format, onChange }: SliderProps) {
  return (
    <Slider
      value={[Math.min(bounds.max, Math.max(bounds.min, value))]}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      onValueChange={([v]) => onChange(v)}
      className="relative mt-3 flex h-5 w-full touch-none items-center select-none"
    >
      <SliderTrack />
      <SliderThumb aria-label={label} aria-valuetext={format(value)} />
    </Slider>
  );
}

/** The interactive calculator: loaded on its own, so the slider library is not part of the page's code. */
export default function FinanceCalculatorIsland(props: FinanceCalculatorProps) {
  return <FinanceCalculator {...props} slider={RadixSlider} interactive />;
}
