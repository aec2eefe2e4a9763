import { ArrowLeft, ExternalLink, Images } from "lucide-react";
import { Link } from "react-router";
import type { FormFailure } from "../../lib/form-submission.ts";
import { Alert } from "../../ui/alert.tsx";
import { ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import type { VehiclePageData } from "../stock-console.server.ts";
import { ConsolePage } from "./console-page.tsx";
import { VehicleThumb } from "./stock-table.tsx";
import { QualityPanel, StatusPanel, VehicleDetails, VehicleForm } from "./vehicle-editor.tsx";

/** /dealer/stock/:id: the form (or the details, read-only), with the status, listing quality and photos beside it. */
export function VehiclePage({ data, failure, pending }: { data: VehiclePageData; failure: FormFailure | null; pending: boolean }) {
  const v = data.vehicle;
  return (
    <ConsolePage
      title={data.title}
      description={[v.stocknum ? `Stock ${v.stocknum}` : null, `ID ${v.id}`].filter(Boolean).join(" · ")}
      className="max-w-7xl"
      actions={
        <>
          <ButtonLink to="/dealer/stock" variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" /> All stock
          </ButtonLink>
          {data.publicHref && (
            <ButtonAnchor href={data.publicHref} variant="secondary">
              <ExternalLink aria-hidden="true" className="size-4" /> View on website
            </ButtonAnchor>
          )}
        </>
      }
    >
      {data.notice && !failure && (
        <Alert tone="success" className="mb-6">
          {data.notice}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {data.canWrite ? (
            <VehicleForm key={`${v.id}-${v.updated_at ?? ""}`} id="vehicle" defaults={data.defaults} failure={failure} choices={data.choices} submitLabel="Save changes" pending={pending} />
          ) : (
            <VehicleDetails vehicle={v} locationName={data.locationName} />
          )}
        </div>
        <aside className="order-first space-y-6 lg:order-none lg:sticky lg:top-6" aria-label="Status and listing quality">
          <StatusPanel status={v.status} published={v.show_on_dealer_website} actions={data.actions} soldAt={data.soldAt} />
          <QualityPanel quality={data.quality} />
          {data.feed && (
            <Card padding="lg">
              <h2 className="text-lg font-bold">From the stock feed</h2>
              <p className="mt-1 text-sm text-muted">The next import overwrites these fields with the feed's values:</p>
              <p className="mt-2 text-sm">{data.feed.owned.join(", ") || "none"}</p>
              {data.feed.edited.length > 0 && (
                <>
                  <p className="mt-3 text-sm text-muted">Changed here, so kept over the feed:</p>
                  <p className="mt-1 text-sm">{data.feed.edited.join(", ")}</p>
                </>
              )}
              {v.status_original && <p className="mt-3 text-sm text-muted">The feed's status “{v.status_original}” is not one of ours: it is stored as On hold (not in stock).</p>}
              <Link to="/dealer/stock/import" className="mt-3 inline-block text-sm font-semibold text-brand hover:underline">
                Stock imports
              </Link>
            </Card>
          )}
          <Card padding="lg">
            <h2 className="text-lg font-bold">Photos</h2>
            <div className="mt-3 flex items-center gap-3">
              <VehicleThumb src={v.images[0]?.url ?? null} className="w-24" />
              <p className="text-sm text-muted">
                {v.images.length === 1 ? "1 photo" : `${v.images.length} photos`}
                {v.spin_images.length > 0 ? ` · 360° spin of ${v.spin_images.length} frames` : ""}
              </p>
            </div>
            <ButtonLink to={`/dealer/stock/${v.id}/photos`} variant="secondary" block className="mt-4">
              <Images aria-hidden="true" className="size-4" /> {data.canWrite ? "Manage photos" : "See photos"}
            </ButtonLink>
          </Card>
        </aside>
      </div>
    </ConsolePage>
  );
}
