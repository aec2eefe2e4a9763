import { CarFront, Clock } from "lucide-react";
import { Link } from "react-router";
import type { FormFailure } from "../../lib/form-submission.ts";
import { telHref } from "../../lib/phone.ts";
import { imageUrl } from "../../media/image-url.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import type { HoldRow } from "../reservations-data.server.ts";
import { ConsolePage } from "./console-page.tsx";
import { ConfirmAction, ConfirmPanel, type ConfirmCopy } from "./confirm-action.tsx";

export type ReservationsScreenData = { holds: HoldRow[]; canRelease: boolean; confirming: HoldRow | null; checkoutOn: boolean; holdHours: number };
export type ReservationsActionData = FormFailure | { ok: true; notice: string };

const carName = (hold: HoldRow) => hold.vehicle?.title ?? "A vehicle no longer in stock";

const releaseCopy = (hold: HoldRow): ConfirmCopy => ({
  title: `Release the hold on the ${carName(hold)}?`,
  description: (
    <>
      The car can be reserved again on the website straight away. The shopper's deposit ({hold.deposit}) is not refunded by this: refund it
      through your payment provider if you agreed to.
    </>
  ),
  confirmLabel: "Release hold",
  fields: { id: hold.id },
});

function Thumb({ hold }: { hold: HoldRow }) {
  const src = hold.vehicle?.image;
  return (
    <div className="grid aspect-[3/2] w-24 shrink-0 place-items-center self-start overflow-hidden rounded-theme bg-page sm:w-32">
      {src ? <img src={imageUrl(src, { width: 160, height: 107 })} alt="" width={160} height={107} loading="lazy" className="size-full object-cover" /> : <CarFront aria-hidden="true" className="size-8 text-muted" />}
    </div>
  );
}

function HoldItem({ hold, canRelease }: { hold: HoldRow; canRelease: boolean }) {
  return (
    <li className="grid gap-4 px-5 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="flex min-w-0 gap-4">
        <Thumb hold={hold} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            {hold.vehicle ? (
              <Link to={hold.vehicle.href} className="font-semibold hover:underline">
                {hold.vehicle.title}
              </Link>
            ) : (
              <span className="font-semibold">{carName(hold)}</span>
            )}
            <Badge tone={hold.status === "held" ? "success" : "soft"}>{hold.status === "held" ? "Held" : "Paying now"}</Badge>
          </p>
          {hold.vehicle?.stockNumber && <p className="text-sm text-muted">Stock no. {hold.vehicle.stockNumber}</p>}
          <dl className="mt-1.5 grid gap-x-5 gap-y-0.5 text-sm sm:grid-cols-2 [&>div]:flex [&>div]:flex-wrap [&>div]:gap-x-1 [&_dd]:whitespace-nowrap">
            <div>
              <dt className="text-muted">Shopper</dt>
              <dd>{hold.phone ? <a href={telHref(hold.phone.raw)} className="font-semibold text-brand hover:underline">{hold.phone.shown}</a> : "—"}</dd>
            </div>
            <div>
              <dt className="text-muted">Deposit</dt>
              <dd className="font-semibold">{hold.deposit}</dd>
            </div>
            <div>
              <dt className="text-muted">{hold.status === "held" ? "Held until" : "Started"}</dt>
              <dd>{hold.status === "held" ? hold.holdUntil : hold.reserved}</dd>
            </div>
            {hold.status === "held" && (
              <div>
                <dt className="text-muted">Reserved</dt>
                <dd>{hold.reserved}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
      {canRelease && <ConfirmAction label="Release hold" accessibleLabel={`Release hold: ${carName(hold)}`} copy={releaseCopy(hold)} fallbackHref={`?release=${hold.id}`} />}
    </li>
  );
}

export function ReservationsScreen({ page, result }: { page: ReservationsScreenData; result: ReservationsActionData | undefined }) {
  return (
    <ConsolePage title="Reservations" description={`Cars a shopper has reserved online with a deposit. A hold lasts ${page.holdHours} hours, then the car is free again.`}>
      {result?.ok && (
        <Alert tone="success" className="mb-6">
          {result.notice}
        </Alert>
      )}
      {result && !result.ok && (
        <Alert tone="error" className="mb-6">
          {result.error}
        </Alert>
      )}
      {page.confirming && <ConfirmPanel copy={releaseCopy(page.confirming)} cancelHref="/dealer/reservations" />}
      {page.holds.length ? (
        <Card padding="none">
          <h2 className="sr-only">Current holds</h2>
          <ul className="divide-y divide-black/5">
            {page.holds.map((hold) => (
              <HoldItem key={hold.id} hold={hold} canRelease={page.canRelease} />
            ))}
          </ul>
        </Card>
      ) : (
        <EmptyState icon={Clock} title="No cars are on hold" size="sm">
          {page.checkoutOn
            ? "When a shopper reserves a car with a deposit, it shows here until the hold ends or you release it."
            : "Online reservations are switched off for this site. An owner or manager can switch them on in Settings."}
        </EmptyState>
      )}
    </ConsolePage>
  );
}
