import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useRef, useState } from "react";
import type { FormFailure } from "../../lib/form-submission.ts";
import { imageUrl } from "../../media/image-url.ts";
import { Alert } from "../../ui/alert.tsx";
import { Field } from "../../ui/field.tsx";
import { CheckboxField, SelectField, SubmitButton, TextField, ValidatedForm, fieldId, useFormContext } from "../../ui/form.tsx";
import { Input } from "../../ui/input.tsx";
import { formValidator } from "../document-fields.ts";
import { CARDS_PER_ROW_OPTIONS, PHONE_REVEAL_OPTIONS, normaliseColour, settingsFormSchema, themeColourWarning } from "../settings-form.ts";
import { ConsolePage } from "./console-page.tsx";
import { FormSection } from "./form-section.tsx";
import { ImageUploadField } from "./image-upload-field.tsx";
import { SettingsNav } from "./settings-nav.tsx";

export type SiteSettingsData = { values: Record<string, string>; templateColour: string; templateLabel: string; saved: boolean; warning: string | null };

const validate = formValidator(settingsFormSchema);

/**
 * The theme colour: a text field (#rrggbb; blank for the template's), a swatch, the browser's colour picker once
 * JavaScript runs, and a warning while white text on the colour would be hard to read.
 */
function ThemeColourField({ templateColour, templateLabel }: { templateColour: string; templateLabel: string }) {
  const ctx = useFormContext();
  const id = fieldId(ctx.formId, "theme_colour");
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(ctx.value("theme_colour") ?? "");
  const colour = normaliseColour(value);
  const valid = typeof colour === "string" && /^#[0-9a-f]{6}$/.test(colour);
  const shown = valid ? colour : templateColour;
  const warning = ctx.hydrated ? themeColourWarning(value) : null;
  return (
    <div>
      <Field id={id} label="Theme colour" showRequired hint={`Buttons, links and headings, as #rrggbb (e.g. #0b4ea2). Leave it blank for the ${templateLabel} template's colour (${templateColour}).`} error={ctx.error("theme_colour")}>
        <div className="flex items-center gap-3">
          {ctx.hydrated ? (
            <input
              type="color"
              value={shown}
              aria-label="Pick the theme colour"
              title="Pick a colour"
              className="size-11 shrink-0 cursor-pointer appearance-none rounded-theme border-0 bg-transparent p-0 ring-1 ring-black/15 [&::-webkit-color-swatch]:rounded-theme [&::-webkit-color-swatch]:border-0 [&::-webkit-color-swatch-wrapper]:p-0"
              onChange={(e) => {
                if (input.current) input.current.value = e.currentTarget.value;
                setValue(e.currentTarget.value);
              }}
              data-testid="theme-colour-swatch"
            />
          ) : (
            <span aria-hidden="true" className="size-11 shrink-0 rounded-theme ring-1 ring-black/15" style={{ background: shown }} data-testid="theme-colour-swatch" />
          )}
          <Input
            ref={input}
            name="theme_colour"
            defaultValue={ctx.value("theme_colour") ?? ""}
            placeholder={templateColour}
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
            className="max-w-40 font-mono"
            onChange={(e) => setValue(e.currentTarget.value)}
            onBlur={() => ctx.touched("theme_colour")}
          />
        </div>
      </Field>
      {warning && (
        <p role="status" className="mt-2 flex items-start gap-2 text-sm font-medium text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {warning}
        </p>
      )}
    </div>
  );
}

function LogoField({ failure, values }: { failure: FormFailure | null; values: Record<string, string> }) {
  const logo = failure?.values.logo ?? values.logo ?? "";
  return (
    <ImageUploadField
      name="logo"
      label="Logo"
      current={logo}
      previewSrc={logo ? imageUrl(logo, { width: 480 }) : null}
      previewClassName="h-16 w-auto max-w-56 bg-white object-contain p-1"
      removeLabel="Remove the logo (show the name instead)"
      hint="PNG with a transparent background works best; JPEG and WebP too, up to 20 MB. Shown 48 pixels high in the header and footer."
    />
  );
}

/** /dealer/settings: the website's everyday switches in one form. */
export function SiteSettingsScreen({ data, failure, pending }: { data: SiteSettingsData; failure: FormFailure | null; pending: boolean }) {
  return (
    <ConsolePage title="Settings" description="Your website's everyday switches. Changes show on the website as soon as you save.">
      <SettingsNav current="general" />
      {data.saved && !failure && (
        <Alert tone="success" className="mb-6 flex items-center gap-2">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" /> Settings saved. Your website shows them now.
        </Alert>
      )}
      {data.warning && !failure && (
        <Alert tone="warning" className="mb-6">
          {data.warning}
        </Alert>
      )}
      <ValidatedForm id="settings" encType="multipart/form-data" validate={validate} failure={failure} defaults={data.values} pending={pending} className="max-w-3xl" bodyClassName="space-y-6">
        <FormSection title="Your dealership">
          <TextField name="name" label="Dealer name" required maxLength={120} hint="In the header, the footer, page titles and emails." />
          <TextField name="tagline" label="Tagline" required maxLength={160} hint="A short line under your name, e.g. “Family owned since 1987”." />
        </FormSection>

        <FormSection title="Look">
          <ThemeColourField templateColour={data.templateColour} templateLabel={data.templateLabel} />
          <LogoField failure={failure} values={data.values} />
          <SelectField name="cards_per_row" label="Vehicles per row in search results" options={CARDS_PER_ROW_OPTIONS} placeholder={null} required className="max-w-xs" hint="On wide screens; phones always show one." />
        </FormSection>

        <FormSection title="Enquiries">
          <SelectField name="phone_reveal" label="Phone number on vehicle pages" options={PHONE_REVEAL_OPTIONS} placeholder={null} required className="max-w-md" hint="Hidden until tapped counts how many shoppers ask for it (Phone reveals)." />
          <TextField name="enquire_button_text" label="Enquiry button text" required maxLength={40} className="max-w-md" hint="On vehicle pages and offers, e.g. Enquire Now." />
          <CheckboxField name="consent_required" label="Ask shoppers to agree to be contacted on every enquiry form" />
        </FormSection>

        <FormSection title="Online reserve" description="Shoppers pay a deposit to hold a vehicle for a while; you see the hold under Reservations.">
          <CheckboxField name="checkout_enabled" label="Let shoppers reserve vehicles online" />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="deposit" label="Deposit" required inputMode="decimal" prefix="$" hint="Taken when a shopper reserves." />
            <TextField name="hold_hours" label="Hold time" required inputMode="numeric" suffix="hours" hint="How long a reserved vehicle is held (1 to 720)." />
          </div>
        </FormSection>

        <FormSection title="Response times" description="How fast leads should be answered, and who answers them. The target counts only while the lead's location is open.">
          <TextField name="response_target" label="Response target" required inputMode="numeric" suffix="minutes" className="max-w-xs" hint="A new lead not contacted within this many minutes of opening hours is flagged overdue (1 to 1440)." />
          <CheckboxField name="auto_assign" label="Give each new lead to the next salesperson in turn (they get an email, and a text message if they ask for one on their account page)" />
          <TextField name="reassign_after" label="Hand an unanswered lead to the next salesperson after" inputMode="numeric" suffix="minutes" className="max-w-xs" hint="Leave blank to never hand leads on (5 to 1440). A lead still New and untouched goes round the team once at most." />
        </FormSection>

        <FormSection title="Search engines" description="Search engines and link previews name one address for each page: your sitemap, canonical links and listings data all use it.">
          <TextField
            name="canonical_host"
            label="Address for search engines"
            maxLength={253}
            className="max-w-md"
            hint="Your site's main address without https://, e.g. www.example.com.au. Leave blank to use the first address your site is set up with."
          />
        </FormSection>

        <SubmitButton pending={pending} pendingText="Saving…" size="lg">
          Save settings
        </SubmitButton>
      </ValidatedForm>
    </ConsolePage>
  );
}
