import { CalendarCheck2, Clock3, Lock } from "./icons.ts";
import { Link } from "react-router";
import { Alert } from "../../ui/alert.tsx";
import type { VehicleReservationView } from "../vehicle-page-data.server.ts";
import { reserveHref } from "../vehicle-links.ts";
import type { VehiclePageData } from "../vehicle-page-data.server.ts";

/**
 * The car's reservation where the Reserve Online button would be (ADR 037): Reserved to everyone while a deposit holds
 * it; the holder's own hold and its end; a payment of this shopper's that waits for their card's check, to resume or
 * start again. Plain links: it works without JavaScript.
 */
export function ReservationStatus({ reservation, data, className }: { reservation: VehicleReservationView; data: Pick<VehiclePageData, "vehicle" | "config">; className?: string }) {
  if (reservation.kind === "mine") {
    return (
      <Alert tone="success" className={`flex gap-3 p-4 text-emerald-950 ${className ?? ""}`}>
        <CalendarCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-bold">You've reserved this car</p>
          <p className="mt-1 text-sm">It's held for you until {reservation.holdUntil}.</p>
          <Link to={reservation.href} className="mt-2 inline-block text-sm font-semibold underline">
            See your reservation
          </Link>
        </div>
      </Alert>
    );
  }
  if (reservation.kind === "my-payment") {
    const restart = reserveHref(data.vehicle, data.config);
    return (
      <Alert tone="warning" role="status" className={`flex gap-3 p-4 ${className ?? ""}`}>
        <Clock3 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-bold">Your deposit payment isn't finished</p>
          <p className="mt-1 text-sm">It's waiting for your card's security check. You have not been charged.</p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
            <Link to={reservation.resumeHref} className="underline">
              Continue the security check
            </Link>
            {restart && (
              <Link to={restart} className="underline">
                Start again
              </Link>
            )}
          </p>
        </div>
      </Alert>
    );
  }
  return (
    <Alert tone="warning" role="status" className={`flex gap-3 p-4 ${className ?? ""}`}>
      <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">This car is reserved</p>
        <p className="mt-1 text-sm">Another shopper has paid a deposit to hold this car. Enquire and we'll let you know if it becomes available again.</p>
      </div>
    </Alert>
  );
}
