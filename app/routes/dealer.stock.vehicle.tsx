import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/dealer.stock.vehicle";
import { VehiclePage } from "../console/components/vehicle-page-layout.tsx";
import { isStatusAction, parseVehicleId, runStatusAction, saveVehicleEdit, vehiclePageData } from "../console/stock-console.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Vehicle"} · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

const notFound = () => data({ reason: "not-found" as const }, { status: 404 });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "stock.read");
  const id = parseVehicleId(params.id);
  const page = id === null ? null : await vehiclePageData(getServices(context), user, id, new URL(request.url));
  if (!page) throw notFound();
  return page;
}

/** Saves the form, or runs one status action (`intent=status`); each answers with the page again (PRG). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaffAction(context, request, "stock.write");
  const id = parseVehicleId(params.id);
  if (id === null) throw notFound();
  const form = await request.formData();
  const services = getServices(context);
  if (form.get("intent") === "status") {
    const statusAction = form.get("status_action");
    if (!isStatusAction(statusAction)) throw data({ reason: "bad-request" as const }, { status: 400 });
    const done = await runStatusAction(services, user, id, statusAction);
    if (!done.ok) throw notFound();
    return redirect(`/dealer/stock/${id}?status=${statusAction}`);
  }
  const saved = await saveVehicleEdit(services, user, id, form);
  if (!saved.ok) {
    if (saved.status === 404) throw notFound();
    return data(saved, { status: saved.status });
  }
  return redirect(`/dealer/stock/${id}?notice=${saved.changed ? "saved" : "unchanged"}`);
}

export default function DealerStockVehicle({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = actionData && "fieldErrors" in actionData ? actionData : null;
  return <VehiclePage data={loaderData} failure={failure} pending={navigation.state === "submitting" && navigation.formData?.get("intent") !== "status"} />;
}
