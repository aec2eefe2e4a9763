import { describe, expect, it } from "vitest";
import { DEFAULT_STOCK_IMPORT_SETTINGS } from "../tenants/tenant-document.ts";
import { importDecisionSchema, importSettingsSchema, importUploadSchema, settingsFormDefaults, settingsFromForm } from "./stock-import-forms.ts";

describe("the stock import page's forms", () => {
  it("saves the tenant's own column names over the preset, blank ones left to it", () => {
    const form = importSettingsSchema.parse({
      intent: "settings",
      preset: "generic",
      features_separator: ";",
      photos_separator: " | ",
      removal_guard_percent: "45",
      keep_price: "on",
      col_stocknum: " Yard Ref ",
      col_vin: "",
    });
    const saved = settingsFromForm(form, { ...DEFAULT_STOCK_IMPORT_SETTINGS, location_codes: { BNE: 10 } });
    expect(saved).toEqual({
      preset: "generic",
      mapping: { stocknum: "Yard Ref" },
      features_separator: ";",
      photos_separator: "|",
      removal_guard_percent: 45,
      keep_console: { price: true },
      location_codes: { BNE: 10 },
    });
    expect(settingsFormDefaults(saved)).toMatchObject({ preset: "generic", col_stocknum: "Yard Ref", col_vin: "", removal_guard_percent: "45", keep_price: "on" });
  });

  it("refuses a guard outside 1–100, a blank separator and an unknown column set", () => {
    const r = importSettingsSchema.safeParse({ intent: "settings", preset: "excel", features_separator: " ", photos_separator: "|", removal_guard_percent: "0" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(["features_separator", "preset", "removal_guard_percent"]);
  });

  it("reads the upload's column choice and a decision's import id", () => {
    expect(importUploadSchema.safeParse({ intent: "upload", mapping: "au_dms" }).success).toBe(true);
    expect(importUploadSchema.safeParse({ intent: "upload", mapping: "mine" }).success).toBe(false);
    expect(importDecisionSchema.parse({ intent: "confirm", id: "12" })).toEqual({ intent: "confirm", id: 12 });
    expect(importDecisionSchema.safeParse({ intent: "confirm", id: "12; drop" }).success).toBe(false);
  });
});
