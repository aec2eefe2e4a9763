/** Who made a change, as the Activity page filters it (?actor=…); the audit log's actor kind behind each. */
export const ACTOR_FILTERS = [
  { value: "all", label: "Everyone", kind: undefined },
  { value: "staff", label: "Staff", kind: "staff" },
  { value: "keys", label: "API keys", kind: "api_key" },
  { value: "operator", label: "Platform operator", kind: "operator" },
] as const;
export type ActorFilter = (typeof ACTOR_FILTERS)[number]["value"];

/** The address of one page of one filter ("all" and page 1 are left out). */
export function activityHref(filter: ActorFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("actor", filter);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/dealer/activity${query ? `?${query}` : ""}`;
}
