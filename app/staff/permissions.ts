import type { StaffRole } from "./staff-store.server.ts";

/**
 * What each console role may do (issue 11). Every console loader and action names the permission it needs and the
 * server refuses the rest with 403 (`requireStaff` in console-session.server.ts); the navigation shows only what the
 * role can open. One table, so the rule is read in one place and tested in one place.
 */
export const PERMISSIONS = [
  "stock.read",
  "stock.write",
  "offers.write",
  "settings.write",
  "leads.read",
  "leads.read.all",
  "reservations.read",
  "reservations.write",
  "staff.manage",
  "keys.manage",
  "activity.read",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: ["stock.read", "stock.write", "offers.write", "settings.write", "leads.read", "leads.read.all", "reservations.read", "reservations.write"],
  // Sales staff see stock (read-only) and the leads assigned to them or to no one.
  sales: ["stock.read", "leads.read"],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export const ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", manager: "Manager", sales: "Sales" };
