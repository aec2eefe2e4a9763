import { describe, expect, it } from "vitest";
import { isCleanText, isValidHost, jsonProblem, pageBodyLimit } from "./request-guard.ts";

describe("the request guard's checks", () => {
  it.each(["bayside-ford.localhost:3000", "localhost", "dealer.example.com.au", "127.0.0.1:8080", "[::1]:3000", "Example.COM."])("takes the host %s", (h) => expect(isValidHost(h)).toBe(true));
  it.each(["a b", "..", "[::1", "exa%00mple.com", "x".repeat(300), "evil.example/path", "", "host:999999", "host:99999", "-bad.example", "a..b"])("refuses the host %j", (h) =>
    expect(isValidHost(h)).toBe(false),
  );
  it("refuses NUL and unpaired surrogates, keeps other text", () => {
    expect(isCleanText("Zoë Ñandú 😀 — ok")).toBe(true);
    expect(isCleanText("a\u0000b")).toBe(false);
    expect(isCleanText("a\ud800b")).toBe(false);
    expect(isCleanText("\udc00")).toBe(false);
  });
  it("finds bad text anywhere in JSON, keys included, and bounds the depth", () => {
    expect(jsonProblem({ a: [1, "x", { b: null }] })).toBeNull();
    expect(jsonProblem({ a: [{ b: "x\u0000" }] })).toMatch(/not allowed/);
    expect(jsonProblem({ ["k\ud800"]: 1 })).toMatch(/not allowed/);
    expect(jsonProblem(JSON.parse(`${"[".repeat(33)}${"]".repeat(33)}`))).toMatch(/nested/);
    expect(jsonProblem(JSON.parse(`${"[".repeat(32)}${"]".repeat(32)}`))).toBeNull();
  });
  it("sizes each route's body", () => {
    expect(pageBodyLimit("/sign-in")).toBe(4 * 1024);
    expect(pageBodyLimit("/sign-in.data")).toBe(4 * 1024);
    expect(pageBodyLimit("/api/watchlist/save-car")).toBe(4 * 1024);
    expect(pageBodyLimit("/cars/2022-toyota-corolla-1/view.json")).toBe(4 * 1024);
    expect(pageBodyLimit("/api/multi-search")).toBe(64 * 1024);
    expect(pageBodyLimit("/contact")).toBe(32 * 1024);
    expect(pageBodyLimit("/dealer/sign-in")).toBe(4 * 1024);
    expect(pageBodyLimit("/dealer/stock/12")).toBe(1024 * 1024);
    expect(pageBodyLimit("/dealer/stock/12/photos", "multipart/form-data; boundary=x")).toBe(100 * 1024 * 1024);
    expect(pageBodyLimit("/contact", "multipart/form-data; boundary=x")).toBe(32 * 1024);
  });
});
