import { Bot, History, KeyRound, UserRound } from "lucide-react";
import { Fragment } from "react";
import { Badge } from "../../ui/badge.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FilterPills } from "../../ui/filter-pills.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import type { ActivityEntry } from "../activity-feed.server.ts";
import { ACTOR_FILTERS, activityHref, type ActorFilter } from "../activity-filters.ts";
import { ConsolePage } from "./console-page.tsx";

export type ActivityScreenData = { filter: ActorFilter; page: number; pages: number; total: number; zone: string; entries: ActivityEntry[] };

const ACTOR_LOOK = {
  staff: { icon: UserRound, badge: null },
  api_key: { icon: KeyRound, badge: "API key" },
  operator: { icon: Bot, badge: "Platform" },
} as const;

function Changes({ changes }: { changes: ActivityEntry["changes"] }) {
  if (!changes.length) return null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-theme bg-page px-3 py-2 text-sm">
      {changes.map((c) => (
        <Fragment key={c.field}>
          <dt className="font-semibold">{c.field}</dt>
          <dd className="break-words">
            {c.before !== null && (
              <>
                <del className="text-muted">{c.before}</del>
                <span className="text-muted"> → </span>
              </>
            )}
            {c.after !== null ? <ins className="font-medium no-underline">{c.after}</ins> : <span className="text-muted">(removed)</span>}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Entry({ entry }: { entry: ActivityEntry }) {
  const look = ACTOR_LOOK[entry.actor.kind];
  const Icon = look.icon;
  return (
    <li className="grid gap-1 px-5 py-4 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-4">
      <p className="text-sm text-muted">
        <time dateTime={entry.at}>{entry.when}</time>
      </p>
      <div className="min-w-0">
        <p>
          <span className="font-semibold">{entry.action}</span>
          <span className="text-muted"> · </span>
          <span className="break-words">{entry.subject}</span>
        </p>
        <p className="mt-1 text-sm text-muted">
          <Icon aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
          by <span className="font-semibold text-ink">{entry.actor.name}</span>
          {entry.actor.detail && <span className="hidden sm:inline"> ({entry.actor.detail})</span>}
          {look.badge && (
            <Badge tone="neutral" className="ml-2 align-[1px]">
              {look.badge}
            </Badge>
          )}
        </p>
        <Changes changes={entry.changes} />
      </div>
    </li>
  );
}

export function ActivityScreen({ page }: { page: ActivityScreenData }) {
  return (
    <ConsolePage title="Activity" description={`Every change made in the console, with an API key or by the platform, newest first. Times are ${page.zone} time.`}>
      <FilterPills label="Who made the change" className="mb-5" items={ACTOR_FILTERS.map((f) => ({ label: f.label, href: activityHref(f.value), current: f.value === page.filter }))} />
      {page.entries.length ? (
        <>
          <h2 className="sr-only">Changes, page {page.page} of {page.pages}</h2>
          <Card padding="none">
            <ol className="divide-y divide-black/5">
              {page.entries.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ol>
          </Card>
          <Pagination page={page.page} pages={page.pages} href={(n) => activityHref(page.filter, n)} />
        </>
      ) : (
        <EmptyState icon={History} title={page.total ? "No changes on this page" : "Nothing here yet"} size="sm">
          {page.total ? "Go back to the first page." : page.filter === "all" ? "Changes made in the console or with an API key show here." : "No changes were made this way yet."}
        </EmptyState>
      )}
    </ConsolePage>
  );
}
