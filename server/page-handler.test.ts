import { describe, expect, it } from "vitest";
import { matchesEtag, pageEtag } from "./page-handler.ts";

describe("If-None-Match", () => {
  it("matches the ETag in a list, weak or strong, or *", () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag("*", '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe("page ETag", () => {
  const page = (nonce: string, body: string) => Buffer.from(`<script nonce="${nonce}">a</script>${body}<script nonce="${nonce}">b</script>`);
  it("is the same for the same page under different nonces, and differs when the page does", () => {
    const a = pageEtag(page("n0nceA==", "price 10"), "n0nceA==");
    expect(pageEtag(page("OtherNonce+/", "price 10"), "OtherNonce+/")).toBe(a);
    expect(pageEtag(page("n0nceA==", "price 11"), "n0nceA==")).not.toBe(a);
    expect(a).toMatch(/^"[\w-]+"$/);
  });
  it("hashes the whole body when there is no nonce", () => {
    expect(pageEtag(Buffer.from("x"), undefined)).not.toBe(pageEtag(Buffer.from("y"), undefined));
  });
});
