import { data } from "react-router";
import type { Db } from "../db/client.server.ts";
import { formFailure, parseFormSubmission } from "../lib/form-submission.ts";
import { isUuid } from "../lib/ids.ts";
import { shortDateTimeIn } from "../lib/time-zones.ts";
import { createApiKey, listApiKeys, revokeApiKey, type ApiKey } from "../staff/api-keys.server.ts";
import { recordAudit } from "../staff/audit-log.server.ts";
import type { ConsoleUser } from "../staff/console-session.server.ts";
import { dealerTimeZone } from "../tenants/dealer-clock.ts";
import { createKeySchema, rowIdSchema } from "./key-forms.ts";

/**
 * The API keys page (/dealer/keys, owners: keys.manage): the tenant's keys with their times in the dealer's time zone,
 * and its two actions. A new key is in the action's answer only — shown once, never stored anywhere readable (ADR 029).
 */
export const MAX_ACTIVE_KEYS = 25;

export type KeyRow = { id: string; name: string; prefix: string; created: string; lastUsed: string | null; revoked: string | null };

const subjectOf = (key: Pick<ApiKey, "name" | "prefix">) => `API key “${key.name}” (${key.prefix}…)`;

export async function keysPageData(db: Db, user: ConsoleUser, url: URL) {
  const zone = dealerTimeZone(user.tenant);
  const keys: KeyRow[] = (await listApiKeys(db, user.tenant.id)).map((k) => ({
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    created: shortDateTimeIn(k.createdAt, zone),
    lastUsed: k.lastUsedAt ? shortDateTimeIn(k.lastUsedAt, zone) : null,
    revoked: k.revokedAt ? shortDateTimeIn(k.revokedAt, zone) : null,
  }));
  // ?revoke=<id>: the confirmation without JavaScript.
  const revoking = url.searchParams.get("revoke");
  const confirming = isUuid(revoking) ? (keys.find((k) => k.id === revoking && !k.revoked) ?? null) : null;
  return { dealerName: user.tenant.name, slug: user.tenant.slug, keys, confirming };
}

export async function keysAction(db: Db, user: ConsoleUser, form: FormData) {
  const intent = form.get("_intent");
  if (intent === "create") {
    const checked = parseFormSubmission(form, createKeySchema);
    if (!checked.ok) return data(checked, { status: 400 });
    const active = (await listApiKeys(db, user.tenant.id)).filter((k) => !k.revokedAt);
    if (active.some((k) => k.name.toLowerCase() === checked.data.name.toLowerCase()))
      return data(formFailure(form, "Please fix the following errors:", { fieldErrors: { name: "A key with this name already exists. Choose another name." } }), { status: 409 });
    if (active.length >= MAX_ACTIVE_KEYS) return data(formFailure(form, `You have ${MAX_ACTIVE_KEYS} keys already. Revoke one you no longer use first.`, { status: 409 }), { status: 409 });
    const { key, raw } = await createApiKey(db, user.tenant.id, checked.data.name, user.staff.id);
    await recordAudit(db, user.tenant.id, user.actor, { action: "key.create", subject: subjectOf(key), after: { name: key.name, prefix: key.prefix } });
    return { ok: true as const, created: { id: key.id, name: key.name, key: raw } };
  }
  if (intent === "revoke") {
    const checked = parseFormSubmission(form, rowIdSchema);
    const revoked = checked.ok ? await revokeApiKey(db, user.tenant.id, checked.data.id) : null;
    if (!revoked) return data(formFailure(null, "That key is already revoked or no longer exists.", { status: 404 }), { status: 404 });
    await recordAudit(db, user.tenant.id, user.actor, { action: "key.revoke", subject: subjectOf(revoked), before: { status: "active" }, after: { status: "revoked" } });
    return { ok: true as const, revoked: { name: revoked.name } };
  }
  return data(formFailure(null, "That action isn't known here.", { status: 400 }), { status: 400 });
}
