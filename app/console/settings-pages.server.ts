/**
 * The data and the changes of the console's settings screens: /dealer/settings (the everyday switches),
 * /dealer/settings/locations[/{slug}] (opening and holiday hours) and /dealer/settings/pages[/{slug}] (content pages).
 */

import { data, redirect, type RouterContextProvider } from "react-router";
import { BUILT_IN_CONTENT_PAGES, contentPageFor } from "../content/content-pages.ts";
import { formFailure, parseFormSubmission } from "../lib/form-submission.ts";
import { dateIn, timeZoneOfState } from "../lib/time-zones.ts";
import { openStatus, upcomingSpecialHours } from "../locations/opening-hours.ts";
import { getServices } from "../platform/request-context.server.ts";
import { changedFields } from "../staff/audit-log.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { TEMPLATES } from "../tenants/templates.ts";
import { slugPattern, type Location, type Tenant, type TenantDocument } from "../tenants/tenant-document.ts";
import { contentPageFormSchema, contentPageIntentSchema, contentPageIssueField, contentPageState, contentPageToForm, formToContentPage, withContentPage } from "./content-page-form.ts";
import { formToHours, holidayRowsPosted, hoursAuditView, hoursFormSchema, hoursToForm, withLocation } from "./location-hours-form.ts";
import { formToSettings, settingsFormSchema, settingsIssueField, settingsToForm, themeColourWarning } from "./settings-form.ts";
import { auditView } from "./document-fields.ts";
import { editTenantDocument, storeImageField } from "./tenant-edit.server.ts";

type Context = Readonly<RouterContextProvider>;
const FIX = "Please fix the following errors:";

// ---- The everyday switches ---------------------------------------------------------------------------------------

export async function siteSettingsData(context: Context, request: Request) {
  const { tenant } = await requireStaff(context, request, "settings.write");
  return {
    dealerName: tenant.name,
    values: settingsToForm(tenant),
    templateColour: TEMPLATES[tenant.template].colors.primary,
    templateLabel: TEMPLATES[tenant.template].label,
    saved: new URL(request.url).searchParams.has("saved"),
    warning: themeColourWarning(tenant.config.brand_color),
  };
}

export async function siteSettingsAction(context: Context, request: Request) {
  const user = await requireStaffAction(context, request, "settings.write");
  const services = getServices(context);
  const form = await request.formData();
  const upload = await storeImageField(services.env.mediaDir, user.tenant.slug, form.get("logo_file"));
  const entries = [...form].filter(([k]) => k !== "logo_file");
  if (upload?.ok) entries.push(["logo", upload.url], ["remove_logo", ""]);
  const parsed = parseFormSubmission(entries, settingsFormSchema);
  if (!parsed.ok || upload?.ok === false) {
    const failure = parsed.ok ? formFailure(entries, FIX) : parsed;
    if (upload?.ok === false) failure.fieldErrors = { logo_file: `Logo: ${upload.error}`, ...failure.fieldErrors };
    return data(failure, { status: 400 });
  }
  const result = await editTenantDocument(services, user.tenant, user.actor, {
    change: (doc) => formToSettings(doc, parsed.data),
    fieldOf: settingsIssueField,
    audit: (before, after) => {
      const view = (doc: TenantDocument) => auditView(settingsToForm(doc), ["consent_required", "checkout_enabled", "auto_assign"]);
      const diff = changedFields(view(before), view(after));
      return diff && { action: "settings.update", subject: "Site settings", ...diff };
    },
  });
  if (!result.ok) return data(formFailure(entries, result.problems.join(" ") || FIX, { fieldErrors: result.fieldErrors }), { status: 400 });
  throw redirect("/dealer/settings?saved=1");
}

// ---- Opening hours -------------------------------------------------------------------------------------------------

const locationToday = (location: Location, now: Date) => dateIn(now, timeZoneOfState(location.address.state));

export async function locationsHoursData(context: Context, request: Request) {
  const { tenant } = await requireStaff(context, request, "settings.write");
  const now = new Date();
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    dealerName: tenant.name,
    saved: tenant.locations.find((l) => l.slug === saved)?.name ?? null,
    locations: tenant.locations.map((l) => {
      const zone = timeZoneOfState(l.address.state);
      const hours = { opening_hours: l.contact_detail.opening_hours, special_hours: l.special_hours };
      const next = upcomingSpecialHours(hours, zone, now, 60)[0] ?? null;
      return {
        slug: l.slug,
        name: l.name,
        place: `${l.address.city} ${l.address.state}`,
        visible: l.visible,
        status: openStatus(hours, zone, now).text,
        nextHoliday: next ? `${next.name}, ${next.day}: ${next.hours}` : null,
      };
    }),
  };
}

function findLocation(tenant: Pick<TenantDocument, "locations">, slug: string | undefined): Location {
  const location = tenant.locations.find((l) => l.slug === slug);
  if (!location) throw data({ reason: "not-found" }, { status: 404 });
  return location;
}

export async function locationHoursData(context: Context, request: Request, slug: string | undefined) {
  const { tenant } = await requireStaff(context, request, "settings.write");
  const location = findLocation(tenant, slug);
  const today = locationToday(location, new Date());
  const { values, rows } = hoursToForm(location, today);
  return { dealerName: tenant.name, location: { slug: location.slug, name: location.name, place: `${location.address.city} ${location.address.state}` }, values, rows, today };
}

export async function locationHoursAction(context: Context, request: Request, slug: string | undefined) {
  const user = await requireStaffAction(context, request, "settings.write");
  const location = findLocation(user.tenant, slug);
  const form = [...(await request.formData())];
  const rows = holidayRowsPosted(form);
  const parsed = parseFormSubmission(form, hoursFormSchema(rows));
  if (!parsed.ok) return data({ ...parsed, rows }, { status: 400 });
  const today = locationToday(location, new Date());
  const result = await editTenantDocument(getServices(context), user.tenant, user.actor, {
    change: (doc) => withLocation(doc, formToHours(findLocation(doc, slug), parsed.data, rows, today)),
    fieldOf: () => null,
    audit: (before, after) => {
      const diff = changedFields(hoursAuditView(findLocation(before, slug)), hoursAuditView(findLocation(after, slug)));
      return diff && { action: "settings.update", subject: `Opening hours · ${location.name}`, ...diff };
    },
  });
  if (!result.ok) return data({ ...formFailure(form, result.problems.join(" ") || FIX), rows }, { status: 400 });
  throw redirect(`/dealer/settings/locations?${new URLSearchParams({ saved: location.slug })}`);
}

// ---- Content pages -------------------------------------------------------------------------------------------------

const STATE_LABELS = { own: "Your text", default: "Built-in text", off: "Switched off" } as const;

function pageSlugs(tenant: Tenant): string[] {
  return [...new Set([...BUILT_IN_CONTENT_PAGES, ...Object.keys(tenant.config.content_pages)])];
}

export async function contentPagesData(context: Context, request: Request) {
  const { tenant } = await requireStaff(context, request, "settings.write");
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    dealerName: tenant.name,
    saved: saved && pageSlugs(tenant).includes(saved) ? saved : null,
    pages: pageSlugs(tenant).map((slug) => {
      const state = contentPageState(tenant, slug);
      return { slug, title: contentPageFor(tenant, slug)?.title ?? slug, state, stateLabel: STATE_LABELS[state], publicPath: state === "off" ? null : `/${slug}` };
    }),
  };
}

/** A page the console edits: a built-in one or one the tenant has. */
function pageSlug(tenant: Tenant, slug: string | undefined): string {
  if (!slug || !slugPattern.test(slug) || !pageSlugs(tenant).includes(slug)) throw data({ reason: "not-found" }, { status: 404 });
  return slug;
}

const isBuiltIn = (slug: string) => (BUILT_IN_CONTENT_PAGES as readonly string[]).includes(slug);

export async function contentPageData(context: Context, request: Request, rawSlug: string | undefined) {
  const { tenant } = await requireStaff(context, request, "settings.write");
  const slug = pageSlug(tenant, rawSlug);
  const state = contentPageState(tenant, slug);
  // A switched-off built-in page offers its built-in text to start from.
  const shown = contentPageFor(state === "off" ? { ...tenant, config: { ...tenant.config, content_pages: {} } } : tenant, slug);
  return {
    dealerName: tenant.name,
    page: { slug, state, stateLabel: STATE_LABELS[state], builtIn: isBuiltIn(slug), publicPath: state === "off" ? null : `/${slug}` },
    values: shown ? contentPageToForm(shown) : { title: "", intro: "", body: "", cta_label: "", cta_href: "" },
  };
}

export async function contentPageAction(context: Context, request: Request, rawSlug: string | undefined) {
  const user = await requireStaffAction(context, request, "settings.write");
  const slug = pageSlug(user.tenant, rawSlug);
  const form = [...(await request.formData())];
  const intent = contentPageIntentSchema.parse(form.find(([k]) => k === "intent")?.[1]);
  let value: ReturnType<typeof formToContentPage> | false | undefined;
  if (intent === "off") value = false;
  else if (intent === "reset") {
    if (!isBuiltIn(slug)) return data(formFailure(form, "Only the built-in pages have built-in text."), { status: 400 });
    value = undefined;
  } else {
    const parsed = parseFormSubmission(form, contentPageFormSchema);
    if (!parsed.ok) return data(parsed, { status: 400 });
    value = formToContentPage(parsed.data);
  }
  const view = (doc: TenantDocument) => {
    const page = doc.config.content_pages[slug];
    return { state: contentPageState(doc, slug), ...(page ? contentPageToForm(page) : {}) };
  };
  const result = await editTenantDocument(getServices(context), user.tenant, user.actor, {
    change: (doc) => withContentPage(doc, slug, value),
    fieldOf: (path) => contentPageIssueField(path, slug),
    audit: (before, after) => {
      const diff = changedFields<Record<string, string>>(view(before), view(after));
      return diff && { action: "settings.update", subject: `Page /${slug}`, ...diff };
    },
  });
  if (!result.ok) return data(formFailure(form, result.problems.join(" ") || FIX, { fieldErrors: result.fieldErrors }), { status: 400 });
  throw redirect(`/dealer/settings/pages?${new URLSearchParams({ saved: slug })}`);
}
