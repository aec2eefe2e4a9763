import { z } from "zod";
import { isUuid } from "../lib/ids.ts";

/** The staff page's row forms (the invitation form's schema is staffInvitationSchema, shared with the operator API). */
export const changeRoleSchema = z.object({
  id: z.string().refine(isUuid, "That person is no longer on the staff list."),
  role: z.enum(["owner", "manager", "sales"], { error: "Choose owner, manager or sales." }),
});

/** What each role may do, in the dealer's words (the table behind it is app/staff/permissions.ts). */
export const ROLE_SUMMARIES = {
  owner: "Everything, including staff, API keys and the activity log.",
  manager: "Stock, photos, offers, settings, reservations and every lead.",
  sales: "Leads assigned to them or to no one; stock to look at, not change.",
} as const;
