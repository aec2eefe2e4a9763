import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The types of the JSON documents kept in jsonb columns. The database sits below the domains (ADR 023), so the domain
 * that owns each document registers its type here (`declare module "../db/schema.ts"` in app/tenants/tenant-document.ts
 * and app/stock/vehicle-schema.ts) instead of the schema importing it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JsonDocuments {}
type JsonDocument<K extends string> = JsonDocuments extends { [key in K]: infer T } ? T : never;

export const tenants = pgTable("tenants", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  template: text("template").notNull(),
  /** The whole validated document minus locations and dealerships (which have their own tables). */
  config: jsonb("config").$type<JsonDocument<"tenantConfig">>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Custom domains. A host belongs to one tenant only. */
/** The tenant a row belongs to: every tenant-scoped table has it, and deleting the tenant deletes the row. */
const tenantIdColumn = () =>
  integer("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });

export const tenantHosts = pgTable("tenant_hosts", {
  host: text("host").primaryKey(),
  tenantId: tenantIdColumn(),
});

/** A tenant's location or dealership: its document, keyed by the tenant's own id, with a slug unique per tenant. */
function tenantDocumentTable<N extends string, D extends "location" | "dealership">(name: N, _document: D) {
  return pgTable(
    name,
    {
      tenantId: tenantIdColumn(),
      id: integer("id").notNull(),
      slug: text("slug").notNull(),
      position: integer("position").notNull(),
      data: jsonb("data").$type<JsonDocument<D>>().notNull(),
    },
    (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex(`${name}_tenant_slug`).on(t.tenantId, t.slug)],
  );
}

export const locations = tenantDocumentTable("locations", "location");

export const dealerships = tenantDocumentTable("dealerships", "dealership");

export const vehicles = pgTable(
  "vehicles",
  {
    tenantId: tenantIdColumn(),
    id: bigint("id", { mode: "number" }).notNull(),
    slug: text("slug").notNull(),
    status: text("status").notNull(),
    /** The validated vehicle record exactly as the operator API accepted it (slug filled in). */
    data: jsonb("data").$type<JsonDocument<"vehicle">>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
    // Kept by the database from `data` for the console's stock list (ADR 030): the document without its long parts
    // (photos, spin frames, comments, equipment, …), small enough to stay in the row, so listing 5,000 vehicles reads
    // no large values; and the few facts about the long parts that the list shows and scores.
    listing: jsonb("listing")
      .$type<Record<string, unknown>>()
      .generatedAlwaysAs(
        sql`data - '{images,spin_images,spin_interior_image,hotspots,video_url,external_video_url,dealercomments,standardEquipment,variant,specifications,autograb_data,payment_processors}'::text[]`,
      ),
    photoCount: integer("photo_count").generatedAlwaysAs(sql`coalesce(jsonb_array_length(data -> 'images'), 0)`),
    spinCount: integer("spin_count").generatedAlwaysAs(sql`coalesce(jsonb_array_length(data -> 'spin_images'), 0)`),
    hasComments: boolean("has_comments").generatedAlwaysAs(sql`coalesce(btrim(data ->> 'dealercomments'), '') <> ''`),
    mainImage: text("main_image").generatedAlwaysAs(sql`data -> 'images' -> 0 ->> 'url'`),
    /**
     * What a stock feed import last wrote to this vehicle (ADR 042): the feed's key and each field's value as the feed
     * gave it, so the next import can tell a person's edit from the feed's. Null: the feed never wrote this vehicle
     * (added by hand or through the JSON API), and a feed import never marks it sold.
     */
    feed: jsonb("feed").$type<JsonDocument<"vehicleFeed">>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("vehicles_tenant_slug").on(t.tenantId, t.slug),
    index("vehicles_tenant_status").on(t.tenantId, t.status),
    // The home page's latest arrivals (stock-store `latestArrivals`): the newest few in one index scan, instead of
    // reading every vehicle's whole document to sort them (~20 ms a home page at 1,400 cars on PGlite, issue 15).
    index("vehicles_tenant_created").on(t.tenantId, sql`(${t.data} ->> 'created_at')`),
  ],
);

/** A lead: one shopper submission (multi-step forms update the same lead until the last step). */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    form: text("form").notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    carId: bigint("car_id", { mode: "number" }),
    locationId: integer("location_id"),
    dealershipId: integer("dealership_id"),
    formCompleted: boolean("form_completed").notNull().default(false),
    /** The validated submission: shopper fields, vehicle, lead attributes (visited pages, query params), steps. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    valuation: jsonb("valuation").$type<Record<string, unknown> | null>(),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The dealer's pipeline (issue 12): New → Contacted → Appointment → Sold or Lost (with a reason).
    status: text("status").$type<"new" | "contacted" | "appointment" | "sold" | "lost">().notNull().default("new"),
    lostReason: text("lost_reason"),
    /** The staff member the lead is assigned to (null: unassigned). */
    assignedTo: uuid("assigned_to"),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** When the lead first left New. */
    contactedAt: timestamp("contacted_at", { withTimezone: true }),
    /** The response deadline: the tenant's target counted in the location's opening hours; overdue while New past it. */
    respondBy: timestamp("respond_by", { withTimezone: true }),
    // Where the shopper came from, kept on the lead (analytics: leads by source).
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    referrerHost: text("referrer_host"),
    /** Times the re-allocation rule handed this lead on since a person last assigned it (one round through the team at most). */
    handovers: integer("handovers").notNull().default(0),
  },
  (t) => [
    uniqueIndex("leads_tenant_idempotency").on(t.tenantId, t.idempotencyKey),
    index("leads_tenant_status").on(t.tenantId, t.status),
    index("leads_tenant_assigned").on(t.tenantId, t.assignedTo),
    index("leads_tenant_created").on(t.tenantId, t.createdAt),
    // Leads per vehicle: the console's stock list counts them (ADR 030).
    index("leads_tenant_car").on(t.tenantId, t.carId),
  ],
);

/** The outbox: one row per lead and delivery destination, written in the lead's transaction. */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    destinationId: text("destination_id").notNull(),
    kind: text("kind").notNull(),
    /** pending → sending (leased) → delivered | pending (retry) | dead */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("lead_deliveries_lead_destination").on(t.leadId, t.destinationId), index("lead_deliveries_due").on(t.status, t.nextAttemptAt)],
);

/** Page views per vehicle ('N views'), counted by GET /cars/{slug}/view.json. */
export const vehicleViews = pgTable(
  "vehicle_views",
  {
    tenantId: tenantIdColumn(),
    vehicleId: bigint("vehicle_id", { mode: "number" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.vehicleId] })],
);

/** Tracked shopper actions: analytics events (spec event ids) and phone reveals. No personal data. */
export const trackedEvents = pgTable(
  "tracked_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    kind: text("kind").notNull(),
    eventId: integer("event_id"),
    vehicleId: bigint("vehicle_id", { mode: "number" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tracked_events_tenant_created").on(t.tenantId, t.createdAt)],
);

/** A signed-in shopper, identified by phone, per tenant. */
export const shoppers = pgTable(
  "shoppers",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    phone: text("phone").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("shoppers_tenant_phone").on(t.tenantId, t.phone)],
);

/** One-time sign-in codes: stored hashed, short-lived, single use, with a bounded number of attempts. */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_codes_phone").on(t.tenantId, t.phone, t.createdAt)],
);

/** Sessions: the cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable("sessions", {
  tokenHash: text("token_hash").primaryKey(),
  tenantId: tenantIdColumn(),
  shopperId: uuid("shopper_id")
    .notNull()
    .references(() => shoppers.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const watchlist = pgTable(
  "watchlist",
  {
    tenantId: tenantIdColumn(),
    shopperId: uuid("shopper_id")
      .notNull()
      .references(() => shoppers.id, { onDelete: "cascade" }),
    vehicleId: bigint("vehicle_id", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.shopperId, t.vehicleId] })],
);

/**
 * Reservations with a deposit. At most one active (pending or held) reservation per vehicle: the
 * partial unique index is what makes two shoppers racing for one car end with one winner.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    vehicleId: bigint("vehicle_id", { mode: "number" }).notNull(),
    shopperId: uuid("shopper_id")
      .notNull()
      .references(() => shoppers.id, { onDelete: "cascade" }),
    /** pending (payment in progress) → held → released | expired; pending → failed */
    status: text("status").notNull(),
    amount: integer("amount").notNull(),
    paymentRef: text("payment_ref"),
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    leadId: uuid("lead_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reservations_one_active").on(t.tenantId, t.vehicleId).where(sql`status in ('pending', 'held')`)],
);

/** The built-in test payment provider's own ledger (it really keeps payments, offline). */
export const testPayments = pgTable("test_payments", {
  id: text("id").primaryKey(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull(),
  last4: text("last4").notNull(),
  idempotencyKey: text("idempotency_key").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent by the development SMS provider, shown on /dev/sms. */
export const devSms = pgTable("dev_sms", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  tenantId: integer("tenant_id"),
  to: text("to").notNull(),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent by the development email provider, shown on /dev/mail. */
export const devMail = pgTable("dev_mail", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  tenantId: integer("tenant_id"),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Staff accounts (issue 11, ADR 027): people who run one tenant's site. The email is stored lower-cased and is unique
 * per tenant; the password hash is a self-describing scrypt string (app/staff/passwords.server.ts), null until the
 * invitation is accepted. Five failed sign-ins lock the account for 15 minutes.
 */
export const staff = pgTable(
  "staff",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<"owner" | "manager" | "sales">().notNull(),
    status: text("status").$type<"invited" | "active" | "disabled">().notNull().default("invited"),
    passwordHash: text("password_hash"),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** A mobile number (national form, 04…) for lead alerts by text message; null: none given. */
    phone: text("phone"),
    /** Whether this person wants a text message when a lead is assigned to them (needs `phone`). */
    leadSms: boolean("lead_sms").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_tenant_email").on(t.tenantId, t.email)],
);

/** Invitation and password-reset links: only the SHA-256 of the random token is stored; single use, expiring. */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"invite" | "reset">().notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_tokens_hash").on(t.tokenHash), index("staff_tokens_staff").on(t.staffId)],
);

/**
 * Console sessions of staff (issue 11): separate from shoppers' `sessions`, scoped to one tenant. Only the SHA-256 of
 * the cookie's token is stored; signing out everywhere deletes every row of the account.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    tenantId: tenantIdColumn(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_staff").on(t.staffId)],
);

/**
 * Per-tenant API keys (issue 11): a named key an owner creates in the console. The key is shown once; only its
 * SHA-256 is stored (the key is 32 random bytes, so a slow hash adds nothing). `prefix` is its first characters, shown
 * in the list so an owner can tell keys apart.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_keys_hash").on(t.keyHash), index("api_keys_tenant").on(t.tenantId)],
);

/**
 * The audit log (issue 11): every change made in the console or with an API key — who (a staff member, a key or the
 * platform operator), what, the values before and after, and when. Owners read it at /dealer/activity.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    actorKind: text("actor_kind").$type<"staff" | "api_key" | "operator">().notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_tenant_time").on(t.tenantId, t.createdAt)],
);

/**
 * A lead's history (issue 12): created, status changes, assignments (by a person or the re-allocation rule), notes and
 * notifications sent — who (a staff member, the system) and when. Owner: app/leads/lead-history.server.ts.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"created" | "status" | "assigned" | "note" | "notified" | "overdue">().notNull(),
    actorKind: text("actor_kind").$type<"staff" | "system" | "shopper">().notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_events_lead").on(t.leadId, t.createdAt), index("lead_events_tenant_time").on(t.tenantId, t.createdAt)],
);

// ---- Dealer analytics (issue 12, ADR 035) ---------------------------------------------------------------------------
// Shopper activity recorded on the server, batched in memory per process and added into daily roll-ups (never one row
// per event). Days are the dealer's own calendar days. Owner: app/platform/analytics-store.server.ts.

/** The counters of one day: results-page impressions, vehicle-page views and what shoppers did there. */
const activityCounters = () => ({
  impressions: integer("impressions").notNull().default(0),
  views: integer("views").notNull().default(0),
  gallery: integer("gallery").notNull().default(0),
  phone: integer("phone").notNull().default(0),
  calculator: integer("calculator").notNull().default(0),
  shares: integer("shares").notNull().default(0),
  prints: integer("prints").notNull().default(0),
  saves: integer("saves").notNull().default(0),
  leads: integer("leads").notNull().default(0),
});

/** One vehicle's activity on one day. Keyed by day first (a window's totals read a range); by vehicle for the stock list. */
export const vehicleStatsDaily = pgTable(
  "vehicle_stats_daily",
  {
    tenantId: tenantIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    vehicleId: bigint("vehicle_id", { mode: "number" }).notNull(),
    ...activityCounters(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.vehicleId] }), index("vehicle_stats_daily_vehicle").on(t.tenantId, t.vehicleId, t.day)],
);

/**
 * The same per vehicle per week (weeks start on Monday), for the three figures the vehicle lists rank by: a 90-day
 * window reads 12 or 13 weekly rows per vehicle and only its ragged ends from the daily table.
 */
export const vehicleStatsWeekly = pgTable(
  "vehicle_stats_weekly",
  {
    tenantId: tenantIdColumn(),
    week: date("week", { mode: "string" }).notNull(),
    vehicleId: bigint("vehicle_id", { mode: "number" }).notNull(),
    impressions: integer("impressions").notNull().default(0),
    views: integer("views").notNull().default(0),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.week, t.vehicleId] })],
);

/** A tenant's activity on one day (the charts): every vehicle's, plus leads about no vehicle. */
export const tenantStatsDaily = pgTable(
  "tenant_stats_daily",
  {
    tenantId: tenantIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    ...activityCounters(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

/** Leads per day by form and by source (utm_source, else the referring host, else "direct"). */
export const leadSourcesDaily = pgTable(
  "lead_sources_daily",
  {
    tenantId: tenantIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    form: text("form").notNull(),
    source: text("source").notNull(),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.form, t.source] })],
);

/**
 * Every stock feed import (CSV upload in the console, the operator API, the scheduled pull) and its report (ADR 042).
 * A held import keeps the decoded file and the mapping it was read with, to apply on confirmation.
 * Owner: app/stock/feed-import/import-store.server.ts.
 */
export const stockImports = pgTable(
  "stock_imports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    source: text("source").$type<"console" | "api" | "pull">().notNull(),
    filename: text("filename"),
    actorKind: text("actor_kind").$type<"staff" | "api_key" | "operator" | "system">().notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    status: text("status").$type<"applied" | "held" | "confirmed" | "discarded" | "failed">().notNull(),
    report: jsonb("report").$type<JsonDocument<"stockImportReport">>().notNull(),
    heldText: text("held_text"),
    heldOptions: jsonb("held_options").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
  },
  (t) => [index("stock_imports_tenant_time").on(t.tenantId, t.createdAt)],
);

/**
 * Photos a stock feed names by URL (issue 14, ADR 043): each URL's stored copy (a file under the media directory, by
 * content hash) and the validators it came with, so the next import uses the copy without asking the source again.
 * Owner: app/stock/feed-photos.server.ts.
 */
export const feedPhotos = pgTable(
  "feed_photos",
  {
    tenantId: tenantIdColumn(),
    url: text("url").notNull(),
    /** Our copy (/media/uploads/...); null while the URL has never been fetched successfully. */
    storedUrl: text("stored_url"),
    etag: text("etag"),
    lastModified: text("last_modified"),
    /** When the copy was last downloaded or confirmed unchanged (a 304). */
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    /** When the URL was last asked for, successfully or not. */
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.url] })],
);

/**
 * The scheduled pull of each tenant's stock feed (issue 14, ADR 043): when it is due, which process holds it, the
 * validators of the last feed taken and what the last pull did. The feed's URL, interval and switch live in the tenant
 * document (config.stock_feed). Owner: app/stock/feed-pull.server.ts.
 */
export const feedPulls = pgTable("feed_pulls", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  /** The URL the validators below belong to: a new URL in the settings starts afresh. */
  url: text("url"),
  etag: text("etag"),
  lastModified: text("last_modified"),
  /** sha256 of the last feed imported: the same bytes again (a server without validators) are not imported twice. */
  contentHash: text("content_hash"),
  nextDueAt: timestamp("next_due_at", { withTimezone: true }).notNull(),
  /** A process pulling this feed holds it until then (renewed while it works; a crashed process's hold runs out). */
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
  lastStatus: text("last_status").$type<"imported" | "unchanged" | "held" | "failed">(),
  /** What the last pull did, in a sentence (the import's counts, or why it failed). */
  lastMessage: text("last_message"),
  lastError: text("last_error"),
  /** The import report the last pull made, when the importer keeps one. */
  lastImportId: text("last_import_id"),
  lastImportedAt: timestamp("last_imported_at", { withTimezone: true }),
});
// ---- Listings out (issue 14, ADR 044) -------------------------------------------------------------------------------
// Owner: app/feeds/feed-store.server.ts.

/**
 * A tenant's listing-feed token: the secret part of its feed URLs (`/feeds/{token}/google.xml`, …). The token itself is
 * kept (the console shows the URLs to copy); a request's token is compared with it in constant time. Rotating replaces it.
 */
export const listingFeeds = pgTable("listing_feeds", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  token: text("token").notNull(),
  rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A URL that receives the tenant's stock changes, signed with its own secret like the lead webhooks. */
export const stockWebhooks = pgTable(
  "stock_webhooks",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_webhooks_tenant").on(t.tenantId)],
);

/**
 * One change to a vehicle, written by the database itself (the trigger `vehicles_stock_events` of migration 0013) for
 * tenants with a stock webhook: created, updated, sold or removed, with the document after the change (null: removed).
 * `txid` lets the trigger fold a delete and re-insert of one vehicle in one transaction (replace-all) into one event.
 */
export const stockEvents = pgTable(
  "stock_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    vehicleId: bigint("vehicle_id", { mode: "number" }).notNull(),
    type: text("type").$type<"created" | "updated" | "sold" | "removed">().notNull(),
    data: jsonb("data").$type<Record<string, unknown> | null>(),
    /** md5 of the document before a removal, to tell an unchanged re-insert from a changed one. */
    beforeHash: text("before_hash"),
    beforeStatus: text("before_status"),
    txid: bigint("txid", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_events_tx").on(t.tenantId, t.txid, t.vehicleId)],
);

/** The stock webhooks' outbox: one row per event and webhook, delivered in event order per webhook (ADR 044). */
export const stockDeliveries = pgTable(
  "stock_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => stockEvents.id, { onDelete: "cascade" }),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => stockWebhooks.id, { onDelete: "cascade" }),
    /** pending → sending (leased) → delivered | pending (retry) | dead */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("stock_deliveries_event_webhook").on(t.eventId, t.webhookId), index("stock_deliveries_webhook_open").on(t.webhookId, t.status, t.id)],
);

/**
 * A shopper's saved search (issue 16, ADR 048): a results page's address (path and query, no page), a name and how
 * often to be told of new matches. `known_ids` is the search's high-water mark: every car it matched when saved or has
 * announced since, so a car is never announced twice for the same search.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    shopperId: uuid("shopper_id")
      .notNull()
      .references(() => shoppers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** `/search/used-cars?make=Toyota`: the results page's path and canonical query string. */
    search: text("search").notNull(),
    /** instant | daily | weekly | off */
    frequency: text("frequency").$type<"instant" | "daily" | "weekly" | "off">().notNull(),
    knownIds: jsonb("known_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /** Daily and weekly: when the next batch is due. */
    nextDueAt: timestamp("next_due_at", { withTimezone: true }),
    lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
    alertsSent: integer("alerts_sent").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_searches_shopper").on(t.tenantId, t.shopperId), index("saved_searches_tenant").on(t.tenantId, t.frequency)],
);

/**
 * Alerts on a car of a shopper's watchlist: a price drop (any, or to a price the shopper set) and the car sold or back
 * in stock. `last_price` and `last_state` are what the shopper was last told (or saw when turning alerts on).
 */
export const watchAlerts = pgTable(
  "watch_alerts",
  {
    id: uuid("id").primaryKey(),
    tenantId: integer("tenant_id").notNull(),
    shopperId: uuid("shopper_id").notNull(),
    vehicleId: bigint("vehicle_id", { mode: "number" }).notNull(),
    /** off | any | below */
    priceAlert: text("price_alert").$type<"off" | "any" | "below">().notNull().default("off"),
    priceBelow: integer("price_below"),
    stockAlert: boolean("stock_alert").notNull().default(false),
    lastPrice: integer("last_price"),
    /** listed | sold | gone */
    lastState: text("last_state").$type<"listed" | "sold" | "gone">(),
    alertsSent: integer("alerts_sent").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("watch_alerts_watch").on(t.tenantId, t.shopperId, t.vehicleId),
    // Removing the car from the watchlist removes its alerts.
    foreignKey({ name: "watch_alerts_watchlist_fk", columns: [t.tenantId, t.shopperId, t.vehicleId], foreignColumns: [watchlist.tenantId, watchlist.shopperId, watchlist.vehicleId] }).onDelete("cascade"),
  ],
);

/** Where a shopper's alerts go besides their mobile: an optional email address. */
export const alertContacts = pgTable("alert_contacts", {
  shopperId: uuid("shopper_id")
    .primaryKey()
    .references(() => shoppers.id, { onDelete: "cascade" }),
  tenantId: tenantIdColumn(),
  email: text("email"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every alert message sent (or that failed): the daily cap counts them, the dealer's analytics sum them. */
export const alertMessages = pgTable(
  "alert_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    shopperId: uuid("shopper_id")
      .notNull()
      .references(() => shoppers.id, { onDelete: "cascade" }),
    /** new-matches | price-drop | sold | back-in-stock */
    kind: text("kind").notNull(),
    savedSearchId: uuid("saved_search_id").references(() => savedSearches.id, { onDelete: "set null" }),
    vehicleIds: jsonb("vehicle_ids").$type<number[]>().notNull(),
    /** sms, or sms+email */
    channels: text("channels").notNull(),
    /** sending → sent | failed */
    status: text("status").notNull().default("sending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("alert_messages_shopper").on(t.shopperId, t.createdAt), index("alert_messages_tenant").on(t.tenantId, t.createdAt)],
);

/**
 * The alert sweep's claim per tenant (FOR UPDATE SKIP LOCKED, then a lease), so one process sweeps a tenant at a time,
 * and the stock version it last replayed the instant searches and watched cars against.
 */
export const alertSweeps = pgTable("alert_sweeps", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  stockMark: text("stock_mark"),
  sweptAt: timestamp("swept_at", { withTimezone: true }),
});

/** The key that signs unsubscribe links when ALERT_LINK_SECRET is not set: made once, the same for every process. */
export const alertKeys = pgTable("alert_keys", {
  id: smallint("id").primaryKey(),
  secret: text("secret").notNull(),
});
