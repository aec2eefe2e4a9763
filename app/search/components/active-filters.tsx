import { X } from "lucide-react";
import { Link } from "react-router";
import { formatNumber } from "../../lib/format.ts";
import { type RangeAttribute, facetLabel } from "../../stock/attributes.ts";
import { type ActiveFilter, REMOVE_PARAM, activeFilters, applySearchChange, removalChange, searchParamsString } from "../query.ts";
import { Chip } from "../../ui/chip.tsx";
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

function chipLabel(f: ActiveFilter): string {
  if (f.kind === "query") return `“${f.value}”`;
  if (f.kind === "facet") return facetLabel(f.attribute, f.value);
  return rangeLabel(f.attribute, f.range.min, f.range.max);
}

/**
 * The chosen filters as removable chips, and Clear all. The chips are submit buttons of one GET
 * form that carries the search once: links would each repeat the whole search, so a page with n
 * filters would grow with n². Without JavaScript the page answers `remove=…` with a redirect;
 * with it, a chip navigates straight to the search without its filter.
 */
export function ActiveFilters({ view }: { view: SearchView }) {
  const { shown, data } = view;
  const chips = activeFilters(shown);
  if (chips.length === 0) return null;
  const keep = [...new URLSearchParams(searchParamsString(data.query))];
  return (
    <form method="get" action={data.path} className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {keep.map(([k, v]) => (
        <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
      ))}
      {chips.map((c) => {
        const label = chipLabel(c);
        return (
          <Chip asChild key={c.token} tone="brand" size="md" className="group cursor-pointer gap-1.5 pr-2 pl-3">
            <button
              type="submit"
              name={REMOVE_PARAM}
              value={c.token}
              onClick={(e) => {
                const change = removalChange(shown, c.token);
                if (!change) return;
                e.preventDefault();
                view.go(applySearchChange(shown, change));
              }}
              aria-label={`Remove filter ${label}`}
            >
              {label}
              <X aria-hidden="true" className="size-3.5 opacity-70 group-hover:opacity-100" />
            </button>
          </Chip>
        );
      })}
      <Link to={view.href(applySearchChange(shown, { clearFilters: true, query: "" }))} preventScrollReset className="ml-1 rounded-sm text-sm font-semibold text-muted underline-offset-4 hover:text-ink hover:underline">
        Clear all
      </Link>
    </form>
  );
}
