import { describe, expect, it } from "vitest";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { checkDocument } from "./document-fields.ts";
import { contentPageFormSchema, contentPageIssueField, contentPageState, contentPageToForm, formToContentPage, withContentPage } from "./content-page-form.ts";

const doc = () => tenantDocumentSchema.parse({ name: "Sunshine Auto", template: "classic", config: { content_pages: { fleet: false, "about-us": { title: "About", body: "Hello" } } } });
const post = (values: Record<string, string>) => parseFormSubmission(Object.entries(values), contentPageFormSchema);

describe("content page form ↔ document", () => {
  it("knows whether a page is the dealer's own, the default or switched off", () => {
    expect(contentPageState(doc(), "about-us")).toBe("own");
    expect(contentPageState(doc(), "fleet")).toBe("off");
    expect(contentPageState(doc(), "warranty")).toBe("default");
    expect(contentPageState(doc(), "constructor")).toBe("default");
  });

  it("round-trips a page and saves, resets and switches off by slug", () => {
    const d = doc();
    const about = d.config.content_pages["about-us"];
    if (!about) throw new Error("no page");
    const form = post(contentPageToForm(about));
    if (!form.ok) throw new Error(JSON.stringify(form.fieldErrors));
    expect(formToContentPage(form.data)).toEqual(about);
    const withCta = post({ title: "Warranty", intro: "", body: "## Cover\n- 5 years", cta_label: "Ask us", cta_href: "/contact" });
    if (!withCta.ok) throw new Error("refused");
    const saved = withContentPage(d, "warranty", formToContentPage(withCta.data));
    expect(saved.config.content_pages.warranty).toEqual({ title: "Warranty", intro: null, body: "## Cover\n- 5 years", cta: { label: "Ask us", href: "/contact" } });
    expect(checkDocument(saved, (p) => contentPageIssueField(p, "warranty")).ok).toBe(true);
    expect(Object.keys(withContentPage(saved, "fleet", undefined).config.content_pages)).toEqual(["about-us", "warranty"]);
    expect(withContentPage(saved, "about-us", false).config.content_pages["about-us"]).toBe(false);
  });

  it("refuses an empty text, a button without its link and a link that could run script", () => {
    const form = post({ title: " ", intro: "", body: "", cta_label: "", cta_href: "javascript:alert(1)" });
    expect(!form.ok && form.fieldErrors).toEqual({ title: "Enter the title", body: "Enter the text", cta_href: "Button link must be a path starting with / or an http(s):// URL" });
    const half = post({ title: "T", intro: "", body: "B", cta_label: "Go", cta_href: "" });
    expect(!half.ok && half.fieldErrors).toEqual({ cta_href: "Enter where the button goes, or clear the button text" });
  });
});
