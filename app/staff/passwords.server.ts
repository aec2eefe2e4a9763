import crypto from "node:crypto";
import { promisify } from "node:util";

/**
 * Staff password hashing (ADR 027): scrypt from node:crypto at OWASP's parameters (N=2^17, r=8, p=1), a 16-byte
 * random salt and a 32-byte key. The stored string describes itself — `scrypt$N$r$p$salt$hash` (salt and hash in
 * base64) — so the parameters can change later: `needsRehash` tells the sign-in to re-hash with the current ones.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

type Params = { N: number; r: number; p: number };

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/** scrypt needs 128·N·r·p bytes; node's default cap (32 MiB) is below OWASP's 128 MiB, so allow that plus headroom. */
const maxmem = ({ N, r, p }: Params) => 128 * N * r * p + 32 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: Params, keyLength: number): Promise<Buffer> {
  return scrypt(password.normalize("NFC"), salt, keyLength, { N: params.N, r: params.r, p: params.p, maxmem: maxmem(params) });
}

export async function hashPassword(password: string, params: Params = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(SCRYPT_PARAMS.saltLength);
  const hash = await derive(password, salt, params, SCRYPT_PARAMS.keyLength);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

type Parsed = Params & { salt: Buffer; hash: Buffer };

/** Bounds on what a stored string may ask for, so a corrupted row cannot make the server allocate gigabytes. */
function parse(stored: string): Parsed | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map((s) => (/^\d{1,10}$/.test(s) ? Number(s) : NaN)) as [number, number, number];
  if (!(N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0) || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16)) return null;
  const salt = Buffer.from(parts[4]!, "base64");
  const hash = Buffer.from(parts[5]!, "base64");
  if (salt.length < 16 || hash.length < 16 || hash.length > 64) return null;
  return { N, r, p, salt, hash };
}

/**
 * True when `password` matches `stored`. Compared with timingSafeEqual. A missing or malformed stored value still
 * spends one hash at the current parameters (against a random salt) and returns false, so the answer takes as long as
 * for a real account.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    const dummy = await derive(password, crypto.randomBytes(SCRYPT_PARAMS.saltLength), SCRYPT_PARAMS, SCRYPT_PARAMS.keyLength);
    crypto.timingSafeEqual(dummy, Buffer.alloc(dummy.length));
    return false;
  }
  const candidate = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return crypto.timingSafeEqual(candidate, parsed.hash);
}

/** True when `stored` was made with other parameters than today's (or cannot be read): hash again after a sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  return (
    parsed.N !== SCRYPT_PARAMS.N ||
    parsed.r !== SCRYPT_PARAMS.r ||
    parsed.p !== SCRYPT_PARAMS.p ||
    parsed.hash.length !== SCRYPT_PARAMS.keyLength ||
    parsed.salt.length !== SCRYPT_PARAMS.saltLength
  );
}
