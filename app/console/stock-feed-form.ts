/**
 * The console's stock feed form (issue 14, /dealer/settings/stock-feed): the feed's address, how often it is pulled and
 * the switch. Each field is checked by the tenant document's own schema (config.stock_feed); the rest of the document
 * is kept as it is.
 */

import { z } from "zod";
import { siteConfigSchema, type TenantDocument } from "../tenants/tenant-document.ts";
import { checkboxField, documentField } from "./document-fields.ts";

const feed = siteConfigSchema.shape.stock_feed.unwrap().shape;

export const stockFeedFormSchema = z
  .object({
    feed_url: documentField(feed.url.unwrap(), "Feed address", { as: "nullable", format: "an http:// or https:// address" }),
    interval_minutes: documentField(feed.interval_minutes.unwrap(), "Pull interval", { as: "number" }),
    enabled: checkboxField,
  })
  // The document's own rule, checked in the browser too (the document check on save stays the last word).
  .refine((f) => !f.enabled || f.feed_url !== null, { path: ["feed_url"], message: "Enter the feed address to pull the feed on a schedule" });
export type StockFeedForm = z.output<typeof stockFeedFormSchema>;

/** The intents the page posts: save the settings, or pull the feed at the next sweep. */
export const stockFeedIntentSchema = z.enum(["save", "pull"]).catch("save");

export function stockFeedToForm(doc: TenantDocument): Record<string, string> {
  const f = doc.config.stock_feed;
  return { feed_url: f.url ?? "", interval_minutes: String(f.interval_minutes), enabled: f.enabled ? "on" : "" };
}

export function formToStockFeed(doc: TenantDocument, form: StockFeedForm): TenantDocument {
  return { ...doc, config: { ...doc.config, stock_feed: { url: form.feed_url, interval_minutes: form.interval_minutes, enabled: form.enabled } } };
}

/** Where a problem of the whole-document check goes in the form (null: the form's alert). */
export function stockFeedIssueField(path: readonly PropertyKey[]): string | null {
  if (path[0] !== "config" || path[1] !== "stock_feed") return null;
  return path[2] === "url" ? "feed_url" : path[2] === "interval_minutes" ? "interval_minutes" : path[2] === "enabled" ? "enabled" : null;
}
