import { describe, expect, it } from "vitest";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { publicConfig, tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { checkDocument } from "./document-fields.ts";
import { formToStockFeed, stockFeedFormSchema, stockFeedIssueField, stockFeedToForm } from "./stock-feed-form.ts";

const doc = tenantDocumentSchema.parse({ name: "Feed Motors", template: "classic" });
const post = (values: Record<string, string>) => parseFormSubmission(Object.entries(values), stockFeedFormSchema);

describe("the stock feed form", () => {
  it("starts off, with an hourly interval and no address", () => {
    expect(stockFeedToForm(doc)).toEqual({ feed_url: "", interval_minutes: "60", enabled: "" });
  });

  it("saves the address, the interval and the switch into config.stock_feed, keeping the rest", () => {
    const parsed = post({ feed_url: " https://dms.example.com.au/export/stock.csv?token=abc ", interval_minutes: "15", enabled: "on" });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    const after = formToStockFeed(doc, parsed.data);
    expect(after.config.stock_feed).toEqual({ url: "https://dms.example.com.au/export/stock.csv?token=abc", interval_minutes: 15, enabled: true });
    expect({ ...after.config, stock_feed: doc.config.stock_feed }).toEqual(doc.config);
    expect(checkDocument(after, stockFeedIssueField).ok).toBe(true);
  });

  it("says what is wrong in the dealer's words", () => {
    const parsed = post({ feed_url: "ftp://dms.example.com/stock.csv", interval_minutes: "2" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({ feed_url: "Feed address must be an http:// or https:// URL", interval_minutes: "Pull interval must be at least 5" });
    const withPassword = post({ feed_url: "https://user:secret@dms.example.com/stock.csv", interval_minutes: "1441" });
    expect(withPassword.ok || withPassword.fieldErrors).toEqual({
      feed_url: "Feed address must not contain a user name or password (use the token the DMS puts in the address)",
      interval_minutes: "Pull interval must be 1440 or less",
    });
  });

  it("refuses switching the pull on without an address, on the address field (the form, and the document's check)", () => {
    const parsed = post({ feed_url: "", interval_minutes: "30", enabled: "on" });
    expect(parsed.ok || parsed.fieldErrors).toEqual({ feed_url: "Enter the feed address to pull the feed on a schedule" });
    const checked = checkDocument(formToStockFeed(doc, { feed_url: null, interval_minutes: 30, enabled: true }), stockFeedIssueField);
    expect(checked).toEqual({ ok: false, fieldErrors: { feed_url: "Enter the feed address to pull the feed on a schedule" }, problems: [] });
  });

  it("keeps the feed's address (which may carry the DMS's token) out of the config sent to browsers", () => {
    const withFeed = tenantDocumentSchema.parse({ name: "Feed Motors", template: "classic", config: { stock_feed: { url: "https://dms.example.com/s.csv?token=secret", enabled: true } } });
    expect(JSON.stringify(publicConfig(withFeed.config))).not.toContain("secret");
  });
});
