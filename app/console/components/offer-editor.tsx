import { ExternalLink, Eye, Trash2 } from "lucide-react";
import { useEffect } from "react";
import type { FormFailure } from "../../lib/form-submission.ts";
import { imageUrl } from "../../media/image-url.ts";
import { OfferGridCard, SingleOfferCard } from "../../offers/components/offer-card.tsx";
import type { OfferCard } from "../../offers/offers.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button, ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import { ConfirmAction, ConfirmPanel } from "./confirm-action.tsx";
import { Card } from "../../ui/card.tsx";
import { CheckboxField, SubmitButton, TextAreaField, TextField, ValidatedForm } from "../../ui/form.tsx";
import { formValidator } from "../document-fields.ts";
import { OFFER_CATEGORIES, offerFormSchema, type OfferStatus } from "../offer-form.ts";
import { ConsolePage } from "./console-page.tsx";
import { FormSection } from "./form-section.tsx";
import { ImageUploadField } from "./image-upload-field.tsx";
import { STATUS_TONES } from "./offers-screen.tsx";
import { ShopperPreview } from "./shopper-preview.tsx";

export type OfferEditorData = {
  offer: { id: string; name: string; status: OfferStatus | null; statusLabel: string | null; publicPath: string | null } | null;
  values: Record<string, string>;
  preview: { card: OfferCard; enquireText: string; headingCase: "normal" | "uppercase" } | null;
  othersShowing: number;
  /** Without JavaScript, Delete asks on the page itself (?confirm=delete). */
  confirmDelete: boolean;
};

const validate = formValidator(offerFormSchema);

function Preview({ preview, alone }: { preview: OfferEditorData["preview"]; alone: boolean }) {
  if (!preview)
    return (
      <Card padding="lg" elevation="inset" className="text-sm text-muted">
        <p className="font-semibold text-ink">Preview</p>
        <p className="mt-1">Fill in the offer and press Preview to see it as shoppers will, before you save it.</p>
      </Card>
    );
  return (
    <div className="space-y-6">
      <ShopperPreview label="In the Special Offers list" headingCase={preview.headingCase}>
        <div className="mx-auto max-w-sm">
          <OfferGridCard offer={preview.card} enquireText={preview.enquireText} eager />
        </div>
      </ShopperPreview>
      {alone && (
        <ShopperPreview label="While it is the only offer showing, the page shows it wide" headingCase={preview.headingCase}>
          <SingleOfferCard offer={preview.card} />
        </ShopperPreview>
      )}
    </div>
  );
}

/** Delete, asked first: a dialog with JavaScript, the same question on the page (`?confirm=delete`) without. */
function DeleteOffer({ id, name, confirming }: { id: string; name: string; confirming: boolean }) {
  const copy = {
    title: `Delete “${name}”?`,
    description: "It goes from your website and from the offers list, and cannot be brought back. To take it off the website for a while, hide it instead.",
    confirmLabel: "Delete offer",
    fields: { intent: "delete" },
  };
  if (confirming) return <ConfirmPanel copy={copy} cancelHref={`/dealer/offers/${id}`} />;
  return (
    <Card padding="lg" className="mt-8 flex flex-wrap items-center justify-between gap-3 p-5">
      <p className="flex items-center gap-2 text-sm text-muted">
        <Trash2 aria-hidden="true" className="size-4 shrink-0" /> No longer needed? Deleting removes the offer for good.
      </p>
      <ConfirmAction label="Delete this offer" copy={copy} fallbackHref={`/dealer/offers/${id}?confirm=delete`} />
    </Card>
  );
}

/** /dealer/offers/new and /dealer/offers/{id}: the offer's form beside a preview drawn by the public offer cards. */
export function OfferEditor({ data, failure, previewed, pending }: { data: OfferEditorData; failure: FormFailure | null; previewed: { preview: NonNullable<OfferEditorData["preview"]>; values: Record<string, string> } | null; pending: boolean }) {
  const { offer } = data;
  const values = previewed?.values ?? data.values;
  const image = failure?.values.image ?? values.image ?? "";
  const preview = previewed?.preview ?? data.preview;
  // On a phone the preview sits below the form: after Preview, bring it into view.
  useEffect(() => {
    if (previewed && !window.matchMedia("(min-width: 80rem)").matches) document.getElementById("offer-preview")?.scrollIntoView({ block: "start" });
  }, [previewed]);
  return (
    <ConsolePage
      title={offer ? offer.name : "New offer"}
      description={
        offer ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            {offer.status && <Badge tone={STATUS_TONES[offer.status]}>{offer.statusLabel}</Badge>}
            <span>Changes show on your website as soon as you save.</span>
          </span>
        ) : (
          "A special offer or promo card for your website's Special Offers page."
        )
      }
      actions={
        offer?.publicPath ? (
          <ButtonAnchor href={offer.publicPath} variant="secondary">
            View on website <ExternalLink aria-hidden="true" className="size-4" />
          </ButtonAnchor>
        ) : undefined
      }
    >
      <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          {offer && data.confirmDelete && <DeleteOffer id={offer.id} name={offer.name} confirming />}
        <ValidatedForm id="offer" encType="multipart/form-data" validate={validate} failure={failure} defaults={values} pending={pending} bodyClassName="space-y-6">
          <FormSection title="The offer">
            <TextField name="name" label="Offer name" required maxLength={120} hint="The card's heading, e.g. “Ranger XLT: $2,000 factory bonus”." />
            {!offer && <TextField name="id" label="Web address" maxLength={60} className="max-w-md" hint="The offer's page is /offers/{web address}: lower-case letters, digits and hyphens. Leave it blank to make one from the name." />}
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="category" label="Label" required list="offer-categories" maxLength={60} hint="Shown on the picture: Special offer, Finance offer, …" />
              <TextField name="manufacturer" label="Make" maxLength={60} hint="For a vehicle offer, e.g. Ford." />
            </div>
            <datalist id="offer-categories">
              {OFFER_CATEGORIES.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <TextAreaField name="description" label="Description" rows={5} maxLength={4000} hint="Plain text; a blank line starts a new paragraph. Past about 200 characters the card shows the start and a View more link." />
            <TextAreaField name="disclaimer" label="Disclaimer" rows={3} maxLength={4000} hint="The fine print under the offer." />
          </FormSection>

          <FormSection title="Picture" description="Shown at 3:2 on the card, e.g. 1500 × 1000 pixels.">
            <ImageUploadField name="image" label="Picture" hideLabel current={image} previewSrc={image ? imageUrl(image, { width: 320, height: 213 }) : null} removeLabel="Remove this picture" hint="JPEG, PNG or WebP, up to 20 MB. Location data in photos is removed." />
          </FormSection>

          <FormSection title="When it shows" description="Both days count, by your dealership's clock. Leave a date blank for no start or no end.">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="start" label="Start date" type="date" />
              <TextField name="expiry" label="Expiry date" type="date" />
            </div>
            <CheckboxField name="hidden" label="Hide from the website (keep it here to use later)" />
          </FormSection>

          <FormSection title="Explore button" description="An optional button to the model's page, e.g. Explore Ranger.">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="model_name" label="Model name" maxLength={60} />
              <TextField name="model_slug" label="Model page" maxLength={63} hint="The page at /{model page}; blank: made from the name." />
            </div>
            <TextField name="model_url" label="Explore link" maxLength={500} hint="Instead of the model page: a path on your site or a full https:// address." />
          </FormSection>

          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton pending={pending} pendingText="Saving…" size="lg" name="intent" value="save">
              Save offer
            </SubmitButton>
            <Button type="submit" name="intent" value="preview" variant="secondary" size="lg">
              <Eye aria-hidden="true" className="size-4" /> Preview
            </Button>
            <ButtonLink to="/dealer/offers" variant="ghost" size="lg">
              Cancel
            </ButtonLink>
          </div>
        </ValidatedForm>
        {offer && !data.confirmDelete && <DeleteOffer id={offer.id} name={offer.name} confirming={false} />}
        </div>
        <aside id="offer-preview" aria-label="Preview" className="scroll-mt-20 xl:sticky xl:top-8">
          <Preview preview={preview} alone={data.othersShowing === 0} />
        </aside>
      </div>
    </ConsolePage>
  );
}
