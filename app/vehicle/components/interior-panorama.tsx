import { ChevronLeft, ChevronRight } from "./icons.ts";
import { useRef, useState, type PointerEvent } from "react";
import { imageUrl } from "../../media/image-url.ts";
import { StageButtons, StageLabel } from "./stage-controls.tsx";

const STEP = 0.1;

/**
 * The interior panorama: a wide picture of the cabin that the shopper drags (or steps with the
 * Look buttons) from side to side. `offset` is how far along the picture the view is, 0 to 1.
 */
export function InteriorPanorama({ src, title }: { src: string; title: string }) {
  const [offset, setOffset] = useState(0.5);
  const stage = useRef<HTMLDivElement>(null);
  const img = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; offset: number; id: number } | null>(null);
  const clamp = (n: number) => Math.min(1, Math.max(0, n));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, offset, id: e.pointerId };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId || !img.current || !stage.current) return;
    const travel = img.current.offsetWidth - stage.current.offsetWidth;
    if (travel <= 0) return;
    setOffset(clamp(d.offset - (e.clientX - d.x) / travel));
  };

  return (
    <div className="relative size-full overflow-hidden bg-black select-none">
      <div
        ref={stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        className="size-full cursor-grab touch-pan-y active:cursor-grabbing"
      >
        <img
          ref={img}
          src={imageUrl(src, { width: 1920 })}
          alt={`${title} – interior panorama`}
          draggable={false}
          className="absolute top-0 h-full w-auto max-w-none"
          style={{ left: `${offset * 100}%`, transform: `translateX(-${offset * 100}%)` }}
        />
      </div>
      <StageLabel>Interior · drag to look around</StageLabel>
      <StageButtons
        buttons={[
          { label: "Look left", icon: ChevronLeft, onClick: () => setOffset((o) => clamp(o - STEP)) },
          { label: "Look right", icon: ChevronRight, onClick: () => setOffset((o) => clamp(o + STEP)) },
        ]}
      />
    </div>
  );
}
