import type { CSSProperties } from "react";
import { cn } from "../../ui/cn.ts";
import { niceMax } from "../analytics-format.ts";

/**
 * A chart of one figure per day, drawn by Charts.css (ADR 035): the chart IS a data table — one row per day, the day
 * in a row header and the figure in its cell — styled into columns, an area or a line by CSS custom properties set on
 * the server. It needs no JavaScript, screen readers read it as the table it is, and each day shows its figure on
 * hover (a title). The scale (0 to a round maximum) and the first and last day are drawn beside it.
 */
export type ChartPoint = { label: string; value: number | null };

export function DailyChart({
  caption,
  points,
  kind,
  format,
  className,
}: {
  /** What the table holds, for screen readers ("Vehicle-page views per day"). */
  caption: string;
  points: readonly ChartPoint[];
  kind: "column" | "area" | "line";
  format: (value: number | null) => string;
  className?: string;
}) {
  const max = niceMax(Math.max(0, ...points.map((p) => p.value ?? 0)));
  const size = (v: number | null) => Math.max(0, Math.min(1, (v ?? 0) / max));
  const first = points[0]?.label ?? "";
  const last = points[points.length - 1]?.label ?? "";
  return (
    <div className={cn("grid grid-cols-[auto_minmax(0,1fr)] gap-x-2", className)}>
      <div aria-hidden="true" className="flex h-40 flex-col justify-between pb-px text-right text-xs text-muted tabular-nums">
        <span className="-translate-y-1/2">{format(max)}</span>
        <span className="translate-y-1/2">{format(0)}</span>
      </div>
      <div className="h-40">
        <table
          className={cn("charts-css hide-data show-primary-axis show-4-secondary-axes [&>tbody]:h-full", kind, kind === "column" && (points.length > 40 ? "data-spacing-1" : "data-spacing-2"))}
          style={
            {
              // The chart fills its box (Charts.css would give it a 21:9 shape of its own).
              "--aspect-ratio": "auto",
              "--color": kind === "column" ? "color-mix(in srgb, var(--color-brand) 75%, transparent)" : kind === "area" ? "color-mix(in srgb, var(--color-brand) 40%, transparent)" : "var(--color-brand)",
            } as CSSProperties
          }
        >
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{caption}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => {
              const prev = points[i - 1]?.value ?? p.value;
              const style = (kind === "column" ? { "--size": size(p.value) } : { "--start": size(prev), "--end": size(p.value) }) as unknown as CSSProperties;
              return (
                <tr key={`${p.label}-${i}`}>
                  <th scope="row">{p.label}</th>
                  <td style={style} title={`${p.label}: ${format(p.value)}`}>
                    <span className="data">{format(p.value)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div aria-hidden="true" className="col-start-2 mt-1.5 flex justify-between text-xs text-muted">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </div>
  );
}
