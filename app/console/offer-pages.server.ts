/**
 * The data and the changes of the console's offer screens (/dealer/offers, /dealer/offers/new, /dealer/offers/{id}).
 * Routes call these; the page components take what they return.
 */

import { data, redirect, type RouterContextProvider } from "react-router";
import { dealerToday } from "../tenants/dealer-clock.ts";
import { TEMPLATES } from "../tenants/templates.ts";
import type { Offer, Tenant } from "../tenants/tenant-document.ts";
import { imageUrl } from "../media/image-url.ts";
import { offerPath, toOfferCard, visibleOffers } from "../offers/offers.ts";
import { formFailure, parseFormSubmission } from "../lib/form-submission.ts";
import { getServices } from "../platform/request-context.server.ts";
import { changedFields } from "../staff/audit-log.server.ts";
import { requireStaff, requireStaffAction, type ConsoleUser } from "../staff/console-session.server.ts";
import {
  OFFER_STATUS_LABELS,
  formToOffer,
  newOfferId,
  offerDatesLabel,
  offerFormSchema,
  offerIssueField,
  offerStatus,
  offerToForm,
  withOffer,
  withoutOffer,
  type OfferStatus,
} from "./offer-form.ts";
import { auditView } from "./document-fields.ts";
import { editTenantDocument, storeImageField } from "./tenant-edit.server.ts";

type Context = Readonly<RouterContextProvider>;

class OfferGoneError extends Error {}

const STATUS_ORDER: OfferStatus[] = ["current", "scheduled", "excluded", "expired"];

export async function offersListData(context: Context, request: Request) {
  const user = await requireStaff(context, request, "offers.write");
  const { tenant } = user;
  const today = dealerToday(tenant, new Date());
  const url = new URL(request.url);
  const rows = tenant.config.offers.map((o) => {
    const status = offerStatus(o, tenant.config, tenant.id, today);
    return {
      id: o.id,
      name: o.name,
      category: o.category,
      thumbnail: o.image ? imageUrl(o.image, { width: 160, height: 107 }) : null,
      dates: offerDatesLabel(o),
      status,
      statusLabel: OFFER_STATUS_LABELS[status],
      publicPath: status === "current" ? offerPath(o, tenant.config) : null,
    };
  });
  const saved = tenant.config.offers.find((o) => o.id === url.searchParams.get("saved"));
  return {
    dealerName: tenant.name,
    groups: STATUS_ORDER.map((status) => ({ status, label: OFFER_STATUS_LABELS[status], offers: rows.filter((r) => r.status === status) })),
    total: rows.length,
    saved: saved ? { name: saved.name, status: offerStatus(saved, tenant.config, tenant.id, today) } : null,
    deleted: url.searchParams.get("deleted")?.slice(0, 120) ?? null,
  };
}

function findOffer(tenant: Tenant, id: string | undefined): Offer | null {
  if (id === undefined) return null;
  const offer = tenant.config.offers.find((o) => o.id === id);
  if (!offer) throw data({ reason: "not-found" }, { status: 404 });
  return offer;
}

/** What the preview needs: the card as the public offers page builds it, and the look of the site around it. */
function previewOf(tenant: Tenant, offer: Offer) {
  return {
    card: toOfferCard(offer, tenant.config),
    enquireText: tenant.config.enquire_button_text,
    headingCase: TEMPLATES[tenant.template].layout.headingCase,
  };
}

export type OfferPreview = ReturnType<typeof previewOf>;

export async function offerEditorData(context: Context, request: Request, id: string | undefined) {
  const user = await requireStaff(context, request, "offers.write");
  const { tenant } = user;
  const offer = findOffer(tenant, id);
  const today = dealerToday(tenant, new Date());
  const status = offer ? offerStatus(offer, tenant.config, tenant.id, today) : null;
  return {
    dealerName: tenant.name,
    offer: offer ? { id: offer.id, name: offer.name, status, statusLabel: status ? OFFER_STATUS_LABELS[status] : null, publicPath: status === "current" ? offerPath(offer, tenant.config) : null } : null,
    values: offerToForm(offer, tenant.id),
    preview: offer ? previewOf(tenant, offer) : null,
    today,
    /** Other offers showing today: with none, the public page shows this one alone in its wide layout. */
    othersShowing: visibleOffers(tenant.config, tenant.id, today).filter((o) => o.id !== offer?.id).length,
    confirmDelete: offer !== null && new URL(request.url).searchParams.get("confirm") === "delete",
  };
}

/** Save (create or update), preview without saving, or delete. */
export async function offerAction(context: Context, request: Request, id: string | undefined) {
  const user = await requireStaffAction(context, request, "offers.write");
  const services = getServices(context);
  const { tenant } = user;
  const existing = findOffer(tenant, id);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "delete") {
    if (!existing) throw data({ reason: "not-found" }, { status: 404 });
    const result = await editTenantDocument(services, tenant, user.actor, {
      change: (doc) => withoutOffer(doc, existing.id),
      fieldOf: () => null,
      audit: () => ({ action: "offer.delete", subject: `Offer ${existing.name}`, before: { id: existing.id, name: existing.name } }),
    });
    if (!result.ok) return data(formFailure(null, result.problems.join(" ") || "The offer could not be deleted."), { status: 409 });
    throw redirect(`/dealer/offers?${new URLSearchParams({ deleted: existing.name })}`);
  }

  // A picture is stored first, so a form refused for another field keeps it (its URL goes back in the form).
  const upload = await storeImageField(services.env.mediaDir, tenant.slug, form.get("image_file"));
  const entries = [...form].filter(([k]) => k !== "image_file" && k !== "intent");
  const uploaded = upload?.ok ? upload.url : undefined;
  if (uploaded) entries.push(["image", uploaded], ["remove_image", ""]);
  const parsed = parseFormSubmission(entries, offerFormSchema);
  if (!parsed.ok || upload?.ok === false) {
    const failure = parsed.ok ? formFailure(entries, "Please fix the following errors:") : parsed;
    if (upload?.ok === false) failure.fieldErrors = { image_file: `Image: ${upload.error}`, ...failure.fieldErrors };
    return data(failure, { status: 400 });
  }

  const taken = tenant.config.offers.map((o) => o.id);
  if (!existing && parsed.data.id && taken.includes(parsed.data.id))
    return data(formFailure(entries, "Please fix the following errors:", { fieldErrors: { id: "Another offer already uses this web address" } }), { status: 400 });
  const offerId = existing?.id ?? newOfferId(parsed.data.id, parsed.data.name, taken);
  const offer = formToOffer(parsed.data, existing, { tenantId: tenant.id, id: offerId });

  if (intent === "preview") return { ok: true as const, preview: previewOf(tenant, offer), values: { ...offerToForm(offer, tenant.id), id: parsed.data.id ?? "" } };

  const result = await editTenantDocument(services, tenant, user.actor, {
    change: (doc) => {
      // Someone deleted the offer while this form was open: saving must not bring it back.
      if (existing && !doc.config.offers.some((o) => o.id === existing.id)) throw new OfferGoneError();
      return withOffer(doc, offer, tenant.id, !existing);
    },
    // A new offer goes first; an edited one stays where it is.
    // (For a new offer, a clash of ids is reported on the older one: it is still about the new one's address.)
    fieldOf: (path) => (existing ? offerIssueField(path, tenant.config.offers.indexOf(existing)) : (offerIssueField(path, 0) ?? (path[1] === "offers" && path[3] === "id" ? "id" : null))),
    audit: (before) => offerAudit(user, before.config.offers.find((o) => o.id === offerId) ?? null, offer),
  }).catch((err: unknown) => {
    if (err instanceof OfferGoneError) return null;
    throw err;
  });
  if (!result) return data(formFailure(entries, "This offer was deleted while you were editing it, so it was not saved."), { status: 409 });
  if (!result.ok) return data(formFailure(entries, result.problems.length ? result.problems.join(" ") : "Please fix the following errors:", { fieldErrors: result.fieldErrors }), { status: 400 });
  throw redirect(`/dealer/offers?${new URLSearchParams({ saved: offerId })}`);
}

function offerAudit(user: ConsoleUser, before: Offer | null, after: Offer) {
  const view = (o: Offer) => auditView(offerToForm(o, user.tenant.id), ["hidden"]);
  if (!before) return { action: "offer.create", subject: `Offer ${after.name}`, after: Object.fromEntries(Object.entries(view(after)).filter(([, v]) => v !== "" && v !== false)) };
  const diff = changedFields(view(before), view(after));
  return diff && { action: "offer.update", subject: `Offer ${after.name}`, ...diff };
}
