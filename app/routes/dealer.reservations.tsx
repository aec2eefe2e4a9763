import type { Route } from "./+types/dealer.reservations";
import { ReservationsScreen } from "../console/components/reservations-screen.tsx";
import { reservationsAction, reservationsPageData } from "../console/reservations-data.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

/** Reservations: current holds with the shopper's mobile; owners and managers release a hold. */
export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Reservations · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "reservations.read");
  return reservationsPageData(getServices(context).database.db, user, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaffAction(context, request, "reservations.write");
  return reservationsAction(getServices(context), user, await request.formData());
}

export default function DealerReservations({ loaderData, actionData }: Route.ComponentProps) {
  return <ReservationsScreen page={loaderData} result={actionData} />;
}
