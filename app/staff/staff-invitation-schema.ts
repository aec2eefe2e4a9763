import { z } from "zod";

/** An invitation, from the operator API (JSON) or the console's staff page (a form): one schema for both. */
export const staffInvitationSchema = z.object({
  email: z.string().trim().min(1, "Enter an email address.").max(254, "That email address is too long.").email("Enter an email address like name@example.com."),
  name: z.string().trim().min(1, "Enter the person's name.").max(120, "Use at most 120 characters."),
  role: z.enum(["owner", "manager", "sales"], { error: "Choose owner, manager or sales." }),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
