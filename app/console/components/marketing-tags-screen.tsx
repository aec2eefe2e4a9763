import { CheckCircle2 } from "lucide-react";
import type { FormFailure } from "../../lib/form-submission.ts";
import { Alert } from "../../ui/alert.tsx";
import { SubmitButton, TextField, ValidatedForm } from "../../ui/form.tsx";
import { formValidator } from "../document-fields.ts";
import { marketingTagsFormSchema } from "../marketing-tags-form.ts";
import { ConsolePage } from "./console-page.tsx";
import { FormSection } from "./form-section.tsx";
import { SettingsNav } from "./settings-nav.tsx";

export type MarketingTagsData = { values: Record<string, string>; saved: boolean };

const validate = formValidator(marketingTagsFormSchema);

/** /dealer/settings/tags: the dealer's GA4, Tag Manager and Meta pixel ids; they load only after a shopper consents. */
export function MarketingTagsScreen({ data, failure, pending }: { data: MarketingTagsData; failure: FormFailure | null; pending: boolean }) {
  return (
    <ConsolePage title="Settings" description="Your website's everyday switches. Changes show on the website as soon as you save.">
      <SettingsNav current="tags" />
      {data.saved && !failure && (
        <Alert tone="success" className="mb-6 flex max-w-3xl items-center gap-2">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" /> Marketing tags saved.
        </Alert>
      )}
      {/* Keyed by the saved values: after a save the fields show the ids as stored (upper-cased, trimmed). */}
      <ValidatedForm key={JSON.stringify(data.values)} id="marketing-tags" validate={validate} failure={failure} defaults={data.values} pending={pending} className="max-w-3xl" bodyClassName="space-y-6">
        <FormSection
          title="Marketing tags"
          description="Your own Google Analytics, Google Tag Manager and Meta (Facebook) pixel. With any of them set, shoppers see a cookie banner: nothing loads until they agree, and a shopper who refuses, or whose browser sends Global Privacy Control, is never tracked by them. Leave a field blank to remove that tag. Your console analytics are counted by Forecourt itself and never depend on this."
        >
          <TextField name="ga4_measurement_id" label="GA4 measurement ID" autoComplete="off" spellCheck={false} maxLength={40} placeholder="G-XXXXXXXXXX" className="max-w-sm" hint="In Google Analytics: Admin › Data streams › your website. Counts as analytics." />
          <TextField name="gtm_container_id" label="Tag Manager container ID" autoComplete="off" spellCheck={false} maxLength={40} placeholder="GTM-XXXXXXX" className="max-w-sm" hint="At the top of your Tag Manager workspace. A container can fire advertising tags, so it counts as marketing." />
          <TextField name="meta_pixel_id" label="Meta pixel ID" autoComplete="off" spellCheck={false} inputMode="numeric" maxLength={40} placeholder="1234567890123456" className="max-w-sm" hint="In Meta Events Manager: the number under your pixel's name. Counts as marketing." />
        </FormSection>
        <SubmitButton pending={pending} pendingText="Saving…" size="lg">
          Save marketing tags
        </SubmitButton>
      </ValidatedForm>
    </ConsolePage>
  );
}
