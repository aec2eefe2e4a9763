/**
 * The console's marketing tags form (issue 16, /dealer/settings/tags, ADR 049): the dealer's GA4 measurement id, Tag
 * Manager container id and Meta pixel id. Each field is checked by the tenant document's own schema
 * (config.marketing_tags); the rest of the document is kept as it is.
 */

import { z } from "zod";
import { siteConfigSchema, type TenantDocument } from "../tenants/tenant-document.ts";
import { documentField } from "./document-fields.ts";

const tags = siteConfigSchema.shape.marketing_tags.unwrap().shape;

export const marketingTagsFormSchema = z.object({
  ga4_measurement_id: documentField(tags.ga4_measurement_id.unwrap(), "GA4 measurement ID", { as: "nullable" }),
  gtm_container_id: documentField(tags.gtm_container_id.unwrap(), "Tag Manager container ID", { as: "nullable" }),
  meta_pixel_id: documentField(tags.meta_pixel_id.unwrap(), "Meta pixel ID", { as: "nullable" }),
});
export type MarketingTagsForm = z.output<typeof marketingTagsFormSchema>;

export function marketingTagsToForm(doc: TenantDocument): Record<string, string> {
  const t = doc.config.marketing_tags;
  return { ga4_measurement_id: t.ga4_measurement_id ?? "", gtm_container_id: t.gtm_container_id ?? "", meta_pixel_id: t.meta_pixel_id ?? "" };
}

export function formToMarketingTags(doc: TenantDocument, form: MarketingTagsForm): TenantDocument {
  return { ...doc, config: { ...doc.config, marketing_tags: { ga4_measurement_id: form.ga4_measurement_id, gtm_container_id: form.gtm_container_id, meta_pixel_id: form.meta_pixel_id } } };
}

/** Where a problem of the whole-document check goes in the form (null: the form's alert). */
export function marketingTagsIssueField(path: readonly PropertyKey[]): string | null {
  if (path[0] !== "config" || path[1] !== "marketing_tags") return null;
  const key = path[2];
  return typeof key === "string" && key in marketingTagsFormSchema.shape ? key : null;
}
