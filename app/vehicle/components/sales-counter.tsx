import { TrendingUp } from "./icons.ts";
import { useEffect, useRef, useState } from "react";
import { formatNumber } from "../../lib/format.ts";
import { COUNT_UP_MS, RECOMPUTE_MS, countUpValue, salesThisMonth } from "../sales-count.ts";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";

/**
 * The home page's 'Sales this Month' counter (spec 001 §9). The server renders the current value
 * (Brisbane time); in the browser it counts up from 0 over 2 s once it comes into view, and is
 * recomputed every 150 s. Screen readers get the value once, not every animation step.
 */
export function SalesCounter({ label = "Sales this Month", className = "", now }: { label?: string; className?: string; /** Server time, so the first render matches on both sides. */ now?: number }) {
  const [target, setTarget] = useState(() => salesThisMonth(new Date(now ?? Date.now())));
  const [shown, setShown] = useState(target);
  const root = useRef<HTMLDivElement>(null);
  const started = useRef(false);

  // Recompute every 150 s.
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = salesThisMonth(new Date());
      setTarget(next);
      if (started.current) setShown(next);
    }, RECOMPUTE_MS);
    return () => window.clearInterval(timer);
  }, []);

  // Count up from 0 over 2 s the first time the counter is seen.
  useEffect(() => {
    const el = root.current;
    if (!el || started.current) return;
    let frame = 0;
    const run = () => {
      started.current = true;
      const value = salesThisMonth(new Date());
      setTarget(value);
      if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) {
        setShown(value);
        return;
      }
      const t0 = performance.now();
      const step = (t: number) => {
        const elapsed = t - t0;
        setShown(countUpValue(value, elapsed));
        if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    if (typeof IntersectionObserver !== "function") {
      run();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <Card ref={root} padding="none" className={cn("inline-flex items-center gap-4 px-5 py-4", className)}>
      <span className="grid size-12 place-items-center rounded-full bg-brand/10 text-brand">
        <TrendingUp aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p aria-hidden="true" className="font-heading text-3xl leading-none font-extrabold tabular-nums" data-testid="sales-counter" suppressHydrationWarning>
          {formatNumber(shown)}
        </p>
        <p aria-hidden="true" className="mt-1 text-sm font-semibold text-muted">
          {label}
        </p>
        <p className="sr-only" suppressHydrationWarning>
          {formatNumber(target)} {label.toLowerCase()}
        </p>
      </div>
    </Card>
  );
}
