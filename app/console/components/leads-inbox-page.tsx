import { Download, Inbox, X } from "lucide-react";
import { Link } from "react-router";
import { formatNumber } from "../../lib/format.ts";
import { isLeadListFiltered, leadInboxSearch } from "../../leads/lead-inbox-query.ts";
import { Alert } from "../../ui/alert.tsx";
import { ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import type { LeadsInboxData } from "../leads-console.server.ts";
import { ConsolePage } from "./console-page.tsx";
import { LeadFilters } from "./lead-filters.tsx";
import { LeadList } from "./lead-list.tsx";
import { useNewLeads } from "./use-new-leads.ts";

const leads = (n: number) => `${formatNumber(n)} lead${n === 1 ? "" : "s"}`;

/** /dealer/leads: every lead this person may see, newest first, filtered and searched; new ones appear while it is open. */
export function LeadsInboxPage({ data }: { data: LeadsInboxData }) {
  const { query } = data;
  const filtered = isLeadListFiltered(query) || query.status !== "all";
  const { arrived, freshIds, dismiss } = useNewLeads(data.checkedAt, data.rows.map((r) => r.id));
  return (
    <ConsolePage
      title="Leads"
      description={`${filtered ? `${leads(data.total)} match` : leads(data.total)}.${data.seesAll ? "" : " You see the leads assigned to you and those no one has yet."}`}
      className="max-w-7xl"
      actions={
        data.total > 0 && (
          <ButtonAnchor href={`/dealer/leads.csv${leadInboxSearch(query, { page: false })}`} variant="secondary" download>
            <Download aria-hidden="true" className="size-4" /> Download CSV
          </ButtonAnchor>
        )
      }
    >
      <div aria-live="polite" className="empty:hidden">
        {arrived > 0 && (
          <Alert tone="success" role="none" className="mb-4 flex items-center justify-between gap-3">
            <span>
              <strong>{arrived === 1 ? "1 new lead" : `${formatNumber(arrived)} new leads`}</strong> arrived.{" "}
              {freshIds.size === 0 && filtered ? (
                <>
                  {arrived === 1 ? "It isn't" : "They aren't"} in this filtered list:{" "}
                  <Link to="/dealer/leads" className="font-semibold underline">
                    show all leads
                  </Link>
                  .
                </>
              ) : query.page > 1 ? (
                <>
                  <Link to={`/dealer/leads${leadInboxSearch({ ...query, page: 1 })}`} className="font-semibold underline">
                    Go to the first page
                  </Link>{" "}
                  to see {arrived === 1 ? "it" : "them"}.
                </>
              ) : (
                `${arrived === 1 ? "It's" : "They're"} at the top of the list, marked “Just in”.`
              )}
            </span>
            <button type="button" onClick={dismiss} className="rounded-full p-1 hover:bg-black/5" aria-label="Dismiss">
              <X aria-hidden="true" className="size-4" />
            </button>
          </Alert>
        )}
      </div>
      <LeadFilters query={query} counts={data.counts} choices={data.choices} seesAll={data.seesAll} />
      {data.rows.length === 0 ? (
        <EmptyState
          icon={Inbox}
          size="sm"
          title={filtered || query.page > 1 ? "No leads match" : "No leads yet"}
          action={
            filtered || query.page > 1 ? (
              <ButtonLink to="/dealer/leads" variant="secondary">
                Show all leads
              </ButtonLink>
            ) : undefined
          }
        >
          {filtered ? "Try fewer filters or another search." : "Enquiries, test drives, finance and trade-in requests from your website show here as they arrive."}
        </EmptyState>
      ) : (
        <LeadList rows={data.rows} freshIds={freshIds} caption={`Leads, page ${query.page} of ${data.pages}`} />
      )}
      <Pagination page={query.page} pages={data.pages} href={(page) => `/dealer/leads${leadInboxSearch({ ...query, page })}`} />
    </ConsolePage>
  );
}
