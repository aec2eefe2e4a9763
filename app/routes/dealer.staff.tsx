import type { Route } from "./+types/dealer.staff";
import { StaffScreen } from "../console/components/staff-screen.tsx";
import { staffAction, staffPageData } from "../console/staff-admin.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

/** Staff (owners): invite, change roles, disable and enable, resend invitations; the tenant always keeps an owner. */
export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Staff · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "staff.manage");
  return staffPageData(getServices(context), user);
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaffAction(context, request, "staff.manage");
  return staffAction(getServices(context), user, request, await request.formData());
}

export default function DealerStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffScreen people={loaderData.people} result={actionData} />;
}
