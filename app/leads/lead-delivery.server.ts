import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Tenant } from "../tenants/tenant-document.ts";
import type { DeliveryDestination } from "../tenants/lead-routing.ts";
import type { EmailMessage } from "../platform/email.server.ts";
import { leadEmail } from "./lead-email.ts";
import { toAdf } from "./adf.ts";
import { isRetryableStatus } from "./backoff.ts";
import type { LeadRecord } from "./lead-record.ts";
import { signWebhook } from "./webhook-signature.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";

export class DeliveryError extends Error {
  retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.retryable = retryable;
  }
}

type LeadRow = {
  id: string;
  form: string;
  category: string;
  subcategory: string | null;
  locationId: number | null;
  dealershipId: number | null;
  data: Record<string, unknown>;
  valuation: unknown;
  createdAt: Date;
};

const str = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? "" : String(v));

/** The lead as delivered: shopper, vehicle, trade-in, location and dealership, from the stored row. */
export function toLeadRecord(row: LeadRow, tenant: Tenant, siteUrl: string | null): LeadRecord {
  const f = (row.data.fields ?? {}) as Record<string, unknown>;
  const v = row.data.vehicle as (LeadRecord["vehicle"] & { slug?: string }) | null;
  const loc = tenant.locations.find((l) => l.id === row.locationId) ?? null;
  const dealership = tenant.dealerships.find((d) => d.id === row.dealershipId) ?? null;
  const isTrade = row.form === "trade-in" || row.form === "sell-my-car";
  const base = siteUrl ?? tenant.config.url;
  return {
    id: row.id,
    tenant: { slug: tenant.slug, name: tenant.name },
    form: row.form,
    category: row.category,
    subcategory: row.subcategory,
    created_at: row.createdAt.toISOString(),
    customer: {
      first_name: str(f.name),
      last_name: str(f.last_name),
      email: str(f.email),
      phone: str(f.phone),
      postcode: str(f.postcode),
      preferred_contact: f.PreferredContactMethod ? str(f.PreferredContactMethod) : null,
      opt_in: f.opt_in === true,
    },
    message: str(f.message),
    vehicle: v ? { ...v, url: v.slug && base ? new URL(vehiclePath({ slug: v.slug }), base).toString() : null } : null,
    trade_in: isTrade
      ? {
          year: f.year === undefined ? null : Number(f.year),
          make: f.make ? str(f.make) : null,
          model: f.model ? str(f.model) : null,
          kms: f.kms === undefined ? null : Number(f.kms),
          rego: f.rego || f.Rego ? str(f.rego ?? f.Rego) : null,
          rego_state: f.regoState ? str(f.regoState) : null,
          valuation: (row.valuation as { low: number; high: number } | null) ?? null,
        }
      : null,
    appointment: f.dateTime ? str(f.dateTime) : null,
    location: loc
      ? { id: loc.id, name: loc.name, phone: loc.contact_detail.phone, street: loc.address.street, city: loc.address.city, state: loc.address.state, postcode: loc.address.postcode }
      : null,
    dealership: dealership ? { id: dealership.id, name: dealership.name } : null,
    fields: f,
    lead_attributes: (row.data.lead_attributes as LeadRecord["lead_attributes"]) ?? { visited_pages: [], linked_query_params: {} },
    source: str(row.data.source) || "Website",
    url: row.data.url ? str(row.data.url) : null,
  };
}

export interface DeliveryEnv {
  smtpUrl?: string;
  dropDir: string;
  mailFrom: string;
  /** The platform's email provider (EMAIL_PROVIDER): sends the readable lead emails to a location's address. */
  sendEmail?: (message: EmailMessage) => Promise<void>;
}

/** Sends one lead to one destination; throws DeliveryError saying whether a retry may help. */
export async function deliverLead(destination: DeliveryDestination, lead: LeadRecord, deliveryId: number, env: DeliveryEnv, tenantId: number | null = null): Promise<void> {
  if (destination.kind === "location-email") {
    if (!env.sendEmail) throw new DeliveryError("no email provider for location emails", true);
    try {
      await env.sendEmail({ to: destination.email, tenantId, ...leadEmail(lead) });
    } catch (err) {
      throw new DeliveryError(`email: ${(err as Error).message}`, true);
    }
    return;
  }
  if (destination.kind === "webhook") {
    const body = JSON.stringify({ event: "lead.created", lead });
    const timestamp = Math.floor(Date.now() / 1000);
    let res: Response;
    try {
      res = await fetch(destination.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Forecourt-Webhooks/1",
          "idempotency-key": lead.id,
          "x-forecourt-delivery": String(deliveryId),
          "x-forecourt-signature": signWebhook(destination.secret, body, timestamp),
        },
        body,
        signal: AbortSignal.timeout(10_000),
        redirect: "error",
      });
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      throw new DeliveryError(`webhook unreachable: ${(err as Error).message}`, true);
    }
    if (!res.ok) throw new DeliveryError(`webhook answered ${res.status}`, isRetryableStatus(res.status));
    return;
  }
  const xml = toAdf(lead);
  if (env.smtpUrl && destination.email) {
    try {
      const transport = nodemailer.createTransport(env.smtpUrl);
      await transport.sendMail({
        from: env.mailFrom,
        to: destination.email,
        subject: `New lead ${lead.category}: ${lead.customer.first_name} ${lead.customer.last_name}`.trim(),
        text: xml,
        attachments: [{ filename: `lead-${lead.id}.xml`, content: xml, contentType: "application/xml" }],
        headers: { "X-Forecourt-Lead": lead.id },
        messageId: `<lead-${lead.id}-${destination.id}@forecourt>`,
      });
      transport.close();
    } catch (err) {
      throw new DeliveryError(`smtp: ${(err as Error).message}`, true);
    }
    return;
  }
  const dir = path.join(env.dropDir, lead.tenant.slug);
  const file = path.join(dir, `${lead.id}-${destination.id}.adf.xml`);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(`${file}.tmp`, xml);
  await fs.rename(`${file}.tmp`, file);
}
