import { X } from "lucide-react";
import { Link } from "react-router";
import { formatNumber } from "../../lib/format.ts";
import { type FacetAttribute, type RangeAttribute, FACET_ATTRIBUTES, RANGE_ATTRIBUTES, facetLabel } from "../attributes.ts";
import { applySearchChange, type SearchChange } from "../query.ts";
import type { SearchView } from "./search-view.ts";

const RANGE_LABELS: Partial<Record<RangeAttribute, (n: number) => string>> = {
  price: (n) => `$${formatNumber(n)}`,
  km: (n) => `${formatNumber(n)} km`,
  year: String,
  seats: (n) => `${n} seats`,
};

function rangeLabel(a: RangeAttribute, min: number | undefined, max: number | undefined): string {
  const f = RANGE_LABELS[a] ?? String;
  const name = a === "km" ? "Kilometres" : a.charAt(0).toUpperCase() + a.slice(1).replace(/_/g, " ");
  if (min !== undefined && max !== undefined) return `${name}: ${f(min)} – ${f(max)}`;
  if (min !== undefined) return `${name}: from ${f(min)}`;
  return `${name}: up to ${f(max!)}`;
}

/** The chosen filters as removable chips (links, so they work without JavaScript), and Clear all. */
export function ActiveFilters({ view }: { view: SearchView }) {
  const { shown } = view;
  const chips: { key: string; label: string; change: SearchChange }[] = [];
  if (shown.query) chips.push({ key: "query", label: `“${shown.query}”`, change: { query: "" } });
  for (const a of FACET_ATTRIBUTES as readonly FacetAttribute[]) {
    for (const v of shown.facets[a] ?? []) {
      const rest = (shown.facets[a] ?? []).filter((x) => x !== v);
      // Without its make, a model choice makes no sense: drop it too.
      chips.push({ key: `${a}=${v}`, label: facetLabel(a, v), change: { facets: a === "make" && rest.length === 0 ? { make: null, model: null } : { [a]: rest } } });
    }
  }
  for (const a of RANGE_ATTRIBUTES) {
    const r = shown.ranges[a];
    if (r) chips.push({ key: a, label: rangeLabel(a, r.min, r.max), change: { ranges: { [a]: null } } });
  }
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {chips.map((c) => (
        <Link
          key={c.key}
          to={view.href(applySearchChange(shown, c.change))}
          preventScrollReset
          aria-label={`Remove filter ${c.label}`}
          className="group inline-flex items-center gap-1.5 rounded-full bg-brand/10 py-1.5 pr-2 pl-3 text-sm font-semibold text-brand ring-1 ring-brand/15 transition hover:bg-brand hover:text-brand-contrast"
        >
          {c.label}
          <X aria-hidden="true" className="size-3.5 opacity-70 group-hover:opacity-100" />
        </Link>
      ))}
      <Link to={view.href(applySearchChange(shown, { clearFilters: true, query: "" }))} preventScrollReset className="ml-1 rounded-sm text-sm font-semibold text-muted underline-offset-4 hover:text-ink hover:underline">
        Clear all
      </Link>
    </div>
  );
}
