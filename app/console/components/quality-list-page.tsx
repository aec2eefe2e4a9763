import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { formatNumber } from "../../lib/format.ts";
import { TARGET_PHOTOS } from "../../stock/listing-quality.ts";
import { vehicleFullTitle } from "../../stock/vehicle-names.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import type { QualityPageData } from "../stock-console.server.ts";
import { ConsolePage } from "./console-page.tsx";
import { QualityBadge, StatusBadges } from "./stock-badges.tsx";
import { VehicleThumb, stockVehicleHref } from "./stock-table.tsx";

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Card padding="md">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className={`mt-1 text-3xl font-extrabold tabular-nums ${tone ?? ""}`}>{value}</p>
    </Card>
  );
}

/** /dealer/stock/quality: every current listing that is missing something, worst first, with what to fix. */
export function QualityListPage({ data }: { data: QualityPageData }) {
  const { summary } = data;
  return (
    <ConsolePage
      title="Listing quality"
      description={`How complete each listing is, out of 100: ${TARGET_PHOTOS} or more photos, dealer comments, the VIN, a price, the odometer and a 360° spin. Archived vehicles are left out.`}
      actions={
        <ButtonLink to="/dealer/stock" variant="secondary">
          All stock
        </ButtonLink>
      }
    >
      <div className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Average score" value={summary.count ? `${summary.average}` : "—"} />
        <Figure label="Good (80+)" value={formatNumber(summary.good)} tone="text-emerald-800" />
        <Figure label="Fair (50–79)" value={formatNumber(summary.fair)} tone="text-amber-800" />
        <Figure label="Poor (under 50)" value={formatNumber(summary.poor)} tone="text-red-700" />
      </div>
      {data.rows.length === 0 ? (
        <EmptyState icon={CheckCircle2} size="sm" title={data.page > 1 ? "No more listings to fix" : "Every listing is complete"}>
          {data.page > 1 ? "Go back to the first page." : "Nothing is missing from any current listing."}
        </EmptyState>
      ) : (
        <>
          <h2 className="mb-3 text-lg font-bold">
            {formatNumber(data.total)} listing{data.total === 1 ? "" : "s"} to improve, worst first
          </h2>
          <ol className="space-y-3">
            {data.rows.map((r) => (
              <li key={r.id}>
                <Card padding="sm" className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:items-center">
                  <VehicleThumb src={r.image} className="w-20 sm:w-24" />
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <QualityBadge score={r.quality.score} grade={r.quality.grade} />
                      <Link to={stockVehicleHref(r.id)} className="font-semibold hover:text-brand hover:underline">
                        {vehicleFullTitle(r)}
                      </Link>
                    </div>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                      <span>{r.stocknum ? `Stock ${r.stocknum}` : `ID ${r.id}`}</span>
                      <StatusBadges status={r.status} published={r.published} />
                    </p>
                    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      {r.missing.map((gap) => (
                        <li key={gap.check} className="before:mr-1.5 before:text-red-600 before:content-['•']">
                          {gap.fix} <span className="text-muted">(+{gap.points})</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <ButtonLink to={stockVehicleHref(r.id)} variant="secondary" size="sm" className="col-span-2 sm:col-span-1" aria-label={`${data.canWrite ? "Fix" : "View"} ${vehicleFullTitle(r)}`}>
                    {data.canWrite ? "Fix" : "View"}
                  </ButtonLink>
                </Card>
              </li>
            ))}
          </ol>
        </>
      )}
      <Pagination page={data.page} pages={data.pages} href={(page) => `/dealer/stock/quality${page > 1 ? `?page=${page}` : ""}`} />
    </ConsolePage>
  );
}
