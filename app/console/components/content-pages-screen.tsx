import { CheckCircle2, ExternalLink, RotateCcw, EyeOff } from "lucide-react";
import { Form, Link } from "react-router";
import type { FormFailure } from "../../lib/form-submission.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge, type BadgeStyle } from "../../ui/badge.tsx";
import { Button, ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { SubmitButton, TextAreaField, TextField, ValidatedForm } from "../../ui/form.tsx";
import type { ContentPageState } from "../content-page-form.ts";
import { contentPageFormSchema } from "../content-page-form.ts";
import { formValidator } from "../document-fields.ts";
import { ConsolePage } from "./console-page.tsx";
import { FormSection } from "./form-section.tsx";
import { SettingsNav } from "./settings-nav.tsx";

const STATE_TONES: Record<ContentPageState, BadgeStyle["tone"]> = { own: "success", default: "soft", off: "neutral" };

export type ContentPageRow = { slug: string; title: string; state: ContentPageState; stateLabel: string; publicPath: string | null };

const DESCRIPTION = "Your website's everyday switches. Changes show on the website as soon as you save.";

/** /dealer/settings/pages: About Us, the privacy policy and the other content pages, with whose text each shows. */
export function ContentPagesScreen({ pages, saved }: { pages: ContentPageRow[]; saved: string | null }) {
  return (
    <ConsolePage title="Settings" description={DESCRIPTION}>
      <SettingsNav current="pages" />
      {saved && (
        <Alert tone="success" className="mb-6 flex items-center gap-2">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" /> The page /{saved} is saved. Your website shows it now.
        </Alert>
      )}
      <p className="mb-4 max-w-2xl text-sm text-muted">
        Every site has these pages. Until you write your own, each shows a built-in text written from your dealership's details; you can also switch a page off.
      </p>
      <Card asChild padding="none">
        <ul className="divide-y divide-black/5">
          {pages.map((p) => (
            <li key={p.slug} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5">
              <div className="min-w-0 flex-1">
                <Link to={`/dealer/settings/pages/${p.slug}`} className="font-semibold hover:text-brand hover:underline">
                  {p.title}
                </Link>
                <p className="text-sm text-muted">/{p.slug}</p>
              </div>
              <Badge tone={STATE_TONES[p.state]}>{p.stateLabel}</Badge>
              {p.publicPath && (
                <a href={p.publicPath} className="hidden items-center gap-1 text-sm font-semibold text-brand hover:underline sm:inline-flex">
                  View <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </ConsolePage>
  );
}

export type ContentPageData = { page: { slug: string; state: ContentPageState; stateLabel: string; builtIn: boolean; publicPath: string | null }; values: Record<string, string> };

const validate = formValidator(contentPageFormSchema);

/** /dealer/settings/pages/{slug}: the page's text, or back to the built-in text, or switched off. */
export function ContentPageEditor({ data, failure, pending }: { data: ContentPageData; failure: FormFailure | null; pending: boolean }) {
  const { page } = data;
  return (
    <ConsolePage
      title={`Page /${page.slug}`}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <Badge tone={STATE_TONES[page.state]}>{page.stateLabel}</Badge>
          {page.state === "default" && <span>This is the built-in text. Saving makes it your own.</span>}
          {page.state === "off" && <span>This page is switched off (shoppers get “page not found”). Saving the text switches it on.</span>}
        </span>
      }
      actions={
        page.publicPath ? (
          <ButtonAnchor href={page.publicPath} variant="secondary">
            View on website <ExternalLink aria-hidden="true" className="size-4" />
          </ButtonAnchor>
        ) : undefined
      }
    >
      <SettingsNav current="pages" />
      <ValidatedForm id="content-page" validate={validate} failure={failure} defaults={data.values} pending={pending} className="max-w-3xl" bodyClassName="space-y-6">
        <FormSection title="Text">
          <TextField name="title" label="Title" required maxLength={120} />
          <TextField name="intro" label="Introduction" maxLength={400} hint="One or two sentences under the title." />
          <TextAreaField
            name="body"
            label="Text"
            required
            rows={16}
            maxLength={50000}
            hint="Plain text. A blank line starts a new paragraph, a line starting “## ” is a sub-heading and lines starting “- ” make a list."
          />
        </FormSection>
        <FormSection title="Button under the text" description="Optional, e.g. “Contact us” to /contact.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="cta_label" label="Button text" maxLength={60} />
            <TextField name="cta_href" label="Button link" maxLength={500} hint="A path such as /contact, or a full https:// address." />
          </div>
        </FormSection>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={pending} pendingText="Saving…" size="lg" name="intent" value="save">
            Save page
          </SubmitButton>
          <ButtonLink to="/dealer/settings/pages" variant="ghost" size="lg">
            Cancel
          </ButtonLink>
        </div>
      </ValidatedForm>
      {(page.state !== "off" || (page.builtIn && page.state === "off")) && (
        <Card padding="lg" className="mt-8 max-w-3xl space-y-4">
          <h2 className="text-lg font-bold">Other changes</h2>
          <div className="flex flex-wrap gap-3">
            {page.builtIn && page.state !== "default" && (
              <Form method="post">
                <Button type="submit" name="intent" value="reset" variant="secondary">
                  <RotateCcw aria-hidden="true" className="size-4" /> {page.state === "off" ? "Switch on with the built-in text" : "Go back to the built-in text"}
                </Button>
              </Form>
            )}
            {page.state !== "off" && (
              <Form method="post">
                <Button type="submit" name="intent" value="off" variant="secondary">
                  <EyeOff aria-hidden="true" className="size-4" /> Switch this page off
                </Button>
              </Form>
            )}
          </div>
          {page.state === "own" && page.builtIn && <p className="text-sm text-muted">Going back to the built-in text or switching the page off drops your text.</p>}
        </Card>
      )}
    </ConsolePage>
  );
}
