import crypto from "node:crypto";

/**
 * One-click unsubscribe links (issue 16, ADR 048): `{kind}{id without dashes}.{HMAC-SHA256(secret, "alert-unsubscribe:v1:"
 * kind:id), 128 bits, base64url}`. `s` names a saved search, `w` a watched car's alerts. No sign-in is needed: the
 * signature is the permission, and it never expires (a link in an old message must still stop the messages). Checked
 * in constant time.
 */
export type UnsubscribeTarget = { kind: "search" | "watch"; id: string };

const PREFIX = { search: "s", watch: "w" } as const;
const TOKEN = /^([sw])([0-9a-f]{32})\.([A-Za-z0-9_-]{22})$/;

function mac(secret: Buffer, kind: string, id: string): string {
  return crypto.createHmac("sha256", secret).update(`alert-unsubscribe:v1:${kind}:${id}`).digest("base64url").slice(0, 22);
}

const compact = (uuid: string) => uuid.replace(/-/g, "").toLowerCase();
const expand = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export function signUnsubscribe(secret: Buffer, target: UnsubscribeTarget): string {
  const kind = PREFIX[target.kind];
  const id = compact(target.id);
  return `${kind}${id}.${mac(secret, kind, id)}`;
}

/** The target a token names, or null when it is malformed or its signature is not ours. */
export function verifyUnsubscribe(secret: Buffer, token: string): UnsubscribeTarget | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, kind, id, sig] = m;
  const want = Buffer.from(mac(secret, kind, id));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) return null;
  return { kind: kind === "s" ? "search" : "watch", id: expand(id) };
}
