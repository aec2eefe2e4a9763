import type { Permission } from "../staff/permissions.ts";

/** The console's sections, in the navigation's order; each shows only to a role with its permission. */
export type ConsoleNavItem = { href: string; label: string; permission: Permission | null; icon: string };

export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { href: "/dealer", label: "Overview", permission: null, icon: "home" },
  { href: "/dealer/stock", label: "Stock", permission: "stock.read", icon: "car" },
  { href: "/dealer/stock/quality", label: "Listing quality", permission: "stock.read", icon: "gauge" },
  { href: "/dealer/leads", label: "Leads", permission: "leads.read", icon: "inbox" },
  { href: "/dealer/offers", label: "Offers", permission: "offers.write", icon: "tag" },
  { href: "/dealer/reservations", label: "Reservations", permission: "reservations.read", icon: "clock" },
  { href: "/dealer/analytics", label: "Analytics", permission: "leads.read.all", icon: "chart" },
  { href: "/dealer/settings", label: "Settings", permission: "settings.write", icon: "settings" },
  { href: "/dealer/feeds", label: "Listing feeds", permission: "settings.write", icon: "rss" },
  { href: "/dealer/staff", label: "Staff", permission: "staff.manage", icon: "users" },
  { href: "/dealer/keys", label: "API keys", permission: "keys.manage", icon: "key" },
  { href: "/dealer/activity", label: "Activity", permission: "activity.read", icon: "history" },
  { href: "/dealer/account", label: "Your account", permission: null, icon: "user" },
];

export function navFor(can: (permission: Permission) => boolean): ConsoleNavItem[] {
  return CONSOLE_NAV.filter((item) => item.permission === null || can(item.permission));
}

/** The nav entry a path belongs to: the longest href that is the path or a parent of it. */
export function currentNavHref(items: readonly ConsoleNavItem[], pathname: string): string | null {
  let best: string | null = null;
  for (const { href } of items) if ((pathname === href || pathname.startsWith(`${href}/`)) && (!best || href.length > best.length)) best = href;
  return best;
}
