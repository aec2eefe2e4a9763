import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { telHref } from "../../lib/phone.ts";
import { cn } from "../../ui/cn.ts";
import type { InboxRow } from "../leads-console.server.ts";
import { LeadStatusBadges } from "./lead-badges.tsx";

export const leadPageHref = (id: string) => `/dealer/leads/${id}`;

/**
 * The inbox's rows: a table on wider screens; on phones each row is a card (name and status, then what the lead is
 * about, then when and who has it). Rows that just arrived in an open inbox are marked "Just in".
 */
export function LeadList({ rows, caption, freshIds }: { rows: InboxRow[]; caption: string; freshIds: ReadonlySet<string> }) {
  return (
    <div className="overflow-hidden rounded-theme bg-surface shadow-sm ring-1 ring-black/[0.07]">
      <table className="block w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden md:table-header-group">
          <tr className="border-b border-black/10 text-xs tracking-wide text-muted uppercase">
            <th scope="col" className="px-4 py-3">
              Shopper
            </th>
            <th scope="col" className="px-4 py-3">
              Lead
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 whitespace-nowrap">
              Assigned to
            </th>
            <th scope="col" className="px-4 py-3">
              Received
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group md:[&_td]:table-cell md:[&_td]:px-4 md:[&_td]:py-3 md:[&_td]:align-top">
          {rows.map((r) => {
            const fresh = freshIds.has(r.id);
            return (
              <tr
                key={r.id}
                className={cn(
                  "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1.5 border-b border-black/5 p-4 last:border-b-0 md:table-row md:p-0 md:hover:bg-black/[0.02]",
                  r.overdue && "bg-red-50/60 md:bg-red-50/60",
                  fresh && "bg-brand/5 md:bg-brand/5",
                )}
              >
                <td className="min-w-0">
                  <Link to={leadPageHref(r.id)} className="font-semibold text-ink hover:text-brand hover:underline">
                    {r.name}
                  </Link>
                  {fresh && <span className="ml-2 text-xs font-bold text-brand">Just in</span>}
                  <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-muted">
                    {r.phone && (
                      <a href={telHref(r.phone.raw)} className="inline-flex items-center gap-1 hover:text-brand" aria-label={`Call ${r.name} on ${r.phone.shown}`}>
                        <Phone aria-hidden="true" className="size-3" />
                        {r.phone.shown}
                      </a>
                    )}
                    {r.email && (
                      <span className="inline-flex min-w-0 items-center gap-1">
                        <Mail aria-hidden="true" className="size-3 shrink-0" />
                        <span className="truncate">{r.email}</span>
                      </span>
                    )}
                  </span>
                </td>
                <td className="col-span-2 row-start-2 min-w-0 md:col-span-1">
                  <span className="block font-medium">{r.kind}</span>
                  {(r.vehicle || r.location) && (
                    <span className="mt-0.5 block text-xs text-muted">{[r.vehicle && `${r.vehicle}${r.stockNumber ? ` · Stock ${r.stockNumber}` : ""}`, r.location].filter(Boolean).join(" · ")}</span>
                  )}
                </td>
                <td className="col-start-2 row-start-1 text-right md:text-left">
                  <LeadStatusBadges status={r.status} overdue={r.overdue} />
                </td>
                <td className="row-start-3 text-xs md:text-sm">
                  {r.assignee && <span className="text-muted md:hidden">Assigned to </span>}
                  {r.assignee ? <span className={cn(r.mine && "font-semibold")}>{r.mine ? "You" : r.assignee}</span> : <span className="text-muted">Unassigned</span>}
                </td>
                <td className="row-start-3 text-right text-xs whitespace-nowrap text-muted md:text-left md:text-sm">{r.received}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
