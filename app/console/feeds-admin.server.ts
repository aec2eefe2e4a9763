import { data } from "react-router";
import type { Db } from "../db/client.server.ts";
import { formFailure, parseFormSubmission } from "../lib/form-submission.ts";
import { isUuid } from "../lib/ids.ts";
import { shortDateTimeIn } from "../lib/time-zones.ts";
import { recordAudit } from "../staff/audit-log.server.ts";
import type { ConsoleUser } from "../staff/console-session.server.ts";
import { dealerTimeZone } from "../tenants/dealer-clock.ts";
import { listableStockPage, listableStockVersion } from "../stock/stock-store.server.ts";
import { addStockWebhook, feedToken, listStockWebhooks, MAX_STOCK_WEBHOOKS, removeStockWebhook, rotateFeedToken } from "../feeds/feed-store.server.ts";
import { stockWebhookIdSchema, stockWebhookSchema } from "../feeds/feed-forms.ts";
import { feedUrls } from "../feeds/feed-urls.ts";
import { FEED_FILES, FEED_LABELS, googleExclusion, metaExclusion, storeCode, type FeedFile } from "../feeds/listing-formats.ts";
import { tenantPublicOrigin } from "../tenants/public-origin.ts";

/**
 * The listing feeds page (/dealer/feeds, settings.write; ADR 044): the feed URLs to hand to Google and Meta, how many
 * listable vehicles each feed carries and why the others are left out, rotating the token, and the stock webhooks.
 */
export type FeedRow = { file: FeedFile; label: string; url: string; count: number };
export type HookRow = { id: string; url: string; created: string; delivered: number; pending: number; dead: number; lastDelivered: string | null; lastError: string | null };
export type Exclusions = { feed: "Google" | "Meta"; reasons: { reason: string; count: number }[] }[];

type Counts = Awaited<ReturnType<typeof countFeeds>>;

/**
 * The counts of the tenant's last look, kept while its listable stock and locations are unchanged: counting reads every
 * listable vehicle (3.6 s for 10,000 on PGlite), the version one small query (ADR 044). Per process, a few tenants.
 */
const lastCounts = new Map<number, { key: string; counts: Counts }>();

async function feedCounts(db: Db, user: ConsoleUser): Promise<Counts> {
  const key = `${await listableStockVersion(db, user.tenant.id)}|${JSON.stringify(user.tenant.locations.map((l) => l.id))}`;
  const kept = lastCounts.get(user.tenant.id);
  if (kept?.key === key) return kept.counts;
  const counts = await countFeeds(db, user);
  if (lastCounts.size >= 100) lastCounts.delete(lastCounts.keys().next().value!);
  lastCounts.set(user.tenant.id, { key, counts });
  return counts;
}

async function countFeeds(db: Db, user: ConsoleUser) {
  let listable = 0;
  let google = 0;
  let meta = 0;
  const reasons = { Google: new Map<string, number>(), Meta: new Map<string, number>() };
  const bump = (m: Map<string, number>, r: string) => m.set(r, (m.get(r) ?? 0) + 1);
  for (let after = 0; ; ) {
    const page = await listableStockPage(db, user.tenant.id, after, 500);
    for (const v of page) {
      listable++;
      const g = googleExclusion(v, user.tenant);
      const m = metaExclusion(v, user.tenant);
      if (g) bump(reasons.Google, g);
      else google++;
      if (m) bump(reasons.Meta, m);
      else meta++;
    }
    if (page.length < 500) break;
    after = page[page.length - 1]!.id;
  }
  const exclusions: Exclusions = (["Google", "Meta"] as const).map((feed) => ({ feed, reasons: [...reasons[feed]].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count) }));
  return { listable, google, meta, exclusions };
}

export async function feedsPageData(db: Db, user: ConsoleUser, url: URL) {
  const zone = dealerTimeZone(user.tenant);
  const feed = await feedToken(db, user.tenant.id);
  const urls = feedUrls(tenantPublicOrigin(user.tenant, url.origin), feed.token);
  const counts = await feedCounts(db, user);
  const countOf: Record<FeedFile, number> = { "google.xml": counts.google, "meta.csv": counts.meta, "stock.json": counts.listable, "stock.csv": counts.listable };
  const feeds: FeedRow[] = FEED_FILES.map((file) => ({ file, label: FEED_LABELS[file], url: urls[file], count: countOf[file] }));
  const hooks: HookRow[] = (await listStockWebhooks(db, user.tenant.id)).map((h) => ({
    id: h.id,
    url: h.url,
    created: shortDateTimeIn(h.createdAt, zone),
    delivered: h.delivered,
    pending: h.pending,
    dead: h.dead,
    lastDelivered: h.lastDeliveredAt ? shortDateTimeIn(h.lastDeliveredAt, zone) : null,
    lastError: h.lastError,
  }));
  // ?rotate=1 and ?remove=<id>: the confirmations without JavaScript.
  const removing = url.searchParams.get("remove");
  return {
    dealerName: user.tenant.name,
    feeds,
    listable: counts.listable,
    exclusions: counts.exclusions,
    storeCodes: user.tenant.locations.map((l) => ({ name: l.name, code: storeCode(l) })),
    rotated: shortDateTimeIn(feed.rotatedAt, zone),
    hooks,
    maxHooks: MAX_STOCK_WEBHOOKS,
    confirmRotate: url.searchParams.get("rotate") === "1",
    confirmRemove: isUuid(removing) ? (hooks.find((h) => h.id === removing) ?? null) : null,
  };
}

export async function feedsAction(db: Db, user: ConsoleUser, form: FormData) {
  const intent = form.get("_intent");
  if (intent === "rotate") {
    await rotateFeedToken(db, user.tenant.id);
    await recordAudit(db, user.tenant.id, user.actor, { action: "feeds.rotate", subject: "Listing feed addresses" });
    return { ok: true as const, rotated: true as const };
  }
  if (intent === "add-webhook") {
    const checked = parseFormSubmission(form, stockWebhookSchema);
    if (!checked.ok) return data(checked, { status: 400 });
    if ((await listStockWebhooks(db, user.tenant.id)).some((h) => h.url === checked.data.url))
      return data(formFailure(form, "Please fix the following errors:", { fieldErrors: { url: "This address already gets stock changes." } }), { status: 409 });
    const hook = await addStockWebhook(db, user.tenant.id, checked.data.url);
    if (!hook) return data(formFailure(form, `You have ${MAX_STOCK_WEBHOOKS} webhooks already. Remove one you no longer use first.`, { status: 409 }), { status: 409 });
    await recordAudit(db, user.tenant.id, user.actor, { action: "stock-webhook.add", subject: `Stock webhook ${hook.url}`, after: { url: hook.url } });
    return { ok: true as const, added: hook };
  }
  if (intent === "remove-webhook") {
    const checked = parseFormSubmission(form, stockWebhookIdSchema);
    const removed = checked.ok ? await removeStockWebhook(db, user.tenant.id, checked.data.id) : null;
    if (!removed) return data(formFailure(null, "That webhook was already removed.", { status: 404 }), { status: 404 });
    await recordAudit(db, user.tenant.id, user.actor, { action: "stock-webhook.remove", subject: `Stock webhook ${removed.url}`, before: { url: removed.url } });
    return { ok: true as const, removed: { url: removed.url } };
  }
  return data(formFailure(null, "That action isn't known here.", { status: 400 }), { status: 400 });
}
