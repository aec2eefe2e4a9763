import { useId } from "react";
import { type SortOption, DEFAULT_SORT, SORT_OPTIONS } from "../../stock/attributes.ts";
import { applySearchChange, searchParamsString } from "../query.ts";
import { Button } from "../../ui/button.tsx";
import { Select } from "../../ui/select.tsx";
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
      <Select
        id={id}
        name="sortBy"
        compact
        chevron={false}
        placeholder={null}
        options={SORT_OPTIONS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        value={shown.sortBy}
        onChange={(e) => view.go(applySearchChange(shown, { sortBy: e.target.value as SortOption }))}
        className="w-auto max-w-44 min-w-0 py-2 pr-8 font-semibold sm:max-w-none"
      />
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
