import { CarFront, Gauge, Plus, Upload } from "lucide-react";
import type { FormFailure } from "../../lib/form-submission.ts";
import { formatNumber } from "../../lib/format.ts";
import { BULK_DONE } from "../../stock/stock-bulk-form.ts";
import { isFiltered, stockListSearch } from "../../stock/stock-list-query.ts";
import { Alert } from "../../ui/alert.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import type { StockListData } from "../stock-console.server.ts";
import { ConsolePage } from "./console-page.tsx";
import { StockFilters } from "./stock-filters.tsx";
import { StockTable } from "./stock-table.tsx";

const vehicles = (n: number) => `${formatNumber(n)} vehicle${n === 1 ? "" : "s"}`;

/** /dealer/stock: the tenant's vehicles, searched, filtered, sorted and paged; bulk actions for those who may change stock. */
export function StockListPage({ data, failure }: { data: StockListData; failure: FormFailure | null }) {
  const { query, done } = data;
  return (
    <ConsolePage
      title="Stock"
      description={isFiltered(query) ? `${vehicles(data.total)} match.` : `${vehicles(data.total)}.`}
      className="max-w-7xl"
      actions={
        <>
          <ButtonLink to="/dealer/stock/quality" variant="secondary">
            <Gauge aria-hidden="true" className="size-4" /> Listing quality
          </ButtonLink>
          <ButtonLink to="/dealer/stock/import" variant="secondary">
            <Upload aria-hidden="true" className="size-4" /> Import stock
          </ButtonLink>
          {data.canWrite && (
            <ButtonLink to="/dealer/stock/new">
              <Plus aria-hidden="true" className="size-4" /> Add a vehicle
            </ButtonLink>
          )}
        </>
      }
    >
      {done && (
        <Alert tone="success" className="mb-4">
          {vehicles(done.count)} {BULK_DONE[done.action]}.{done.skipped > 0 && ` ${vehicles(done.skipped)} without a price left as they were.`} The website shows the change now.
        </Alert>
      )}
      {!data.canWrite && (
        <Alert tone="info" className="mb-4">
          You can look at stock here; changing it needs a manager or an owner.
        </Alert>
      )}
      <StockFilters query={query} counts={data.statusCounts} makes={data.makes} locations={data.locations} />
      {data.rows.length === 0 ? (
        <EmptyState
          icon={CarFront}
          size="sm"
          title={isFiltered(query) || query.page > 1 ? "No vehicles match" : "No vehicles yet"}
          action={
            isFiltered(query) || query.page > 1 ? (
              <ButtonLink to="/dealer/stock" variant="secondary">
                Show all current stock
              </ButtonLink>
            ) : data.canWrite ? (
              <ButtonLink to="/dealer/stock/new">Add a vehicle</ButtonLink>
            ) : undefined
          }
        >
          {isFiltered(query) ? "Try fewer filters or another search." : "Vehicles arrive from your feed through the API, or are added here by hand."}
        </EmptyState>
      ) : (
        <StockTable rows={data.rows} canWrite={data.canWrite} failure={failure} caption={`Stock, page ${query.page} of ${data.pages}`} />
      )}
      <Pagination page={query.page} pages={data.pages} href={(page) => `/dealer/stock${stockListSearch({ ...query, page })}`} />
    </ConsolePage>
  );
}
