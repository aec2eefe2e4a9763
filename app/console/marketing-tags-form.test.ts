import { describe, expect, it } from "vitest";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { publicConfig, tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { checkDocument } from "./document-fields.ts";
import { formToMarketingTags, marketingTagsFormSchema, marketingTagsIssueField, marketingTagsToForm } from "./marketing-tags-form.ts";

const doc = tenantDocumentSchema.parse({ name: "Tag Motors", template: "classic" });
const post = (values: Record<string, string>) => parseFormSubmission(Object.entries(values), marketingTagsFormSchema);

describe("the marketing tags form", () => {
  it("starts with no tag", () => {
    expect(marketingTagsToForm(doc)).toEqual({ ga4_measurement_id: "", gtm_container_id: "", meta_pixel_id: "" });
  });

  it("saves the three ids into config.marketing_tags (upper-cased, trimmed), keeping the rest", () => {
    const parsed = post({ ga4_measurement_id: " g-abc123xyz9 ", gtm_container_id: "GTM-AB12CD3", meta_pixel_id: " 1234567890123456 " });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    const after = formToMarketingTags(doc, parsed.data);
    expect(after.config.marketing_tags).toEqual({ ga4_measurement_id: "G-ABC123XYZ9", gtm_container_id: "GTM-AB12CD3", meta_pixel_id: "1234567890123456" });
    expect({ ...after.config, marketing_tags: doc.config.marketing_tags }).toEqual(doc.config);
    expect(checkDocument(after, marketingTagsIssueField).ok).toBe(true);
    expect(marketingTagsToForm(after)).toEqual({ ga4_measurement_id: "G-ABC123XYZ9", gtm_container_id: "GTM-AB12CD3", meta_pixel_id: "1234567890123456" });
  });

  it("blank fields remove the tags", () => {
    const parsed = post({ ga4_measurement_id: "", gtm_container_id: "  ", meta_pixel_id: "" });
    expect(parsed.ok && formToMarketingTags(doc, parsed.data).config.marketing_tags).toEqual({ ga4_measurement_id: null, gtm_container_id: null, meta_pixel_id: null });
  });

  it("refuses ids that are not the vendors' formats, in the dealer's words", () => {
    const parsed = post({ ga4_measurement_id: "UA-12345-1", gtm_container_id: "GTM-AB12CD3; script-src *", meta_pixel_id: "fb-123" });
    expect(parsed.ok || parsed.fieldErrors).toEqual({
      ga4_measurement_id: "GA4 measurement ID must look like G-ABC123XYZ9",
      gtm_container_id: "Tag Manager container ID must look like GTM-AB12CD3",
      meta_pixel_id: "Meta pixel ID must be the pixel's number, digits only, e.g. 1234567890123456",
    });
  });

  it("the operator API's document refuses the same (a bad id never reaches a page or a CSP)", () => {
    const bad = tenantDocumentSchema.safeParse({ name: "T", template: "classic", config: { marketing_tags: { gtm_container_id: "GTM-X'; script-src *" } } });
    expect(bad.success).toBe(false);
    expect(tenantDocumentSchema.safeParse({ name: "T", template: "classic", config: { marketing_tags: { ga4_measurement_id: "G-" + "A".repeat(17) } } }).success).toBe(false);
    expect(tenantDocumentSchema.safeParse({ name: "T", template: "classic", config: { marketing_tags: { meta_pixel_id: "12345" } } }).success).toBe(false);
    expect(tenantDocumentSchema.safeParse({ name: "T", template: "classic", config: { marketing_tags: { other: "x" } } }).success).toBe(false);
  });

  it("the ids reach the browser (the banner and the tag loader read them): they are public anyway", () => {
    const withTags = tenantDocumentSchema.parse({ name: "T", template: "classic", config: { marketing_tags: { ga4_measurement_id: "G-TEST1234" } } });
    expect(publicConfig(withTags.config).marketing_tags.ga4_measurement_id).toBe("G-TEST1234");
  });
});
