import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from "./passwords.server.ts";

describe("staff password hashing", () => {
  it("stores a self-describing scrypt string at OWASP's parameters, with a new salt each time", async () => {
    const [a, b] = await Promise.all([hashPassword("correct horse battery"), hashPassword("correct horse battery")]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(a.split("$")[4]).not.toBe(b.split("$")[4]);
    expect(SCRYPT_PARAMS).toMatchObject({ N: 2 ** 17, r: 8, p: 1, keyLength: 32, saltLength: 16 });
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("returns false, without throwing, for a missing or malformed stored hash", async () => {
    for (const stored of [null, undefined, "", "bcrypt$xyz", "scrypt$131072$8$1$c2FsdA==", "scrypt$100$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", "scrypt$1073741824$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="]) {
      expect(await verifyPassword("anything at all", stored)).toBe(false);
    }
  });

  it("asks for a re-hash when the stored parameters are not today's", async () => {
    const current = await hashPassword("correct horse battery");
    expect(needsRehash(current)).toBe(false);
    const older = await hashPassword("correct horse battery", { N: 2 ** 14, r: 8, p: 1 });
    expect(older.startsWith("scrypt$16384$8$1$")).toBe(true);
    expect(await verifyPassword("correct horse battery", older)).toBe(true);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash("not a hash")).toBe(true);
  });
});
