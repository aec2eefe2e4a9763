import { z } from "zod";
import { FEED_FIELDS, FEED_PRESETS, type FeedField, type StockImportSettings } from "../tenants/tenant-document.ts";

/** The stock import page's forms (ADR 025: one schema per form for the browser and the server; ADR 042). */

export const MAPPING_CHOICES = ["saved", ...FEED_PRESETS] as const;

export const importUploadSchema = z.object({ intent: z.literal("upload"), mapping: z.enum(MAPPING_CHOICES, "Choose how the columns are read") });

const importId = z.string().regex(/^[1-9]\d{0,15}$/, "That import no longer exists.").transform(Number);
export const importDecisionSchema = z.object({ intent: z.enum(["confirm", "discard"]), id: importId });

/** The form field of each feed field's own column name. */
export const columnFieldName = (field: FeedField) => `col_${field}`;

const separator = z.string().trim().min(1, "Enter the separator, e.g. |").max(3, "Use at most 3 characters");
const columnName = z.string().trim().max(80, "Use at most 80 characters");

export const importSettingsSchema = z.object({
  intent: z.literal("settings"),
  preset: z.enum(FEED_PRESETS, "Choose a column set"),
  features_separator: separator,
  photos_separator: separator,
  removal_guard_percent: z.coerce.number("Enter a whole number from 1 to 100").int("Enter a whole number from 1 to 100").min(1, "Enter a whole number from 1 to 100").max(100, "Enter a whole number from 1 to 100"),
  keep_price: z.literal("on").optional(),
  ...Object.fromEntries(FEED_FIELDS.map((f) => [columnFieldName(f), columnName.optional()])),
});
export type ImportSettingsForm = z.output<typeof importSettingsSchema>;

/** The saved settings from the form: blank column names fall back to the preset's. */
export function settingsFromForm(form: ImportSettingsForm, current: StockImportSettings): StockImportSettings {
  const values = form as unknown as Record<string, string | undefined>;
  const mapping: StockImportSettings["mapping"] = {};
  for (const f of FEED_FIELDS) {
    const v = values[columnFieldName(f)]?.trim();
    if (v) mapping[f] = v;
  }
  return {
    ...current,
    preset: form.preset,
    mapping,
    features_separator: form.features_separator,
    photos_separator: form.photos_separator,
    removal_guard_percent: form.removal_guard_percent,
    keep_console: { price: form.keep_price === "on" },
  };
}

/** The settings as the form's starting values. */
export function settingsFormDefaults(s: StockImportSettings): Record<string, string> {
  return {
    preset: s.preset,
    features_separator: s.features_separator,
    photos_separator: s.photos_separator,
    removal_guard_percent: String(s.removal_guard_percent),
    ...(s.keep_console.price ? { keep_price: "on" } : {}),
    ...Object.fromEntries(FEED_FIELDS.map((f) => [columnFieldName(f), s.mapping[f] ?? ""])),
  };
}
