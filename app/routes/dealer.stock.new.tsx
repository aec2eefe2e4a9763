import { redirect, data, useNavigation } from "react-router";
import type { Route } from "./+types/dealer.stock.new";
import { ConsolePage } from "../console/components/console-page.tsx";
import { VehicleForm } from "../console/components/vehicle-editor.tsx";
import { addVehicle, newVehiclePageData } from "../console/stock-console.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";
import { ButtonLink } from "../ui/button.tsx";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Add a vehicle · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "stock.write");
  return newVehiclePageData(user);
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaffAction(context, request, "stock.write");
  const added = await addVehicle(getServices(context), user, await request.formData());
  if (!added.ok) return data(added, { status: added.status });
  return redirect(`/dealer/stock/${added.vehicle.id}?notice=created`);
}

export default function DealerStockNew({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <ConsolePage
      title="Add a vehicle"
      description="A vehicle entered by hand gets the next free ID; photos can be added once it is saved."
      actions={
        <ButtonLink to="/dealer/stock" variant="secondary">
          Cancel
        </ButtonLink>
      }
    >
      <VehicleForm id="vehicle" defaults={loaderData.defaults} failure={actionData ?? null} choices={loaderData.choices} submitLabel="Add vehicle" pending={navigation.state === "submitting"} />
    </ConsolePage>
  );
}
