/**
 * The stock list's bulk form (ADR 025): the ticked rows (`ids`, one entry per checkbox) and what to do to them. A
 * price change needs its amount or percentage, bounded both ways; the server then plans it with `planPriceChange`.
 */

import { z } from "zod";
import { MAX_AMOUNT_CHANGE, MAX_PERCENT_CHANGE, MIN_PERCENT_CHANGE, type PriceChange } from "./price-change.ts";
import { STOCK_PAGE_SIZE } from "./stock-list-query.ts";

export const BULK_ACTIONS = ["sold", "unpublish", "publish", "archive", "price"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  sold: "Mark sold",
  unpublish: "Unpublish",
  publish: "Publish on website",
  archive: "Archive",
  price: "Change price",
};

/** What the list says after a bulk action, e.g. "3 vehicles marked sold." */
export const BULK_DONE: Record<BulkAction, string> = {
  sold: "marked sold",
  unpublish: "unpublished",
  publish: "published on the website",
  archive: "archived",
  price: "repriced",
};

const id = z.string().regex(/^\d{1,15}$/).transform(Number);

export const stockBulkSchema = z
  .object({
    ids: z
      .array(id, { error: "Select at least one vehicle" })
      .min(1, "Select at least one vehicle")
      .max(STOCK_PAGE_SIZE, `Select at most ${STOCK_PAGE_SIZE} vehicles (one page)`),
    bulk_action: z.enum(BULK_ACTIONS, { error: "Choose what to do with the selected vehicles" }),
    price_mode: z.enum(["amount", "percent"]).optional(),
    price_value: z.string().trim().max(20).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.bulk_action !== "price") return;
    if (!form.price_mode) ctx.addIssue({ code: "custom", path: ["price_mode"], message: "Choose dollars or percent" });
    const raw = (form.price_value ?? "").replace(/[$,%\s]/g, "");
    if (raw === "") return void ctx.addIssue({ code: "custom", path: ["price_value"], message: "Enter the price change, e.g. -500 or 2.5" });
    if (!/^[+-]?\d+(\.\d{1,2})?$/.test(raw)) return void ctx.addIssue({ code: "custom", path: ["price_value"], message: "The price change must be a number, e.g. -500 or 2.5" });
    const n = Number(raw);
    if (n === 0) return void ctx.addIssue({ code: "custom", path: ["price_value"], message: "The price change can't be zero" });
    if (form.price_mode === "amount" && (!Number.isInteger(n) || Math.abs(n) > MAX_AMOUNT_CHANGE))
      ctx.addIssue({ code: "custom", path: ["price_value"], message: `A change in dollars must be whole dollars between -${MAX_AMOUNT_CHANGE.toLocaleString("en-AU")} and ${MAX_AMOUNT_CHANGE.toLocaleString("en-AU")}` });
    if (form.price_mode === "percent" && (n < MIN_PERCENT_CHANGE || n > MAX_PERCENT_CHANGE))
      ctx.addIssue({ code: "custom", path: ["price_value"], message: `A change in percent must be between ${MIN_PERCENT_CHANGE} % and +${MAX_PERCENT_CHANGE} %` });
  });

export type StockBulkForm = z.output<typeof stockBulkSchema>;

/** The form's entries as the schema reads them: every ticked `ids` entry in a list. */
export function bulkFormInput(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const ids: string[] = [];
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    if (key === "ids") ids.push(value);
    else out[key] = value;
  }
  if (ids.length) out.ids = ids;
  return out;
}

/** The price change of a valid form (null when the action is not a price change). */
export function bulkPriceChange(form: StockBulkForm): PriceChange | null {
  if (form.bulk_action !== "price" || !form.price_mode) return null;
  const n = Number((form.price_value ?? "").replace(/[$,%\s]/g, ""));
  return form.price_mode === "amount" ? { mode: "amount", amount: n } : { mode: "percent", percent: n };
}
