import crypto from "node:crypto";
import { and, asc, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { apiKeys } from "../db/schema.ts";

/**
 * The one owner of the `api_keys` table (ADR 023, ADR 029): per-tenant API keys an owner creates in the console.
 * A key is `fck_` + 32 random bytes in base64url (43 characters). Only its SHA-256 is stored — the key has 256 bits of
 * entropy, so a slow hash would add nothing — with its first characters (`prefix`) so an owner can tell keys apart.
 * The raw key is returned once, by createApiKey, and never again.
 */
export const API_KEY_PREFIX = "fck_";
/** A well-formed key: checked before any hashing or query, so junk never reaches the database. */
export const API_KEY_PATTERN = /^fck_[A-Za-z0-9_-]{43}$/;
/** How many characters of a key the list shows (`fck_` and 8 more). */
const SHOWN_PREFIX_LENGTH = 12;
/** last_used_at is written at most this often per key, so a busy integration does not write on every call. */
export const LAST_USED_RESOLUTION_MS = 60_000;
export const API_KEY_NAME_MAX = 80;

export type ApiKey = {
  id: string;
  name: string;
  prefix: string;
  createdBy: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** Who a key is, once it has been checked: what the operator API and the audit log need. */
export type ApiKeyIdentity = { keyId: string; tenantId: number; name: string };

const hashKey = (raw: string) => crypto.createHash("sha256").update(raw).digest("hex");

const publicColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdBy: apiKeys.createdBy,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** A new key for the tenant. `raw` is the key itself: show it once and forget it; it cannot be read back. */
export async function createApiKey(db: Db, tenantId: number, name: string, createdBy: string | null, now = new Date()): Promise<{ key: ApiKey; raw: string }> {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > API_KEY_NAME_MAX) throw new RangeError(`An API key's name is 1 to ${API_KEY_NAME_MAX} characters.`);
  const raw = API_KEY_PREFIX + crypto.randomBytes(32).toString("base64url");
  const [key] = await db
    .insert(apiKeys)
    .values({ id: crypto.randomUUID(), tenantId, name: trimmed, prefix: raw.slice(0, SHOWN_PREFIX_LENGTH), keyHash: hashKey(raw), createdBy, createdAt: now })
    .returning(publicColumns);
  return { key: key!, raw };
}

/** The tenant's keys: active ones first (newest first), then revoked ones (most recently revoked first). */
export async function listApiKeys(db: Db, tenantId: number): Promise<ApiKey[]> {
  return db
    .select(publicColumns)
    .from(apiKeys)
    .where(eq(apiKeys.tenantId, tenantId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.revokedAt), desc(apiKeys.createdAt), asc(apiKeys.id));
}

/**
 * Revokes one of the tenant's keys: it stops working at once (the next call with it is 401). Returns the revoked key,
 * or null when the tenant has no such active key (unknown, another tenant's, or already revoked).
 */
export async function revokeApiKey(db: Db, tenantId: number, id: string, now = new Date()): Promise<ApiKey | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning(publicColumns);
  return row ?? null;
}

/**
 * The key's tenant, or null for a malformed, unknown or revoked key. Notes the use: last_used_at moves forward when it
 * is unset or older than a minute (a conditional update, so concurrent calls write it once).
 */
export async function tenantForApiKey(db: Db, raw: string, now = new Date()): Promise<ApiKeyIdentity | null> {
  if (!API_KEY_PATTERN.test(raw)) return null;
  const [row] = await db
    .select({ id: apiKeys.id, tenantId: apiKeys.tenantId, name: apiKeys.name, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashKey(raw)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  return { keyId: row.id, tenantId: row.tenantId, name: row.name };
}
