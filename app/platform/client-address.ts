import { isIP, isIPv4 } from "node:net";

/**
 * Who is asking: the client address that rate limits and logs use, and which proxies may tell us it.
 * Pure functions; the server sets Express's `trust proxy` from TRUST_PROXY and reads `req.ip`.
 */

/** What Express's `trust proxy` is given: nothing trusted, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

const PRESETS = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length || !address || !isIP(address)) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (isIPv4(address) ? 32 : 128);
}

/**
 * TRUST_PROXY as Express takes it. Unset, empty, `false` or `0`: trust no proxy (X-Forwarded-* ignored).
 * A whole number 1–10: that many proxies in front (each appends to X-Forwarded-For). Otherwise a comma list
 * of addresses, CIDR ranges and `loopback`, `linklocal`, `uniquelocal`. `true` (trust anyone) is refused:
 * with it any client could name its own address.
 */
export function parseTrustProxy(raw: string | undefined): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const text = (raw ?? "").trim();
  if (text === "" || text === "false" || text === "0") return { ok: true, value: false };
  if (text === "true") return { ok: false, message: "true would let every client choose its own address; name the proxies (e.g. loopback or 10.0.0.0/8) or give a hop count" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? { ok: true, value: hops } : { ok: false, message: "a hop count must be 1 to 10" };
  }
  const entries = text.split(",").map((e) => e.trim().toLowerCase());
  const bad = entries.filter((e) => !PRESETS.has(e) && !isAddressOrRange(e));
  if (bad.length) return { ok: false, message: `not an address, CIDR range, loopback, linklocal or uniquelocal: ${bad.map((b) => JSON.stringify(b)).join(", ")}` };
  return { ok: true, value: entries };
}

/** Expands an IPv6 address to its eight 16-bit groups (null if it is not one). */
function ipv6Groups(address: string): number[] | null {
  let text = address.split("%")[0]!;
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two groups.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -quad[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail].map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
  return groups.some(Number.isNaN) ? null : groups;
}

/**
 * The key a per-address limit counts under. IPv4 (also written IPv4-mapped, ::ffff:1.2.3.4) is the
 * address itself; IPv6 is its /64, because one subscriber is routinely given a whole /64 and could
 * otherwise take a fresh address for every request. Anything else is kept as given.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIP(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/**
 * The client's address: Express's `req.ip` (the socket's peer, or the nearest address in
 * X-Forwarded-For that is not a trusted proxy). When a trusted proxy sent something that is not an
 * address there, the request counts under the proxy's own address rather than under that text.
 */
export function clientAddress(ip: string | undefined, socketAddress: string | undefined): string {
  if (ip && isIP(ip)) return ip;
  return socketAddress ?? "unknown";
}
