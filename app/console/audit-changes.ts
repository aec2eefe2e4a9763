/**
 * The Activity page's "before → after": an audit entry's before and after (small objects holding only what changed,
 * ADR 029 and the console contract) as one readable line per field. Pure, so it is tested with worked examples.
 */
export type AuditChange = { field: string; before: string | null; after: string | null };

const MAX_VALUE_LENGTH = 140;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** `sold_date_timestamp` → "Sold date timestamp", `showOnDealerWebsite` → "Show on dealer website". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** One value as text: null when there is none; Yes/No for switches; lists and objects as short JSON. */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  let text: string;
  if (typeof value === "boolean") text = value ? "Yes" : "No";
  else if (typeof value === "number") text = Number.isInteger(value) ? value.toLocaleString("en-AU") : String(value);
  else if (typeof value === "string") text = value;
  else if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) text = value.join(", ");
  else text = JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/**
 * The fields of an entry in a stable order (before's keys, then keys only after has), leaving out fields whose values
 * are equal. A value that is not an object (a count, a status) is one line named "Value".
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (before == null && after == null) return [];
  if (!isRecord(before ?? {}) || !isRecord(after ?? {})) {
    const b = auditValue(before);
    const a = auditValue(after);
    return b === a ? [] : [{ field: "Value", before: b, after: a }];
  }
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.flatMap((key) => {
    const from = auditValue(b[key]);
    const to = auditValue(a[key]);
    if (from === to && JSON.stringify(b[key]) === JSON.stringify(a[key])) return [];
    return [{ field: fieldLabel(key), before: from, after: to }];
  });
}

/** An audit action in the dealer's words ("vehicle.update" → "Edited a vehicle"); an unknown one as it is. */
const ACTION_LABELS: Record<string, string> = {
  "vehicle.create": "Added a vehicle",
  "vehicle.update": "Edited a vehicle",
  "vehicle.status": "Changed a vehicle's status",
  "vehicle.bulk": "Changed several vehicles",
  "vehicle.delete": "Deleted a vehicle",
  "photos.upload": "Uploaded photos",
  "photos.reorder": "Reordered photos",
  "photos.delete": "Deleted a photo",
  "photos.restore": "Put back a deleted photo",
  "offer.create": "Created an offer",
  "offer.update": "Edited an offer",
  "offer.delete": "Deleted an offer",
  "settings.update": "Changed site settings",
  "stock_feed.pull": "Asked for a stock feed pull",
  "staff.invite": "Invited a staff member",
  "staff.resend": "Resent an invitation",
  "staff.update": "Changed a role",
  "staff.disable": "Disabled a staff member",
  "staff.enable": "Enabled a staff member",
  "staff.password": "Changed a password",
  "key.create": "Created an API key",
  "key.revoke": "Revoked an API key",
  "reservation.release": "Released a reservation",
  "lead.status": "Moved a lead",
  "lead.assign": "Assigned a lead",
  "lead.note": "Added a note to a lead",
  "leads.export": "Downloaded leads",
  "stock.replace": "Replaced all stock",
  "stock.upsert": "Sent a stock batch",
  "lead.resend": "Re-sent a lead",
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** A staff actor is stored as "Name <email>": the two parts, to show the name and the address apart. */
export function splitActorName(actorName: string): { name: string; detail: string | null } {
  const m = /^(.*\S)\s*<([^<>]+)>$/.exec(actorName);
  return m ? { name: m[1]!, detail: m[2]! } : { name: actorName, detail: null };
}
