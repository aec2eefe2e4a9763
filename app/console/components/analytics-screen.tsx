import { BarChart3 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatNumber } from "../../lib/format.ts";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FilterPills } from "../../ui/filter-pills.tsx";
import { Table, Td, Th } from "../../ui/table.tsx";
import type { AnalyticsPageData, AnalyticsVehicle } from "../analytics-data.server.ts";
import { ANALYTICS_RANGES, formatDuration, formatPercent } from "../analytics-format.ts";
import { DailyChart } from "./analytics-charts.tsx";
import { ConsolePage } from "./console-page.tsx";

const count = (v: number | null) => formatNumber(v ?? 0);

/** A section of the page: a heading (h2) and what it shows. */
function Section({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A headline figure. */
function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card padding="md">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold tracking-tight tabular-nums">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-muted">{note}</dd>}
    </Card>
  );
}

function ChartCard({ title, total, children }: { title: string; total: string; children: ReactNode }) {
  return (
    <Card padding="md" className="min-w-0">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="font-bold">{title}</h3>
        <p className="text-sm text-muted">{total}</p>
      </div>
      {children}
    </Card>
  );
}

const num = "text-right tabular-nums whitespace-nowrap";

/** What a list says when it has nothing for the period. */
function NoData({ children }: { children: ReactNode }) {
  return <p className="rounded-theme bg-surface p-5 text-sm text-muted ring-1 ring-black/5">{children}</p>;
}

/** Vehicles with their figures in the window; on phones the "shown" column gives way. */
function VehicleTable({ caption, rows, empty }: { caption: string; rows: AnalyticsVehicle[]; empty: string }) {
  if (!rows.length) return <NoData>{empty}</NoData>;
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <Th>Vehicle</Th>
          <Th className={`${num} hidden sm:table-cell`}>Shown</Th>
          <Th className={num}>Views</Th>
          <Th className={num}>Leads</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={v.id}>
            <Td className="min-w-0">
              <Link to={v.href} className="font-semibold text-ink hover:text-brand hover:underline">
                {v.title}
              </Link>
              {v.stocknum && <span className="block text-xs text-muted">Stock no. {v.stocknum}</span>}
            </Td>
            <Td className={`${num} hidden sm:table-cell`}>{formatNumber(v.impressions)}</Td>
            <Td className={num}>{formatNumber(v.views)}</Td>
            <Td className={num}>{formatNumber(v.leads)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The dealer analytics (issue 12): what shoppers saw and did on the website in the last 7, 30 or 90 days, from the
 * server's own counts (no third-party scripts; robots and staff not counted). Works without JavaScript: the range is
 * a link, the charts are tables drawn by CSS.
 */
export function AnalyticsScreen({ data }: { data: AnalyticsPageData }) {
  const t = data.totals;
  const ranges = ANALYTICS_RANGES.map((d) => ({ label: `${d} days`, href: `/dealer/analytics?days=${d}`, current: d === data.days }));
  const nothingYet = t.impressions + t.views + t.leads === 0;
  return (
    <ConsolePage
      title="Analytics"
      description={`What shoppers saw and did on your website, ${data.fromLabel} – ${data.toLabel}. Robots and your own staff are not counted.`}
      actions={<FilterPills label="Period" items={ranges} className="mx-0 px-0" />}
    >
      <h2 className="sr-only">Totals</h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Vehicle-page views" value={count(t.views)} note={`${formatNumber(data.vehiclesWithActivity)} vehicles shown or viewed`} />
        <Figure label="Shown in search results" value={count(t.impressions)} note="times a car's card was on a results page" />
        <Figure label="Leads" value={count(t.leads)} note="from every form" />
        <Figure label="Conversion" value={formatPercent(t.conversion)} note="leads per vehicle-page view" />
      </dl>
      <Card padding="sm" elevation="flat" className="mt-3">
        <h3 className="sr-only">What shoppers did on vehicle pages</h3>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
          {(
            [
              ["Phone number shown", t.phone],
              ["Finance calculator used", t.calculator],
              ["Photos or 360° spin used", t.gallery],
              ["Shared", t.shares],
              ["Printed", t.prints],
              ["Saved", t.saves],
            ] as const
          ).map(([label, n]) => (
            <div key={label} className="flex items-baseline justify-between gap-2 sm:block">
              <dt className="text-muted">{label}</dt>
              <dd className="font-bold tabular-nums">{formatNumber(n)}</dd>
            </div>
          ))}
        </dl>
      </Card>

      {nothingYet && (
        <EmptyState icon={BarChart3} title="Nothing counted in this period yet" className="mt-6" size="sm">
          Views, search impressions and leads show here as shoppers use your website. They are counted within a few seconds.
        </EmptyState>
      )}

      <Section id="analytics-daily" title="Day by day">
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartCard title="Vehicle-page views" total={`${count(t.views)} in ${data.days} days`}>
            <DailyChart caption="Vehicle-page views per day" kind="area" points={data.daily.map((d) => ({ label: d.label, value: d.views }))} format={count} />
          </ChartCard>
          <ChartCard title="Leads" total={`${count(t.leads)} in ${data.days} days`}>
            <DailyChart caption="Leads per day" kind="column" points={data.daily.map((d) => ({ label: d.label, value: d.leads }))} format={count} />
          </ChartCard>
          <ChartCard title="Conversion" total={`${formatPercent(t.conversion)} over the period`}>
            <DailyChart caption="Leads per vehicle-page view, per day" kind="line" points={data.daily.map((d) => ({ label: d.label, value: d.conversion }))} format={formatPercent} />
          </ChartCard>
          <ChartCard title="Shown in search results" total={`${count(t.impressions)} in ${data.days} days`}>
            <DailyChart caption="Search-result impressions per day" kind="column" points={data.daily.map((d) => ({ label: d.label, value: d.impressions }))} format={count} />
          </ChartCard>
        </div>
      </Section>

      <Section id="analytics-vehicles" title="Vehicles" description="Shown: times the car's card was on a results page. Views: visits to its page.">
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="min-w-0">
            <h3 className="mb-2 font-semibold">Most viewed</h3>
            <VehicleTable caption="Most viewed vehicles" rows={data.topViewed} empty="No vehicle page was viewed in this period." />
          </div>
          <div className="min-w-0">
            <h3 className="mb-2 font-semibold">Most leads</h3>
            <VehicleTable caption="Vehicles with the most leads" rows={data.topLeads} empty="No lead named a vehicle in this period." />
          </div>
        </div>
        <h3 className="mt-6 mb-1 font-semibold">Viewed a lot, no leads yet</h3>
        <p className="mb-2 text-sm text-muted">Shoppers look but don't ask: check the price, photos and description.</p>
        <VehicleTable caption="Most viewed vehicles without a lead" rows={data.viewedNoLeads} empty="Every viewed vehicle brought a lead in this period." />
      </Section>

      <Section id="analytics-stock" title="Stock age" description={`Vehicles in stock now, by days since they arrived; aged means over ${data.stock.agedDays} days.`}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <Figure label="In stock" value={formatNumber(data.stock.inStock)} />
          <Figure label="Average days in stock" value={data.stock.averageDays === null ? "—" : formatNumber(data.stock.averageDays)} />
          <Figure label={`Aged (over ${data.stock.agedDays} days)`} value={formatNumber(data.stock.aged)} />
        </dl>
        {data.stock.oldest.length > 0 && (
          <>
            <h3 className="mt-6 mb-2 font-semibold">Longest in stock</h3>
            <Table caption={`Aged stock, longest in stock first, with views and leads in the last ${data.days} days`}>
              <thead>
                <tr>
                  <Th>Vehicle</Th>
                  <Th className={num}>Days</Th>
                  <Th className={num}>Views</Th>
                  <Th className={num}>Leads</Th>
                </tr>
              </thead>
              <tbody>
                {data.stock.oldest.map((v) => (
                  <tr key={v.id}>
                    <Td>
                      <Link to={v.href} className="font-semibold text-ink hover:text-brand hover:underline">
                        {v.title}
                      </Link>
                      {v.stocknum && <span className="block text-xs text-muted">Stock no. {v.stocknum}</span>}
                    </Td>
                    <Td className={num}>{formatNumber(v.days)}</Td>
                    <Td className={num}>{formatNumber(v.views)}</Td>
                    <Td className={num}>{formatNumber(v.leads)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
      </Section>

      <Section id="analytics-leads" title="Where leads came from" description="Source: the campaign's utm_source, else the website that sent the shopper, else direct.">
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="min-w-0">
            <h3 className="mb-2 font-semibold">By source</h3>
            {data.sources.length ? (
              <Table caption="Leads per source">
                <thead>
                  <tr>
                    <Th>Source</Th>
                    <Th className={num}>Leads</Th>
                    <Th className={num}>Share</Th>
                  </tr>
                </thead>
                <tbody>
                  {data.sources.map((s) => (
                    <tr key={s.source}>
                      <Td className="break-all">{s.source === "direct" ? "Direct (no source)" : s.source}</Td>
                      <Td className={num}>{formatNumber(s.leads)}</Td>
                      <Td className={num}>{formatPercent(s.share)}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <NoData>No leads in this period.</NoData>
            )}
          </div>
          <div className="min-w-0">
            <h3 className="mb-2 font-semibold">By form</h3>
            {data.forms.length ? (
              <Table caption="Leads per form">
                <thead>
                  <tr>
                    <Th>Form</Th>
                    <Th className={num}>Leads</Th>
                  </tr>
                </thead>
                <tbody>
                  {data.forms.map((f) => (
                    <tr key={f.form}>
                      <Td>{f.label}</Td>
                      <Td className={num}>{formatNumber(f.leads)}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <NoData>No leads in this period.</NoData>
            )}
          </div>
        </div>
      </Section>

      <DemandSection demand={data.demand} days={data.days} />

      <Section id="analytics-response" title="Response times" description={`Leads created in the last ${data.days} days, by the salesperson they are assigned to: the median time to first contact.`}>
        {data.responseTimes.length ? (
          <Table caption="Response times per salesperson">
            <thead>
              <tr>
                <Th>Salesperson</Th>
                <Th className={num}>Leads</Th>
                <Th className={num}>Contacted</Th>
                <Th className={num}>Median</Th>
              </tr>
            </thead>
            <tbody>
              {data.responseTimes.map((r) => (
                <tr key={r.staffId ?? "none"}>
                  <Td>{r.name}</Td>
                  <Td className={num}>{formatNumber(r.leads)}</Td>
                  <Td className={num}>{formatNumber(r.contacted)}</Td>
                  <Td className={num}>{formatDuration(r.medianSeconds)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <NoData>No leads in this period.</NoData>
        )}
      </Section>
    </ConsolePage>
  );
}

/** Saved searches and alerts (ADR 048): what shoppers are waiting for, with how many cars each search finds today. */
function DemandSection({ demand, days }: { demand: AnalyticsPageData["demand"]; days: number }) {
  const sent = demand.sent.newMatches + demand.sent.priceDrops + demand.sent.stock;
  return (
    <Section id="analytics-demand" title="Saved searches and alerts" description="What shoppers asked to be told about. A search that finds 0 cars today is demand for stock you don't have.">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Figure label="Saved searches" value={formatNumber(demand.savedSearches)} />
        <Figure label="Cars watched with alerts" value={formatNumber(demand.watching)} />
        <Figure label="Alerts sent" value={formatNumber(sent)} note={`last ${days} days`} />
        <Figure label="Price-drop alerts" value={formatNumber(demand.sent.priceDrops)} note={`${formatNumber(demand.sent.newMatches)} new-car, ${formatNumber(demand.sent.stock)} sold or back`} />
      </dl>
      <div className="mt-6">
        {demand.top.length ? (
          <Table caption="Most saved searches">
            <thead>
              <tr>
                <Th>Search</Th>
                <Th className={num}>Shoppers</Th>
                <Th className={`${num} hidden sm:table-cell`}>With alerts</Th>
                <Th className={num}>Cars now</Th>
              </tr>
            </thead>
            <tbody>
              {demand.top.map((d) => (
                <tr key={d.href}>
                  <Td className="min-w-0">
                    <a href={d.href} className="font-semibold text-ink hover:text-brand hover:underline">
                      {d.name}
                    </a>
                    <span className="block text-xs break-all text-muted">{d.href}</span>
                  </Td>
                  <Td className={num}>{formatNumber(d.shoppers)}</Td>
                  <Td className={`${num} hidden sm:table-cell`}>{formatNumber(d.alerting)}</Td>
                  <Td className={num}>{d.matches === null ? "–" : d.matches === 0 ? <strong className="text-red-700">0</strong> : formatNumber(d.matches)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <NoData>No shopper has saved a search yet.</NoData>
        )}
      </div>
    </Section>
  );
}
