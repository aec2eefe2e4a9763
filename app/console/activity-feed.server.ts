import type { Db } from "../db/client.server.ts";
import { shortDateTimeIn } from "../lib/time-zones.ts";
import { listAudit, type AuditActor } from "../staff/audit-log.server.ts";
import type { ConsoleUser } from "../staff/console-session.server.ts";
import { dealerTimeZone } from "../tenants/dealer-clock.ts";
import { ACTOR_FILTERS, type ActorFilter } from "./activity-filters.ts";
import { actionLabel, auditChanges, splitActorName, type AuditChange } from "./audit-changes.ts";

/**
 * The Activity page (/dealer/activity, activity.read): the tenant's audit log newest first, 25 to a page, filtered by
 * who made the change (?actor=staff|keys|operator), times in the dealer's time zone.
 */
export const ACTIVITY_PAGE_SIZE = 25;
const MAX_PAGE = 10_000;

export type ActivityEntry = {
  id: number;
  at: string;
  when: string;
  actor: { kind: AuditActor["kind"]; name: string; detail: string | null };
  action: string;
  subject: string;
  changes: AuditChange[];
};

export async function activityPageData(db: Db, user: ConsoleUser, url: URL) {
  const filter = ACTOR_FILTERS.find((f) => f.value === url.searchParams.get("actor")) ?? ACTOR_FILTERS[0];
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(asked) && asked >= 1 ? Math.min(asked, MAX_PAGE) : 1;
  const zone = dealerTimeZone(user.tenant);
  const { rows, total } = await listAudit(db, user.tenant.id, { limit: ACTIVITY_PAGE_SIZE, offset: (page - 1) * ACTIVITY_PAGE_SIZE, actorKind: filter.kind });
  const entries: ActivityEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    when: shortDateTimeIn(r.createdAt, zone),
    actor: { kind: r.actorKind, ...splitActorName(r.actorName) },
    action: actionLabel(r.action),
    subject: r.subject,
    changes: auditChanges(r.before, r.after),
  }));
  return {
    dealerName: user.tenant.name,
    filter: filter.value as ActorFilter,
    page,
    pages: Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE)),
    total,
    zone: zone.replace(/^.*\//, "").replace(/_/g, " "),
    entries,
  };
}
