import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import type { SmsProvider } from "../accounts/sms.server.ts";
import type { EmailProvider } from "../platform/email.server.ts";
import type { Logger } from "../platform/logger.server.ts";
import { findStaffById, listStaff } from "../staff/staff-store.server.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { handoversInRound, leadAlert, nextInRound, salesTeam, type AlertReason } from "./lead-allocation-rules.ts";
import { lastRoundRobinAssignee, recordLeadEvent, staffActedSince, type LeadActor } from "./lead-history.server.ts";
import { leadKindLabel } from "./lead-kinds.ts";
import { findLeadRow, lockUnansweredLeads, updateLead } from "./lead-store.server.ts";

/**
 * Who answers a lead (issue 12, ADR 034), on the database: round-robin assignment of a new lead, the re-allocation
 * sweep that hands an unanswered lead to the next salesperson, and the alert (email, and a text message for those who
 * opted in) an assignee gets. Every change is written into the lead's history as done by the system.
 */
export const SYSTEM: LeadActor = { kind: "system", id: null, name: "Automatic" };

/** One number per purpose for pg_advisory_xact_lock(key, tenant id): the round-robin of one tenant, one lead at a time. */
const ROUND_ROBIN_LOCK = 3401;

/**
 * Assigns a lead that has just come in to the next salesperson in turn, in the caller's transaction (the lead's own).
 * A transaction-scoped advisory lock per tenant makes leads arriving together through several processes take turns,
 * so two of them never both read the same "last" person. Answers the assignee, or null (auto-assign off, no sales staff).
 */
export async function assignInTurn(tx: Db, tenant: Pick<Tenant, "id" | "config">, leadId: string, now: Date): Promise<string | null> {
  if (!tenant.config.lead_response.auto_assign) return null;
  const team = salesTeam(await listStaff(tx, tenant.id)).map((s) => s.id);
  if (!team.length) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${ROUND_ROBIN_LOCK}, ${tenant.id})`);
  const to = nextInRound(team, await lastRoundRobinAssignee(tx, tenant.id))!;
  await updateLead(tx, leadId, { assignedTo: to, assignedAt: now, handovers: 0 });
  await recordLeadEvent(tx, tenant.id, leadId, SYSTEM, { kind: "assigned", from: null, to, note: "New lead, assigned in turn" }, now);
  return to;
}

export type Handover = { tenant: Tenant; leadId: string; to: string };

/**
 * The re-allocation rule (config lead_response.reassign_after_minutes): a lead still New, assigned longer ago than
 * that and untouched since (no note, no status change by a person), goes to the next salesperson; at most one round
 * through the team, then it stays where it is. Safe with several processes on one database (lockUnansweredLeads).
 * Answers the hand-overs made, to alert each new assignee after the commit.
 */
export async function sweepUnansweredLeads(db: Db, tenants: readonly Tenant[], now: Date, batch = 50): Promise<Handover[]> {
  const done: Handover[] = [];
  for (const tenant of tenants) {
    const after = tenant.config.lead_response.reassign_after_minutes;
    if (after === null) continue;
    const handed = await db.transaction(async (tx) => {
      const team = salesTeam(await listStaff(tx, tenant.id)).map((s) => s.id);
      if (!team.length) return [];
      const cutoff = new Date(now.getTime() - after * 60_000);
      const out: Handover[] = [];
      for (const lead of await lockUnansweredLeads(tx, tenant.id, cutoff, team.length, batch)) {
        const row = await findLeadRow(tx, tenant.id, lead.id);
        const touched = row?.assignedAt ? await staffActedSince(tx, tenant.id, lead.id, row.assignedAt) : true;
        const to = nextInRound(team, lead.assignedTo);
        if (touched || lead.handovers >= handoversInRound(team, lead.assignedTo) || to === null || to === lead.assignedTo) {
          // Its round is over (or someone is working on it): the sweep leaves it alone from now on.
          await updateLead(tx, lead.id, { handovers: team.length });
          continue;
        }
        await updateLead(tx, lead.id, { assignedTo: to, assignedAt: now, handovers: lead.handovers + 1 });
        await recordLeadEvent(tx, tenant.id, lead.id, SYSTEM, { kind: "assigned", from: lead.assignedTo, to, note: `Not answered within ${after} minutes: handed to the next salesperson` }, now);
        out.push({ tenant, leadId: lead.id, to });
      }
      return out;
    });
    done.push(...handed);
  }
  return done;
}

/** Builds the link to a lead in the console on the tenant's own site. */
export type OriginOf = (tenant: Pick<Tenant, "slug" | "hosts">) => string;

/**
 * Alerts the person a lead was assigned to: an email, and a text message when they gave a mobile number and opted in.
 * The messages carry the shopper's first name, the vehicle (or the kind of lead) and the link, nothing more; a failed
 * send is logged by tenant and channel only. Each alert sent is written into the lead's history. Never throws.
 */
export class LeadAlerts {
  private db: Db;
  private email: EmailProvider;
  private sms: SmsProvider;
  private logger: Logger;
  private originOf: OriginOf;
  constructor(db: Db, email: EmailProvider, sms: SmsProvider, logger: Logger, originOf: OriginOf) {
    this.db = db;
    this.email = email;
    this.sms = sms;
    this.logger = logger;
    this.originOf = originOf;
  }

  async assigned(tenant: Tenant, leadId: string, staffId: string, reason: AlertReason = "new", now = new Date()): Promise<void> {
    try {
      const [lead, person] = await Promise.all([findLeadRow(this.db, tenant.id, leadId), findStaffById(this.db, tenant.id, staffId)]);
      if (!lead || person?.status !== "active") return;
      const fields = (lead.data.fields ?? {}) as Record<string, unknown>;
      const vehicle = lead.data.vehicle as { year: number; make: string; model: string; badge: string | null } | null | undefined;
      const alert = leadAlert({
        dealerName: tenant.name,
        firstName: typeof fields.name === "string" ? fields.name.split(/\s+/)[0]! : null,
        about: vehicle ? vehicleFullTitle({ ...vehicle, badge: vehicle.badge ?? null }) : leadKindLabel(lead),
        link: `${this.originOf(tenant)}/dealer/leads/${lead.id}`,
        reason,
      });
      const sent: string[] = [];
      await this.email.send({ tenantId: tenant.id, to: person.email, subject: alert.subject, text: alert.text }).then(
        () => sent.push("email"),
        (err: unknown) => this.logger.warn({ err, tenant: tenant.slug, channel: "email" }, "lead alert not sent"),
      );
      if (person.phone && person.leadSms)
        await this.sms.send({ tenantId: tenant.id, site: tenant.slug, to: person.phone, body: alert.sms }).then(
          () => sent.push("text message"),
          (err: unknown) => this.logger.warn({ err, tenant: tenant.slug, channel: "sms" }, "lead alert not sent"),
        );
      if (sent.length) await recordLeadEvent(this.db, tenant.id, lead.id, SYSTEM, { kind: "notified", to: person.id, note: `By ${sent.join(" and ")}` }, now);
    } catch (err) {
      this.logger.error({ err, tenant: tenant.slug }, "lead alert failed");
    }
  }
}
