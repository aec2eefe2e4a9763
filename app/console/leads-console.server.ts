/**
 * The console's leads screens on the server (issue 12): the inbox with its filters and quick counts, its CSV, the poll
 * an open inbox makes for new leads, and one lead's page with its pipeline, history and CRM deliveries. Sales staff
 * (leads.read without leads.read.all) see their own and unassigned leads everywhere here; the rules live in
 * app/leads/lead-pipeline.ts and every change goes through a../leads/lead-pipeline-changes.server.ts.
 */

import { data, redirect } from "react-router";
import type { RegisteredServices as Services } from "../platform/contexts.ts";
import { formFailure, parseFormSubmission, type FormFailure } from "../lib/form-submission.ts";
import { isUuid } from "../lib/ids.ts";
import { formatPrice } from "../lib/format.ts";
import { formatPhone } from "../lib/phone.ts";
import { dateIn, instantIn, longDateTimeIn, shortDateTimeIn } from "../lib/time-zones.ts";
import { toLeadRecord } from "../leads/lead-delivery.server.ts";
import { otherDetailRows, sourceRows, tradeInRows, visitedPages, type DetailRow } from "../leads/lead-details.ts";
import { listLeadEvents } from "../leads/lead-history.server.ts";
import { LEADS_PAGE_SIZE, leadSearchTerms, parseLeadInboxQuery, type LeadInboxQuery } from "../leads/lead-inbox-query.ts";
import { LEAD_KINDS, findLeadKind, leadKindLabel } from "../leads/lead-kinds.ts";
import {
  LEAD_STATUS_LABELS,
  canMoveLead,
  canSeeLead,
  isOverdue,
  leadAssignSchema,
  leadNoteSchema,
  leadStatusSchema,
  nextStatuses,
  type LeadStatus,
  type LeadViewer,
} from "../leads/lead-pipeline.ts";
import { addLeadNote, assignLead, changeLeadStatus, leadSubject, type PipelineActor, type PipelineResult } from "../leads/lead-pipeline-changes.server.ts";
import {
  countLeadsArrivedSince,
  findLeadRow,
  inboxStatusCounts,
  leadsCsv,
  listInboxExport,
  listInboxLeads,
  listLeadDeliveries,
  resendLead,
  type InboxFilter,
  type InboxLeadRow,
  type LeadDeliveryRow,
} from "../leads/lead-store.server.ts";
import { recordAudit } from "../staff/audit-log.server.ts";
import type { ConsoleUser } from "../staff/console-session.server.ts";
import { ROLE_LABELS } from "../staff/permissions.ts";
import { listStaff, type Staff } from "../staff/staff-store.server.ts";
import { findVehicleById } from "../stock/stock-store.server.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";
import { dealerTimeZone } from "../tenants/dealer-clock.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { findDeliveryDestination, leadDestinationsFor, type DeliveryDestination } from "../tenants/lead-routing.ts";
import { timelineLine } from "./lead-timeline.ts";

export const leadHref = (id: string) => `/dealer/leads/${id}`;
/** The most rows one CSV download holds (the inbox's filters narrow a bigger list). */
export const LEADS_CSV_LIMIT = 20_000;

export function leadViewer(user: ConsoleUser): LeadViewer {
  return { staffId: user.staff.id, seesAll: user.can("leads.read.all") };
}

function pipelineActor(user: ConsoleUser): PipelineActor {
  return { viewer: leadViewer(user), name: user.staff.name, audit: user.actor };
}

const nextDay = (date: string) => dateIn(new Date(instantIn(date, 0, "UTC").getTime() + 36 * 3_600_000), "UTC");

/** The store's filter for an inbox address, as this viewer may see it; dates are days on the dealer's calendar. */
export function inboxFilter(query: LeadInboxQuery, viewer: LeadViewer, timeZone: string): InboxFilter {
  return {
    visibleTo: viewer.seesAll ? null : viewer.staffId,
    status: query.status === "all" ? undefined : query.status,
    kind: findLeadKind(query.form)?.match,
    assignedTo: query.assigned === "" ? undefined : query.assigned === "unassigned" ? null : query.assigned === "me" ? viewer.staffId : query.assigned,
    locationId: query.location ?? undefined,
    from: query.from ? instantIn(query.from, 0, timeZone) : undefined,
    until: query.to ? instantIn(nextDay(query.to), 0, timeZone) : undefined,
    vehicle: query.vehicle || undefined,
    search: leadSearchTerms(query.q),
  };
}

const personName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ") || "No name given";
const staffNames = (people: Staff[]) => new Map(people.map((s) => [s.id, s.name]));

/** A lead as a row of the inbox: what the list shows, nothing more. */
export type InboxRow = {
  id: string;
  name: string;
  email: string | null;
  phone: { shown: string; raw: string } | null;
  kind: string;
  vehicle: string | null;
  stockNumber: string | null;
  location: string | null;
  status: LeadStatus;
  overdue: boolean;
  assignee: string | null;
  mine: boolean;
  received: string;
};

function inboxRow(r: InboxLeadRow, tenant: Tenant, names: Map<string, string>, viewer: LeadViewer, zone: string, now: Date): InboxRow {
  const v = r.vehicle;
  return {
    id: r.id,
    name: personName(r.firstName, r.lastName),
    email: r.email,
    phone: r.phone ? { shown: formatPhone(r.phone), raw: r.phone } : null,
    kind: leadKindLabel(r),
    vehicle: v?.year && v.make && v.model ? vehicleFullTitle({ year: v.year, make: v.make, model: v.model, badge: v.badge ?? null }) : null,
    stockNumber: v?.stocknum ?? null,
    location: r.locationId === null ? null : (tenant.locations.find((l) => l.id === r.locationId)?.name ?? null),
    status: r.status,
    overdue: isOverdue(r, now),
    assignee: r.assignedTo === null ? null : (names.get(r.assignedTo) ?? "A former staff member"),
    mine: r.assignedTo === viewer.staffId,
    received: shortDateTimeIn(r.createdAt, zone),
  };
}

type Choice = { value: string; label: string };

/** Who the "Assigned to" filter offers: managers and owners everyone active; sales themselves and no one. */
function assigneeFilterChoices(people: Staff[], viewer: LeadViewer): Choice[] {
  const base = [
    { value: "me", label: "Me" },
    { value: "unassigned", label: "Unassigned" },
  ];
  if (!viewer.seesAll) return base;
  return [...base, ...people.filter((s) => s.status === "active" && s.id !== viewer.staffId).map((s) => ({ value: s.id, label: s.name }))];
}

/** Everything the inbox page shows. */
export async function leadsInboxData(services: Services, user: ConsoleUser, url: URL, now = new Date()) {
  const db = services.database.db;
  const tenant = user.tenant;
  const zone = dealerTimeZone(tenant);
  const viewer = leadViewer(user);
  const query = parseLeadInboxQuery(url.searchParams);
  const filter = inboxFilter(query, viewer, zone);
  const [page, counts, people] = await Promise.all([
    listInboxLeads(db, tenant.id, filter, { limit: LEADS_PAGE_SIZE, offset: (query.page - 1) * LEADS_PAGE_SIZE }, now),
    inboxStatusCounts(db, tenant.id, filter, now),
    listStaff(db, tenant.id),
  ]);
  const names = staffNames(people);
  return {
    dealerName: tenant.name,
    seesAll: viewer.seesAll,
    query,
    total: page.total,
    pages: Math.max(1, Math.ceil(page.total / LEADS_PAGE_SIZE)),
    rows: page.rows.map((r) => inboxRow(r, tenant, names, viewer, zone, now)),
    counts,
    choices: {
      kinds: LEAD_KINDS.map((k) => ({ value: k.value, label: k.label })),
      assignees: assigneeFilterChoices(people, viewer),
      locations: tenant.locations.map((l) => ({ value: String(l.id), label: l.name })),
    },
    /** The poll asks for leads that arrived after this (lead-updates). */
    checkedAt: now.toISOString(),
    today: dateIn(now, zone),
  };
}

export type LeadsInboxData = Awaited<ReturnType<typeof leadsInboxData>>;

/** The open inbox's poll: how many leads this person may see arrived since `since` (any process may have taken them). */
export async function leadUpdates(services: Services, user: ConsoleUser, url: URL, now = new Date()): Promise<{ fresh: number; checkedAt: string }> {
  const raw = url.searchParams.get("since") ?? "";
  const since = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(raw) ? new Date(raw) : null;
  if (!since || Number.isNaN(since.getTime())) return { fresh: 0, checkedAt: now.toISOString() };
  const viewer = leadViewer(user);
  const fresh = await countLeadsArrivedSince(services.database.db, user.tenant.id, viewer.seesAll ? null : viewer.staffId, since);
  return { fresh, checkedAt: now.toISOString() };
}

/** The filtered inbox as a CSV download (formula-safe), recorded in the audit log: it carries shoppers' details. */
export async function leadsCsvResponse(services: Services, user: ConsoleUser, url: URL, now = new Date()): Promise<Response> {
  const db = services.database.db;
  const zone = dealerTimeZone(user.tenant);
  const viewer = leadViewer(user);
  const query = parseLeadInboxQuery(url.searchParams);
  const [list, people] = await Promise.all([listInboxExport(db, user.tenant.id, inboxFilter(query, viewer, zone), LEADS_CSV_LIMIT, now), listStaff(db, user.tenant.id)]);
  const names = staffNames(people);
  const csv = leadsCsv(list, {
    header: ["status", "lost_reason", "assigned_to", "contacted_at", "respond_by"],
    cells: (l) => [l.status, l.lost_reason, l.assigned_to === null ? "" : (names.get(l.assigned_to) ?? l.assigned_to), l.contacted_at, l.respond_by],
  });
  await recordAudit(db, user.tenant.id, user.actor, { action: "leads.export", subject: `Leads CSV · ${list.length} lead${list.length === 1 ? "" : "s"}` }, now);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${user.tenant.slug}-${dateIn(now, zone)}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// ---- One lead ------------------------------------------------------------------------------------------------------

/** A delivery destination in the dealer's words, without its secret: "Webhook to crm.example.com", "ADF email to …". */
export function destinationLabel(destination: DeliveryDestination | undefined, id: string): string {
  if (!destination) return `A removed destination (${id})`;
  if (destination.kind === "location-email") return `Email to ${destination.email}`;
  if (destination.kind === "webhook") {
    try {
      return `Webhook to ${new URL(destination.url).host}`;
    } catch {
      return "Webhook";
    }
  }
  return destination.email ? `ADF email to ${destination.email}` : "ADF file drop";
}

export type DeliveryRow = { id: number; destination: string; state: string; tone: "success" | "warning" | "danger" | "neutral"; attempts: number; lastError: string | null; when: string | null };

function deliveryRow(d: LeadDeliveryRow, tenant: Tenant, zone: string): DeliveryRow {
  const base = { id: d.id, destination: destinationLabel(findDeliveryDestination(tenant, d.destinationId), d.destinationId), attempts: d.attempts, lastError: d.lastError };
  if (d.status === "delivered") return { ...base, state: "Delivered", tone: "success", lastError: null, when: d.deliveredAt ? `Delivered ${shortDateTimeIn(d.deliveredAt, zone)}` : null };
  if (d.status === "dead") return { ...base, state: "Failed: gave up", tone: "danger", when: null };
  if (d.status === "sending") return { ...base, state: "Sending now", tone: "neutral", when: null };
  return { ...base, state: d.attempts > 0 ? "Failed: will retry" : "Waiting to send", tone: d.attempts > 0 ? "warning" : "neutral", when: `Next try ${shortDateTimeIn(d.nextAttemptAt, zone)}` };
}

const NOTICES = {
  status: "Status changed.",
  assigned: "Assignment changed.",
  taken: "This lead is yours now.",
  note: "Note added.",
  resent: "The lead is queued to go to your CRM again.",
  unchanged: "Nothing changed.",
} as const;
export type LeadNotice = keyof typeof NOTICES;

export type LeadPageResult = { kind: "ok"; page: LeadPageData } | { kind: "not_found" } | { kind: "forbidden" };

/** Everything one lead's page shows, or why it can't be shown to this person. */
export async function leadPageData(services: Services, user: ConsoleUser, id: string | undefined, url: URL, now = new Date()): Promise<LeadPageResult> {
  const db = services.database.db;
  const tenant = user.tenant;
  const row = isUuid(id) ? await findLeadRow(db, tenant.id, id) : null;
  if (!row || !row.formCompleted) return { kind: "not_found" };
  const viewer = leadViewer(user);
  if (!canSeeLead(row, viewer)) return { kind: "forbidden" };
  const zone = dealerTimeZone(tenant);
  const [people, deliveries, events, stocked] = await Promise.all([
    listStaff(db, tenant.id),
    listLeadDeliveries(db, tenant.id, row.id),
    listLeadEvents(db, tenant.id, row.id),
    row.carId === null ? null : findVehicleById(db, tenant.id, row.carId),
  ]);
  const names = staffNames(people);
  const record = toLeadRecord(row, tenant, null);
  const snapshot = record.vehicle;
  const title = stocked ? vehicleFullTitle(stocked) : snapshot ? vehicleFullTitle(snapshot) : null;
  const notice = url.searchParams.get("done");
  const history = events.map((e) => ({ id: e.id, when: shortDateTimeIn(e.createdAt, zone), ...timelineLine(e, names) }));
  if (!events.some((e) => e.kind === "created")) history.unshift({ id: 0, when: shortDateTimeIn(row.createdAt, zone), text: "Lead received from the website", who: "The shopper", note: null });
  const location = tenant.locations.find((l) => l.id === row.locationId) ?? null;
  const assignee = row.assignedTo === null ? null : { id: row.assignedTo, name: names.get(row.assignedTo) ?? "A former staff member" };
  return {
    kind: "ok",
    page: {
      dealerName: tenant.name,
      id: row.id,
      name: personName(record.customer.first_name, record.customer.last_name),
      kind: leadKindLabel(row),
      received: longDateTimeIn(row.createdAt, zone),
      status: row.status,
      statusLabel: LEAD_STATUS_LABELS[row.status],
      lostReason: row.lostReason,
      overdue: isOverdue(row, now),
      respondBy: row.respondBy && row.status === "new" ? shortDateTimeIn(row.respondBy, zone) : null,
      contact: {
        email: record.customer.email || null,
        phone: record.customer.phone ? { shown: formatPhone(record.customer.phone), raw: record.customer.phone } : null,
        postcode: record.customer.postcode || null,
        preferred: record.customer.preferred_contact,
        optIn: record.customer.opt_in,
      },
      message: record.message || null,
      details: otherDetailRows(record),
      tradeIn: tradeInRows(record, typeof row.data.offer_accepted === "boolean" && record.trade_in ? row.data.offer_accepted : null),
      vehicle:
        title === null
          ? null
          : {
              title,
              stockNumber: stocked?.stocknum ?? snapshot?.stocknum ?? null,
              price: formatPrice(stocked?.price ?? snapshot?.price ?? null),
              image: stocked?.images[0]?.url ?? null,
              publicHref: stocked?.show_on_dealer_website && stocked.status !== "archived" ? vehiclePath(stocked) : null,
              consoleHref: stocked ? `/dealer/stock/${stocked.id}` : null,
              otherLeadsHref: `/dealer/leads?vehicle=${encodeURIComponent(stocked?.stocknum ?? snapshot?.stocknum ?? String(row.carId))}`,
              gone: !stocked,
            },
      location: location?.name ?? null,
      visitedPages: visitedPages(record),
      source: sourceRows(row, record),
      deliveries: deliveries.map((d) => deliveryRow(d, tenant, zone)),
      hasDestinations: leadDestinationsFor(tenant, row.locationId, row.dealershipId).length > 0,
      assignee,
      mine: row.assignedTo === viewer.staffId,
      can: {
        move: canMoveLead(row, viewer),
        assign: viewer.seesAll,
        // Anyone who sees an unassigned lead may take it; a lead someone has is reassigned by a manager instead.
        take: row.assignedTo === null,
        resend: viewer.seesAll && leadDestinationsFor(tenant, row.locationId, row.dealershipId).length > 0,
      },
      statusChoices: nextStatuses(row.status).map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })),
      staffChoices: people.filter((s) => s.status === "active").map((s) => ({ value: s.id, label: `${s.name} · ${ROLE_LABELS[s.role]}` })),
      history: history.reverse(),
      notice: notice && notice in NOTICES ? NOTICES[notice as LeadNotice] : null,
    },
  };
}

export type LeadPageData = {
  dealerName: string;
  id: string;
  name: string;
  kind: string;
  received: string;
  status: LeadStatus;
  statusLabel: string;
  lostReason: string | null;
  overdue: boolean;
  respondBy: string | null;
  contact: { email: string | null; phone: { shown: string; raw: string } | null; postcode: string | null; preferred: string | null; optIn: boolean };
  message: string | null;
  details: DetailRow[];
  tradeIn: DetailRow[];
  vehicle: { title: string; stockNumber: string | null; price: string | null; image: string | null; publicHref: string | null; consoleHref: string | null; otherLeadsHref: string; gone: boolean } | null;
  location: string | null;
  visitedPages: string[];
  source: DetailRow[];
  deliveries: DeliveryRow[];
  hasDestinations: boolean;
  assignee: { id: string; name: string } | null;
  mine: boolean;
  can: { move: boolean; assign: boolean; take: boolean; resend: boolean };
  statusChoices: Choice[];
  staffChoices: Choice[];
  history: { id: number; when: string; text: string; who: string; note: string | null }[];
  notice: string | null;
};

// ---- Changes -------------------------------------------------------------------------------------------------------

export const LEAD_INTENTS = ["status", "assign", "take", "note", "resend"] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

const forbidden = () => data({ reason: "forbidden" as const }, { status: 403 });
const notFound = () => data({ reason: "not-found" as const }, { status: 404 });

/** What a refused pipeline change answers: the console's 403 or 404 page, or the form again with its message. */
function refusal(result: Exclude<PipelineResult, { ok: true }>, form: FormData) {
  if (result.reason === "forbidden") throw forbidden();
  if (result.reason === "not_found") throw notFound();
  return data({ intent: "assign" as LeadIntent, ...formFailure(form, "Please fix the following errors:", { status: 409, fieldErrors: { assigned_to: "That person can't take leads: they are no longer on the active staff list." } }) }, { status: 409 });
}

export type LeadActionData = FormFailure & { intent: LeadIntent };

/**
 * One change on a lead's page, by `intent`: status, assign, take, note, resend. A change answers with the page again
 * (PRG, `?done=`); a form refused for its content answers 400 with its errors; what this person may not do is a 403.
 */
export async function leadAction(services: Services, user: ConsoleUser, id: string | undefined, form: FormData, now = new Date()) {
  if (!isUuid(id)) throw notFound();
  const db = services.database.db;
  const tenantId = user.tenant.id;
  const intent = form.get("intent");
  const actor = pipelineActor(user);
  const done = (notice: LeadNotice) => redirect(`${leadHref(id)}?done=${notice}`);
  const failed = (intent: LeadIntent, failure: FormFailure) => data({ intent, ...failure } satisfies LeadActionData, { status: failure.status });

  let result: PipelineResult;
  switch (intent) {
    case "status": {
      const checked = parseFormSubmission(form, leadStatusSchema);
      if (!checked.ok) return failed("status", checked);
      result = await changeLeadStatus(db, tenantId, id, actor, checked.data, now);
      if (result.ok) return done(result.changed ? "status" : "unchanged");
      break;
    }
    case "assign": {
      if (!actor.viewer.seesAll) throw forbidden();
      const checked = parseFormSubmission(form, leadAssignSchema);
      if (!checked.ok) return failed("assign", checked);
      const to = checked.data.assigned_to || null;
      result = await assignLead(db, tenantId, id, actor, to, now);
      // The person given the lead hears of it (in the background: a slow mail server never holds up the page).
      if (result.ok && result.changed && to !== null && to !== user.staff.id) void services.leadAlerts.assigned(user.tenant, id, to, "assigned", now);
      if (result.ok) return done(result.changed ? "assigned" : "unchanged");
      break;
    }
    case "take": {
      result = await assignLead(db, tenantId, id, actor, user.staff.id, now);
      if (result.ok) return done(result.changed ? "taken" : "unchanged");
      break;
    }
    case "note": {
      const checked = parseFormSubmission(form, leadNoteSchema);
      if (!checked.ok) return failed("note", checked);
      result = await addLeadNote(db, tenantId, id, actor, checked.data.note, now);
      if (result.ok) return done("note");
      break;
    }
    case "resend": {
      if (!actor.viewer.seesAll) throw forbidden();
      const row = await findLeadRow(db, tenantId, id);
      if (!row || !row.formCompleted || !(await resendLead(db, user.tenant, id))) throw notFound();
      services.outbox.poke();
      await recordAudit(db, tenantId, user.actor, { action: "lead.resend", subject: leadSubject(row), after: { delivery: "pending" } }, now);
      return done("resent");
    }
    default:
      throw data({ reason: "bad-request" as const }, { status: 400 });
  }
  return refusal(result, form);
}
