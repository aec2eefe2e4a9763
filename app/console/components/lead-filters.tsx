import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { formatNumber } from "../../lib/format.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { isLeadListFiltered, leadInboxSearch, type LeadInboxQuery, type LeadStatusFilter } from "../../leads/lead-inbox-query.ts";
import { LEAD_STATUS_LABELS, type LeadStatus } from "../../leads/lead-pipeline.ts";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { FilterPills } from "../../ui/filter-pills.tsx";
import { Input } from "../../ui/input.tsx";
import { Select, type SelectOption } from "../../ui/select.tsx";

type Counts = { byStatus: Record<LeadStatus, number>; overdue: number; total: number };
type Choices = { kinds: SelectOption[]; assignees: SelectOption[]; locations: SelectOption[] };

const TABS: LeadStatusFilter[] = ["all", "new", "overdue", "contacted", "appointment", "sold", "lost"];
const tabLabel = (tab: LeadStatusFilter) => (tab === "all" ? "All" : tab === "overdue" ? "Overdue" : LEAD_STATUS_LABELS[tab]);
const tabCount = (tab: LeadStatusFilter, counts: Counts) => (tab === "all" ? counts.total : tab === "overdue" ? counts.overdue : counts.byStatus[tab]);

/**
 * The inbox's status tabs with their counts (links) and its search and filter form (a GET form: the URL is the list's
 * only state, so it works without JavaScript; with it, a changed select applies at once).
 */
export function LeadFilters({ query, counts, choices, seesAll }: { query: LeadInboxQuery; counts: Counts; choices: Choices; seesAll: boolean }) {
  const hydrated = useHydrated();
  const base = { ...query, page: 1 };
  const tabs = TABS.filter((t) => t === "all" || t === "new" || t === query.status || tabCount(t, counts) > 0).map((t) => ({
    label: `${tabLabel(t)} (${formatNumber(tabCount(t, counts))})`,
    href: `/dealer/leads${leadInboxSearch({ ...base, status: t })}`,
    current: query.status === t,
  }));
  const autoSubmit = hydrated ? (e: React.ChangeEvent<HTMLSelectElement>) => e.currentTarget.form?.requestSubmit() : undefined;
  return (
    <div className="mb-4 space-y-3">
      <FilterPills label="Status" items={tabs} hover="brand" />
      <Form method="get" action="/dealer/leads" role="search" aria-label="Search and filter leads" className="rounded-theme bg-surface p-3 shadow-sm ring-1 ring-black/[0.07]">
        {query.status !== "all" && <input type="hidden" name="status" value={query.status} />}
        <div className="flex items-end gap-2">
          <Field id="leads-q" label="Search" className="min-w-0 flex-1">
            <Input name="q" type="search" look="compact" defaultValue={query.q} placeholder="Name, phone or email" icon={<Search />} maxLength={100} />
          </Field>
          <Button type="submit" variant="dark" size="md">
            Search
          </Button>
          {(isLeadListFiltered(query) || query.status !== "all") && (
            <Link to="/dealer/leads" className="px-2 py-2.5 text-sm font-semibold text-brand hover:underline">
              Clear
            </Link>
          )}
        </div>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Field id="leads-form" label="Form">
            <Select name="form" compact placeholder="All forms" options={choices.kinds} defaultValue={query.form} onChange={autoSubmit} />
          </Field>
          <Field id="leads-assigned" label="Assigned to">
            <Select name="assigned" compact placeholder={seesAll ? "Anyone" : "Me or no one"} options={choices.assignees} defaultValue={query.assigned} onChange={autoSubmit} />
          </Field>
          {choices.locations.length > 1 ? (
            <Field id="leads-location" label="Location">
              <Select name="location" compact placeholder="All locations" options={choices.locations} defaultValue={query.location === null ? "" : String(query.location)} onChange={autoSubmit} />
            </Field>
          ) : (
            query.location !== null && <input type="hidden" name="location" value={query.location} />
          )}
          <Field id="leads-vehicle" label="Vehicle">
            <Input name="vehicle" look="compact" defaultValue={query.vehicle} placeholder="Stock no. or ID" maxLength={40} />
          </Field>
          <Field id="leads-from" label="Received from">
            <Input name="from" type="date" look="compact" defaultValue={query.from ?? ""} />
          </Field>
          <Field id="leads-to" label="Received to">
            <Input name="to" type="date" look="compact" defaultValue={query.to ?? ""} />
          </Field>
        </div>
      </Form>
    </div>
  );
}
