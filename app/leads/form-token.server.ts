import crypto from "node:crypto";

/**
 * Lead form tokens: every lead form a page renders carries one (hidden field `_form_token`; JSON
 * posts may send it as `form_token`). It says "this site served a page to someone at this time", signed
 * so it cannot be made up: `{issued at, base 36}.{nonce}.{HMAC-SHA256 over tenant, issue time and nonce}`.
 * A form sent back sooner than `minAgeMs` after that (a script posting as soon as it has the page) or
 * later than `maxAgeMs` (a token harvested long ago) does not pass; nor one signed for another site.
 */

export type FormTokenCheck = { ok: true; id: string } | { ok: false; reason: "missing" | "invalid" | "too-fast" | "expired" };

/** A shopper's tab can stay open through an afternoon; a harvested token should not last longer. */
export const FORM_TOKEN_MAX_AGE_MS = 6 * 60 * 60 * 1000;

export class FormTokens {
  private secret: Buffer;
  readonly minAgeMs: number;
  readonly maxAgeMs: number;
  private now: () => number;

  constructor(secret: string | Buffer, options: { minAgeMs: number; maxAgeMs?: number; now?: () => number }) {
    this.secret = typeof secret === "string" ? Buffer.from(secret) : secret;
    this.minAgeMs = options.minAgeMs;
    this.maxAgeMs = options.maxAgeMs ?? FORM_TOKEN_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  private sign(tenantId: number, issuedAt: number, nonce: string): string {
    return crypto.createHmac("sha256", this.secret).update(`lead-form:v1:${tenantId}:${issuedAt}:${nonce}`).digest("base64url").slice(0, 32);
  }

  issue(tenantId: number): string {
    const issuedAt = this.now();
    const nonce = crypto.randomBytes(9).toString("base64url");
    return `${issuedAt.toString(36)}.${nonce}.${this.sign(tenantId, issuedAt, nonce)}`;
  }

  /** Whether a token sent back with a lead of this tenant passes; `id` names the token (for counting its uses). */
  check(token: unknown, tenantId: number): FormTokenCheck {
    if (token === undefined || token === null || token === "") return { ok: false, reason: "missing" };
    if (typeof token !== "string" || token.length > 100) return { ok: false, reason: "invalid" };
    const m = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{32})$/.exec(token);
    if (!m) return { ok: false, reason: "invalid" };
    const issuedAt = parseInt(m[1]!, 36);
    const expected = Buffer.from(this.sign(tenantId, issuedAt, m[2]!));
    if (!crypto.timingSafeEqual(expected, Buffer.from(m[3]!))) return { ok: false, reason: "invalid" };
    const age = this.now() - issuedAt;
    if (age < this.minAgeMs) return { ok: false, reason: "too-fast" };
    if (age > this.maxAgeMs) return { ok: false, reason: "expired" };
    return { ok: true, id: m[2]! };
  }
}
