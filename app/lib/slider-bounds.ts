/** A range slider's bounds: the price and odometer filters, the finance calculator's sliders. */
export interface SliderBounds {
  min: number;
  max: number;
  /** The slider's step (the search filters use a hundredth of the range). */
  step: number;
}
