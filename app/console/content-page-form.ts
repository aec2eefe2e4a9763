/**
 * The console's content page form (issue 11, "content pages' text"): the text of /about-us, /privacy-policy and the
 * other pages of `config.content_pages`, checked by the document's own contentPageSchema. A page is the dealer's own
 * text, the built-in default (no entry), or switched off (`false`).
 */

import { z } from "zod";
import { contentPageSchema, type ContentPage, type TenantDocument } from "../tenants/tenant-document.ts";
import { documentField } from "./document-fields.ts";

const page = contentPageSchema.shape;
const cta = page.cta.unwrap().unwrap().shape;

export const contentPageFormSchema = z
  .object({
    title: documentField(page.title, "Title"),
    intro: documentField(page.intro.unwrap(), "Introduction", { as: "nullable" }),
    body: documentField(page.body, "Text"),
    cta_label: documentField(cta.label.nullable(), "Button text", { as: "nullable" }),
    cta_href: documentField(cta.href.nullable(), "Button link", { as: "nullable" }),
  })
  .superRefine((f, ctx) => {
    if (f.cta_label && !f.cta_href) ctx.addIssue({ code: "custom", path: ["cta_href"], message: "Enter where the button goes, or clear the button text" });
    if (f.cta_href && !f.cta_label) ctx.addIssue({ code: "custom", path: ["cta_label"], message: "Enter the button text, or clear the link" });
  });

export type ContentPageForm = z.output<typeof contentPageFormSchema>;

/** What a page's form does: save the text, go back to the built-in text, switch the page off or on again. */
export const CONTENT_PAGE_INTENTS = ["save", "reset", "off", "on"] as const;
export const contentPageIntentSchema = z.enum(CONTENT_PAGE_INTENTS).catch("save");

export type ContentPageState = "own" | "default" | "off";

export function contentPageState(doc: Pick<TenantDocument, "config">, slug: string): ContentPageState {
  const own = Object.hasOwn(doc.config.content_pages, slug) ? doc.config.content_pages[slug] : undefined;
  return own === false ? "off" : own ? "own" : "default";
}

export function contentPageToForm(p: ContentPage): Record<string, string> {
  return { title: p.title, intro: p.intro ?? "", body: p.body, cta_label: p.cta?.label ?? "", cta_href: p.cta?.href ?? "" };
}

export function formToContentPage(form: ContentPageForm): ContentPage {
  return { title: form.title, intro: form.intro, body: form.body, cta: form.cta_label && form.cta_href ? { label: form.cta_label, href: form.cta_href } : null };
}

/** The document with page `slug` set to the dealer's text, switched off (false) or back to the default (undefined). */
export function withContentPage(doc: TenantDocument, slug: string, value: ContentPage | false | undefined): TenantDocument {
  const { [slug]: _old, ...rest } = doc.config.content_pages;
  return { ...doc, config: { ...doc.config, content_pages: value === undefined ? rest : { ...rest, [slug]: value } } };
}

/** Where a problem the whole-document check found goes in the form. */
export function contentPageIssueField(path: readonly PropertyKey[], slug: string): string | null {
  if (path[0] !== "config" || path[1] !== "content_pages" || path[2] !== slug) return null;
  if (path[3] === "cta") return path[4] === "href" ? "cta_href" : "cta_label";
  return typeof path[3] === "string" && path[3] in contentPageFormSchema.shape ? path[3] : null;
}
