import crypto from "node:crypto";
import type { Db } from "../db/client.server.ts";
import { findVehicleById } from "../stock/stock-store.server.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { leadDestinationsFor } from "../tenants/lead-routing.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { FORM_CATEGORY, fieldErrors, formSchema, MESSAGES, type FormOptions, type LeadForm } from "./lead-forms.ts";
import { envelopeSchema, idempotencyKeySchema, leadSourceColumns, splitSubmission } from "./lead-submission.ts";
import { assignInTurn, type LeadAlerts } from "./lead-allocation.server.ts";
import { leadRespondBy } from "./response-deadline.ts";
import { findLeadByIdempotencyKey, findLeadRow, insertLead, lockLeadRow, queueLeadDeliveries, updateLead } from "./lead-store.server.ts";
import { leadSource } from "../platform/analytics-batch.ts";
import type { AnalyticsRecorder } from "../platform/analytics-recorder.server.ts";
import type { RegisteredServices as Services } from "../platform/contexts.ts";
import { dealerTimeZone } from "../tenants/dealer-clock.ts";
import { analyticsFormOf } from "./lead-analytics.ts";
import { indicativeValuation, tradeInStepSchemas, TRADE_IN_STEPS, type TradeInStep } from "./trade-in-valuation.ts";

export type SubmitResult =
  | { ok: true; leadId: string; duplicate: boolean; valuation?: { low: number; high: number } | null }
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string> };

export interface LeadDeps {
  db: Db;
  tenant: Tenant;
  isKnownPostcode: (postcode: string) => boolean;
  now?: () => Date;
  /** Tells the delivery worker there is something to send. */
  poke?: () => void;
  /** The dealer analytics: a new lead is counted (by form, source and vehicle) once it is stored. */
  analytics?: Pick<AnalyticsRecorder, "record">;
  /** Alerts the salesperson a new lead is assigned to in turn (config lead_response.auto_assign). */
  alerts?: Pick<LeadAlerts, "assigned">;
}

/** The intake's dependencies as the server's routes hand them over (the API, the forms, the online purchase). */
export function leadDepsFor(services: Services, tenant: Tenant): LeadDeps {
  return { db: services.database.db, tenant, isKnownPostcode: services.isKnownPostcode, poke: () => services.outbox.poke(), analytics: services.analytics, alerts: services.leadAlerts };
}

export function formOptions(tenant: Tenant): FormOptions {
  return {
    consentRequired: tenant.config.consent_required,
    commentsRequired: tenant.config.comments_required,
    categories: tenant.config.enquiry_categories,
    locationCount: tenant.locations.filter((l) => l.visible).length,
    dealershipCount: tenant.dealerships.length,
  };
}

/** Counts a new lead in the dealer analytics, with the source kept on it (utm_source, referrer host). Never throws. */
async function countLead(deps: Pick<LeadDeps, "db" | "tenant" | "analytics">, leadId: string, now: Date): Promise<void> {
  try {
    const lead = await findLeadRow(deps.db, deps.tenant.id, leadId);
    if (!lead) return;
    deps.analytics!.record(
      {
        tenantId: deps.tenant.id,
        timeZone: dealerTimeZone(deps.tenant),
        metric: "leads",
        vehicleIds: lead.carId === null ? [] : [lead.carId],
        lead: { form: analyticsFormOf(lead.form, lead.subcategory), source: leadSource(lead.utmSource, lead.referrerHost) },
      },
      now,
    );
  } catch {
    // Analytics never stands in the way of a lead.
  }
}

/** The car as the lead keeps it: what the dealer needs to know which car, even after the stock changes. */
function vehicleSnapshot(vehicle: Vehicle) {
  return { id: vehicle.id, year: vehicle.year, make: vehicle.make, model: vehicle.model, badge: vehicle.badge, car_type: vehicle.car_type, status: vehicle.status, stocknum: vehicle.stocknum, vin: vehicle.vin, km: vehicle.km, price: vehicle.price, slug: vehicle.slug };
}

/**
 * Stores a lead the site itself raises (no form was filled in, so no form schema applies: a paid deposit, say) and
 * queues it for the tenant's destinations, exactly as a submitted lead. Once per idempotency key: a repeat answers the
 * lead already stored.
 */
export async function recordSiteLead(
  deps: Pick<LeadDeps, "db" | "tenant" | "now" | "poke" | "analytics" | "alerts">,
  lead: { idempotencyKey: string; form: LeadForm; category: string; subcategory: string; vehicle: Vehicle; url: string; fields: Record<string, unknown> },
): Promise<{ leadId: string; duplicate: boolean }> {
  const { db, tenant } = deps;
  const now = deps.now?.() ?? new Date();
  const locationId = lead.vehicle.location_id !== null && tenant.locations.some((l) => l.id === lead.vehicle.location_id) ? lead.vehicle.location_id : null;
  const dealershipId = tenant.locations.find((l) => l.id === locationId)?.dealership_id ?? lead.vehicle.dealership_id ?? (tenant.dealerships.length === 1 ? tenant.dealerships[0]!.id : null);
  const result = await db.transaction(async (tx) => {
    const seen = await findLeadByIdempotencyKey(tx, tenant.id, lead.idempotencyKey);
    if (seen) return { leadId: seen.id, duplicate: true };
    const leadId = crypto.randomUUID();
    const fields = { ...lead.fields, car_id: lead.vehicle.id };
    const data = { fields, steps: [{ step: lead.form, at: now.toISOString(), fields }], url: lead.url, user_agent: null, source: "Website", lead_attributes: { visited_pages: [], linked_query_params: {} }, vehicle: vehicleSnapshot(lead.vehicle), offer_accepted: false };
    const respondBy = leadRespondBy(tenant, locationId, now);
    await insertLead(tx, { id: leadId, tenantId: tenant.id, idempotencyKey: lead.idempotencyKey, createdAt: now, form: lead.form, category: lead.category, subcategory: lead.subcategory, carId: lead.vehicle.id, locationId, dealershipId, formCompleted: true, data, updatedAt: now, respondBy });
    await queueLeadDeliveries(tx, tenant.id, leadId, leadDestinationsFor(tenant, locationId, dealershipId), now);
    return { leadId, duplicate: false, assignee: await assignInTurn(tx, tenant, leadId, now) };
  });
  const { assignee, ...answer } = result as typeof result & { assignee?: string | null };
  if (!answer.duplicate) {
    deps.poke?.();
    if (deps.analytics) await countLead(deps, answer.leadId, now);
    if (assignee && deps.alerts) void deps.alerts.assigned(tenant, answer.leadId, assignee, "new", now);
  }
  return answer;
}

const bad = (error: string, errors?: Record<string, string>): SubmitResult => ({ ok: false, status: 400, error, fieldErrors: errors });

/**
 * Validates and stores one lead submission. A lead is acknowledged (lead id returned) only after
 * the transaction that stores it and its outbox entries has committed. Bad input changes nothing.
 */
export async function submitLead(deps: LeadDeps, body: unknown, headerIdempotencyKey?: string | null): Promise<SubmitResult> {
  const { db, tenant } = deps;
  const now = deps.now?.() ?? new Date();
  if (!body || typeof body !== "object" || Array.isArray(body)) return bad("The submission must be a JSON object.");
  const { envelope: rawEnvelope, fields: rawFields } = splitSubmission(body as Record<string, unknown>);
  const env = envelopeSchema.safeParse(rawEnvelope);
  if (!env.success) return bad(env.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "), fieldErrors(env.error));
  const envelope = env.data;
  const header = headerIdempotencyKey == null ? null : idempotencyKeySchema.safeParse(headerIdempotencyKey);
  if (header && !header.success) return bad(`Idempotency-Key header: ${header.error.issues[0]!.message.replace("idempotency_key ", "")}`);
  if (envelope.company_website) return { ok: true, leadId: crypto.randomUUID(), duplicate: false }; // honeypot: look accepted, keep nothing

  // Which form and step: the trade-in valuation is several steps, every other form one.
  const step: TradeInStep | null = envelope.form === "trade-in" ? ((envelope.step as TradeInStep) ?? "contact") : null;
  if (step && !TRADE_IN_STEPS.includes(step)) return bad(`step must be one of ${TRADE_IN_STEPS.join(", ")}`);
  const schema = step && step !== "contact" ? tradeInStepSchemas[step] : formSchema(envelope.form, formOptions(tenant));
  // category and subcategory travel in the envelope, but the enquiry form's schema checks them too.
  const parsed = schema.safeParse(envelope.form === "enquiry" ? { ...rawFields, category: envelope.category, subcategory: envelope.subcategory } : rawFields);
  if (!parsed.success) return bad(MESSAGES.listHeading, fieldErrors(parsed.error));
  const fields = parsed.data as Record<string, unknown>;
  if (typeof fields.postcode === "string" && !deps.isKnownPostcode(fields.postcode)) return bad(MESSAGES.listHeading, { postcode: MESSAGES.unknownPostcode });

  let vehicle: Vehicle | null = null;
  const carId = (fields.car_id as number | undefined) ?? envelope.car_id;
  if (carId !== undefined) {
    vehicle = await findVehicleById(db, tenant.id, carId);
    if (!vehicle) return bad("That vehicle is not in this dealer's stock.", { car_id: "That vehicle is not in this dealer's stock." });
  }
  const visible = tenant.locations.filter((l) => l.visible);
  // A car's location counts only while the tenant still has it: the shopper cannot be asked to fix the stock's data.
  const carLocation = tenant.locations.some((l) => l.id === vehicle?.location_id) ? vehicle!.location_id! : undefined;
  let locationId = (fields.location as number | undefined) ?? carLocation ?? (visible.length === 1 ? visible[0]!.id : undefined);
  if (locationId !== undefined && !tenant.locations.some((l) => l.id === locationId)) return bad(MESSAGES.listHeading, { location: "Please choose a location." });
  const dealershipBySlug = tenant.dealerships.find((d) => d.slug === fields.dealership_slug);
  const dealershipId = dealershipBySlug?.id ?? tenant.locations.find((l) => l.id === locationId)?.dealership_id ?? vehicle?.dealership_id ?? (tenant.dealerships.length === 1 ? tenant.dealerships[0]!.id : null);
  locationId ??= undefined;

  let category = envelope.category || FORM_CATEGORY[envelope.form];
  let subcategory = envelope.subcategory || null;
  if (/^career/i.test(category) || /^career/i.test(subcategory ?? "")) {
    category = "General Enquiry";
    subcategory = "Career Enquiry";
  }
  if (envelope.form === "find-similar") subcategory ??= "Find Me Something Similar";

  const idempotencyKey = envelope.idempotency_key ?? header?.data ?? null;
  const isLast = step ? step === "offer" || envelope.isLastStep : envelope.isLastStep;

  const result = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      const seen = await findLeadByIdempotencyKey(tx, tenant.id, idempotencyKey);
      if (seen) return { leadId: seen.id, duplicate: true, valuation: (seen.valuation as { low: number; high: number } | null) ?? undefined };
    }
    const stepRecord = { step: step ?? envelope.form, at: now.toISOString(), fields };
    let leadId: string;
    let merged: Record<string, unknown>;
    // A later step that does not name the car, location or dealership keeps the ones the lead has.
    let earlier: { carId: number | null; locationId: number | null; dealershipId: number | null } | null = null;
    if (envelope.lead_id) {
      const existing = await lockLeadRow(tx, tenant.id, envelope.lead_id);
      if (!existing) return { error: "lead_id does not name a lead of this site." } as const;
      if (existing.formCompleted) return { error: "That lead is already complete." } as const;
      leadId = existing.id;
      earlier = { carId: existing.carId, locationId: existing.locationId, dealershipId: existing.dealershipId };
      const prev = existing.data as { fields?: Record<string, unknown>; steps?: unknown[] };
      merged = { ...existing.data, fields: { ...prev.fields, ...fields }, steps: [...(prev.steps ?? []), stepRecord] };
    } else {
      leadId = crypto.randomUUID();
      merged = {
        fields,
        steps: [stepRecord],
        url: envelope.url ?? null,
        user_agent: envelope.user_agent ?? null,
        source: envelope.source,
        lead_attributes: envelope.lead_attributes,
        vehicle: vehicle ? vehicleSnapshot(vehicle) : null,
        offer_accepted: envelope.offer_accepted ?? false,
      };
    }
    if (envelope.offer_accepted !== undefined) merged.offer_accepted = envelope.offer_accepted;
    const allFields = merged.fields as Record<string, unknown>;
    const valuation =
      step && allFields.year !== undefined && allFields.kms !== undefined
        ? indicativeValuation({ year: Number(allFields.year), kms: Number(allFields.kms), adjustmentAnswers: allFields.adjustmentAnswers as Record<string, string> | undefined }, now)
        : undefined;
    const row: { form: string; category: string; subcategory: string | null; carId: number | null; locationId: number | null; dealershipId: number | null; formCompleted: boolean; data: Record<string, unknown>; updatedAt: Date; valuation?: { low: number; high: number } | null } = {
      form: envelope.form,
      category,
      subcategory,
      carId: vehicle?.id ?? null,
      locationId: locationId ?? null,
      dealershipId,
      formCompleted: isLast,
      data: merged,
      updatedAt: now,
      ...(valuation !== undefined ? { valuation } : {}),
    };
    // The response deadline counts from when the lead reaches the inbox: its last step (a one-step form's only one).
    const respondBy = isLast ? { respondBy: leadRespondBy(tenant, row.locationId ?? earlier?.locationId ?? null, now) } : {};
    if (earlier) {
      row.carId ??= earlier.carId;
      row.locationId ??= earlier.locationId;
      row.dealershipId ??= earlier.dealershipId;
      await updateLead(tx, leadId, { ...row, ...respondBy });
    } else await insertLead(tx, { id: leadId, tenantId: tenant.id, idempotencyKey, createdAt: now, ...row, ...respondBy, ...leadSourceColumns(envelope.lead_attributes, tenant.hosts) });
    let assignee: string | null = null;
    if (isLast) {
      const destinations = leadDestinationsFor(tenant, row.locationId, row.dealershipId);
      await queueLeadDeliveries(tx, tenant.id, leadId, destinations, now);
      assignee = await assignInTurn(tx, tenant, leadId, now);
    }
    return { leadId, duplicate: false, valuation, created: !earlier, assignee };
  });
  if ("error" in result) return bad(result.error as string, { lead_id: result.error as string });
  if (isLast) deps.poke?.();
  const { created, assignee, ...answer } = result as typeof result & { created?: boolean; assignee?: string | null };
  if (created && deps.analytics) await countLead(deps, answer.leadId, now);
  // The alert goes out in the background: a slow mail server never keeps the shopper waiting (it never throws).
  if (assignee && deps.alerts) void deps.alerts.assigned(tenant, answer.leadId, assignee, "new", now);
  return { ok: true, ...answer };
}
