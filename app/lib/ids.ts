/** A UUID as PostgreSQL's uuid type stores it (8-4-4-4-12 hex digits). Anything else is refused before a query sees it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
