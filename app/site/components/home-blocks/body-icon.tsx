import { Bus, Caravan, LayoutGrid, Motorbike, PlugZap, Truck } from "lucide-react";

/**
 * Side-profile line drawings of car bodies (64 × 32, wheels at x 16 and 48), so body tiles read at
 * a glance; non-car bodies use lucide icons.
 */
const SILHOUETTES: Record<string, string> = {
  sedan: "M10.5 24H6l-2-2v-4l3-2 12-1 6-6h14l7 6 11 1.5 3 2.5v3l-2 2h-4.5M21.5 24h21M22.5 15l3.5-3.5h5V15zm11 0v-3.5H38l3.5 3.5z",
  hatch: "M10.5 24H6l-2-2v-6l4-6h26l8 5.5 14 1.5 4 2.5v2.5l-2 2h-4.5M21.5 24h21M9.5 15l3-3.5h8V15zm13.5 0v-3.5h9.5l5 3.5z",
  suv: "M10.5 24H5l-2-2V12l3-5h32l7 7 12 1.5 4 2.5v4l-2 2h-4.5M21.5 24h21M7 14l2.5-4.5H22V14zm17.5 0V9.5h12.5l5 4.5z",
  wagon: "M10.5 24H6l-2-2v-7l3-5h31l7 5 12 1.5 3 2.5v3l-2 2h-4.5M21.5 24h21M8.5 15l2-3h12v3zm16.5 0v-3h11.5l4.5 3z",
  ute: "M10.5 24H4v-9h24V8l1-1h11l6 7 11 1.5 4 2.5v4l-2 2h-4.5M21.5 24h21M31 14V9.5h7.5l4 4.5z",
  van: "M10.5 24H5l-2-2V7l2-2h39l10 8 6 2 1 3v4l-2 2h-4.5M21.5 24h21M41 12.5V8h2.5l6 4.5z",
  peopleMover: "M10.5 24H5l-2-2V9l3-3h34l10 7 9 2 2 3v4l-2 2h-4.5M21.5 24h21M7 13.5l2-4.5h12v4.5zm16.5 0V9H38l6.5 4.5z",
  coupe: "M10.5 24H6l-2-2v-5l6-2 14-6h12l10 6 11 1.5 3 2.5v3l-2 2h-4.5M21.5 24h21M22 15l4-3h9v3zm15 0v-3h2.5l4 3z",
  convertible: "M10.5 24H6l-2-2v-5l4-2h32l17 1.5 3 2.5v3l-2 2h-4.5M21.5 24h21M40 15l-5-5.5M24 15v-3",
  "4x4": "M10.5 24H4l-1-2V11l2-4h33l7 7 12 1.5 4 2.5v4l-2 2h-4.5M21.5 24h21M8 4h28M7 14l2-4.5h13V14zm17.5 0V9.5h12.5l5 4.5z",
};
const ALIASES: Record<string, string> = {
  hatchback: "hatch",
  stationWagon: "wagon",
  softtop: "convertible",
  hardtop: "coupe",
  prestige: "sedan",
};

export function BodyIcon({ body, className }: { body: string | null; className?: string }) {
  const key = body === null ? null : (ALIASES[body] ?? body);
  const path = key ? SILHOUETTES[key] : undefined;
  if (path)
    return (
      <svg viewBox="0 0 64 32" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
        <path d={path} />
        <circle cx={16} cy={24} r={4.5} />
        <circle cx={48} cy={24} r={4.5} />
      </svg>
    );
  const Icon =
    key === null
      ? LayoutGrid
      : key === "bus"
        ? Bus
        : key === "motorhome" || key === "caravan"
          ? Caravan
          : key === "motorcycle"
            ? Motorbike
            : key === "ev"
              ? PlugZap
              : key === "cabChassis" || key === "lightTruck" || key === "truck"
                ? Truck
                : null;
  if (Icon) return <Icon aria-hidden="true" strokeWidth={1.5} className={className} />;
  return (
    <svg viewBox="0 0 64 32" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d={SILHOUETTES.sedan} />
      <circle cx={16} cy={24} r={4.5} />
      <circle cx={48} cy={24} r={4.5} />
    </svg>
  );
}
