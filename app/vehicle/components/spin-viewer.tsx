import { Plus, RotateCcw, RotateCw, X } from "./icons.ts";
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { imageUrl } from "../../media/image-url.ts";
import type { Vehicle } from "../../stock/vehicle-schema.ts";
import { SPIN_INTERVAL_MS, SPIN_SENSITIVITY_PX, frameAfterDrag, hotspotsForFrame, wrapIndex } from "../viewer-modes.ts";
import { StageButtons, StageLabel } from "./stage-controls.tsx";
import { Card } from "../../ui/card.tsx";

const FRAME = { width: 960, height: 640 } as const;

function frameSrc(url: string): string {
  return imageUrl(url, FRAME);
}

/** Resolves once the page's own resources have loaded, so spin frames never compete with them. */
function afterPageLoad(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

/**
 * The 360° spin (spec 001 §4, §9): frame 0 comes with the page; the other frames load once the
 * spin is on screen and the page has loaded, then the car turns once (one frame per 100 ms) and
 * stops. Drag to turn it (20 px per frame), or use the Rotate buttons (keyboard and screen
 * readers); hotspots show on their angles. No automatic turn for visitors who ask for reduced motion.
 */
export function SpinViewer({ frames, hotspots, title, priority, onUse }: { frames: readonly string[]; hotspots: Vehicle["hotspots"]; title: string; priority: boolean; onUse?: () => void }) {
  const count = frames.length;
  const [frame, setFrame] = useState(0);
  const [ready, setReady] = useState(false);
  const [spinning, setSpinning] = useState(false);
  const [openHotspot, setOpenHotspot] = useState<number | null>(null);
  const interacted = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const drag = useRef<{ x: number; frame: number; id: number } | null>(null);

  // Load every frame (cached by the browser), then allow the automatic turn.
  useEffect(() => {
    let cancelled = false;
    const images: HTMLImageElement[] = [];
    void afterPageLoad().then(() => {
      if (cancelled) return;
      const loads = frames.map((url) => {
        const img = new Image();
        img.decoding = "async";
        img.src = frameSrc(url);
        images.push(img);
        return img.decode().catch(() => undefined);
      });
      void Promise.all(loads).then(() => {
        if (!cancelled) setReady(true);
      });
    });
    return () => {
      cancelled = true;
      for (const img of images) img.src = "";
    };
  }, [frames]);

  // One full turn, then stop (spec 001 §4), unless the shopper got there first.
  useEffect(() => {
    if (!ready || interacted.current || count < 2) return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let steps = 0;
    setSpinning(true);
    timer.current = window.setInterval(() => {
      steps++;
      setFrame((f) => wrapIndex(f + 1, count));
      if (steps >= count) {
        window.clearInterval(timer.current);
        setSpinning(false);
      }
    }, SPIN_INTERVAL_MS);
    return () => window.clearInterval(timer.current);
  }, [ready, count]);

  const takeOver = () => {
    onUse?.();
    interacted.current = true;
    window.clearInterval(timer.current);
    setSpinning(false);
  };

  const rotate = (step: number) => {
    takeOver();
    setFrame((f) => wrapIndex(f + step, count));
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    takeOver();
    drag.current = { x: e.clientX, frame, id: e.pointerId };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    setFrame(frameAfterDrag(d.frame, e.clientX - d.x, count, SPIN_SENSITIVITY_PX));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const visible = hotspotsForFrame(hotspots, frame, count);
  // The arrow keys turn the car a frame at a time (spec 001 §4 'arrow keys'), once the page is interactive.
  const keyboard = useHydrated() && count > 1;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    rotate(step);
  };

  return (
    <div className="relative size-full select-none">
      <div
        className={`size-full touch-pan-y focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-accent ${ready ? "cursor-grab active:cursor-grabbing" : "cursor-progress"}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        {...(keyboard && {
          onKeyDown,
          tabIndex: 0,
          role: "slider",
          "aria-label": `Turn the ${title} (left and right arrow keys)`,
          "aria-valuemin": 1,
          "aria-valuemax": count,
          "aria-valuenow": frame + 1,
          "aria-valuetext": `angle ${frame + 1} of ${count}`,
        })}
        data-frame={frame}
        data-testid="spin-stage"
      >
        <img
          src={frameSrc(frames[frame] ?? frames[0])}
          width={FRAME.width}
          height={FRAME.height}
          alt={`${title} – 360° view, angle ${frame + 1} of ${count}`}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          draggable={false}
          className="size-full bg-white object-cover"
        />
      </div>

      {visible.map((h) => {
        const key = hotspots.indexOf(h);
        const open = openHotspot === key;
        return (
          <div key={key} className="absolute" style={{ left: `${h.x * 100}%`, top: `${h.y * 100}%` }}>
            <button
              type="button"
              aria-label={`${h.title}: show details`}
              aria-expanded={open}
              onClick={() => setOpenHotspot(open ? null : key)}
              className="grid size-8 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-brand text-brand-contrast shadow-lg ring-4 ring-white/60 transition hover:scale-110"
            >
              <Plus aria-hidden="true" className={`size-4 transition ${open ? "rotate-45" : ""}`} />
            </button>
            {open && (
              <Card role="note" elevation="popover" padding="none" className="absolute top-5 left-1/2 z-10 w-60 -translate-x-1/2 p-3 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-bold">{h.title}</p>
                  <button type="button" aria-label="Close" onClick={() => setOpenHotspot(null)} className="text-muted hover:text-ink">
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
                <p className="mt-1 text-muted">{h.description}</p>
              </Card>
            )}
          </div>
        );
      })}

      <StageLabel className="gap-1.5">360° {spinning ? "· turning" : ready ? "· drag to rotate" : "· loading"}</StageLabel>
      <StageButtons
        buttons={[
          { label: "Rotate left", icon: RotateCcw, onClick: () => rotate(-1) },
          { label: "Rotate right", icon: RotateCw, onClick: () => rotate(1) },
        ]}
      />
      <p className="sr-only" aria-live="polite">
        {spinning ? "" : `Angle ${frame + 1} of ${count}`}
      </p>
    </div>
  );
}
