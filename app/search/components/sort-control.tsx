import { useId } from "react";
import { type SortOption, DEFAULT_SORT, SORT_OPTIONS } from "../../stock/attributes.ts";
import { applySearchChange, searchParamsString } from "../query.ts";
import { Button } from "../../ui/button.tsx";
import type { SearchView } from "./search-view.ts";

export const SORT_LABELS: Record<SortOption, string> = {
  "rank:desc": "Featured",
  "price:asc": "Price: low to high",
  "price:desc": "Price: high to low",
  "year:desc": "Year: newest first",
  "km:asc": "Kilometres: lowest first",
  "created_at:desc": "Recently added",
};

/** Sort select: a GET form of its own (with a Sort button until JavaScript takes over). */
export function SortControl({ view, hydrated }: { view: SearchView; hydrated: boolean }) {
  const id = useId();
  const { data, shown } = view;
  // Without JavaScript the form submits to the current path, so it carries the query's own filters.
  const keep = [...new URLSearchParams(searchParamsString({ ...data.query, sortBy: DEFAULT_SORT, page: 1 }))];
  return (
    <form method="get" action={data.path} className="flex items-center gap-2" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-muted max-sm:sr-only">
        Sort by
      </label>
      <select
        id={id}
        name="sortBy"
        value={shown.sortBy}
        onChange={(e) => view.go(applySearchChange(shown, { sortBy: e.target.value as SortOption }))}
        className="max-w-44 min-w-0 rounded-theme border border-black/15 bg-white py-2 pr-8 pl-3 text-sm font-semibold sm:max-w-none text-ink shadow-xs hover:border-black/30 focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
      >
        {SORT_OPTIONS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      {keep.map(([k, v]) => (
        <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
      ))}
      {!hydrated && (
        <Button type="submit" variant="secondary" size="sm" className="shadow-none hover:bg-black/5">
          Sort
        </Button>
      )}
    </form>
  );
}
