import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";

export interface EmblaState {
  /** The selected snap (page) and how many there are. */
  selected: number;
  snaps: number;
  /** Whether the carousel can move back and forward (the arrow buttons' enabled state). */
  prev: boolean;
  next: boolean;
}

/** Follows an Embla carousel's position; `initial` is what the server renders before Embla starts. */
export function useEmblaState(embla: UseEmblaCarouselType[1], initial: EmblaState): EmblaState {
  const [state, setState] = useState(initial);
  const update = useCallback(() => {
    if (embla) setState({ selected: embla.selectedScrollSnap(), snaps: embla.scrollSnapList().length, prev: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla, update]);
  return state;
}
