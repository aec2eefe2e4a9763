import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { formatNumber } from "../../lib/format.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { STOCK_SORTS, STOCK_SORT_LABELS, isFiltered, stockListSearch, type StatusFilter, type StockListQuery } from "../../stock/stock-list-query.ts";
import { CAR_TYPE_CHOICES } from "../../stock/vehicle-form.ts";
import { STATUS_LABELS } from "../../stock/vehicle-status.ts";
import type { Vehicle } from "../../stock/vehicle-schema.ts";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { FilterPills } from "../../ui/filter-pills.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";

type StatusCounts = { byStatus: Partial<Record<Vehicle["status"], number>>; total: number };

const TABS: StatusFilter[] = ["active", "in_stock", "coming_soon", "sold", "on_hold", "archived", "all"];

function tabCount(tab: StatusFilter, counts: StatusCounts): number {
  if (tab === "all") return counts.total;
  if (tab === "active") return counts.total - (counts.byStatus.archived ?? 0);
  return counts.byStatus[tab] ?? 0;
}

const tabLabel = (tab: StatusFilter) => (tab === "active" ? "Current" : tab === "all" ? "All" : STATUS_LABELS[tab]);

/**
 * The list's status tabs (links) and its search and filter form (a GET form: the URL is the list's only state, so it
 * works without JavaScript; with it, a changed filter applies at once).
 */
export function StockFilters({ query, counts, makes, locations }: { query: StockListQuery; counts: StatusCounts; makes: string[]; locations: { id: number; name: string }[] }) {
  const hydrated = useHydrated();
  const base = { ...query, page: 1 };
  const tabs = TABS.filter((t) => t === "active" || t === "all" || t === query.status || tabCount(t, counts) > 0).map((t) => ({
    label: `${tabLabel(t)} (${formatNumber(tabCount(t, counts))})`,
    href: `/dealer/stock${stockListSearch({ ...base, status: t })}`,
    current: query.status === t,
  }));
  const autoSubmit = hydrated ? (e: React.ChangeEvent<HTMLSelectElement>) => e.currentTarget.form?.requestSubmit() : undefined;
  return (
    <div className="mb-4 space-y-3">
      <FilterPills label="Status" items={tabs} hover="brand" />
      <Form method="get" action="/dealer/stock" role="search" aria-label="Search and filter stock" className="rounded-theme bg-surface p-3 shadow-sm ring-1 ring-black/[0.07]">
        {query.status !== "active" && <input type="hidden" name="status" value={query.status} />}
        <div className="flex items-end gap-2">
          <Field id="stock-q" label="Search" className="min-w-0 flex-1">
            <Input name="q" type="search" look="compact" defaultValue={query.q} placeholder="Stock no., VIN, rego, make, model" icon={<Search />} maxLength={100} />
          </Field>
          <Button type="submit" variant="dark" size="md">
            Search
          </Button>
          {isFiltered(query) && (
            <Link to="/dealer/stock" className="px-2 py-2.5 text-sm font-semibold text-brand hover:underline">
              Clear
            </Link>
          )}
        </div>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <Field id="stock-type" label="Type">
            <Select name="type" compact placeholder="All types" options={CAR_TYPE_CHOICES} defaultValue={query.carType ?? ""} onChange={autoSubmit} />
          </Field>
          <Field id="stock-make" label="Make">
            <Select name="make" compact placeholder="All makes" options={makes.map((m) => ({ value: m, label: m }))} defaultValue={query.make} onChange={autoSubmit} />
          </Field>
          <Field id="stock-location" label="Location">
            <Select name="location" compact placeholder="All locations" options={locations.map((l) => ({ value: String(l.id), label: l.name }))} defaultValue={query.location === null ? "" : String(query.location)} onChange={autoSubmit} />
          </Field>
          <Field id="stock-website" label="On website">
            <Select
              name="website"
              compact
              placeholder={null}
              options={[
                { value: "any", label: "Shown or hidden" },
                { value: "shown", label: "Shown" },
                { value: "hidden", label: "Hidden" },
              ]}
              defaultValue={query.website}
              onChange={autoSubmit}
            />
          </Field>
          <Field id="stock-sort" label="Sort">
            <Select name="sort" compact placeholder={null} options={STOCK_SORTS.map((s) => ({ value: s, label: STOCK_SORT_LABELS[s] }))} defaultValue={query.sort} onChange={autoSubmit} />
          </Field>
        </div>
      </Form>
    </div>
  );
}
