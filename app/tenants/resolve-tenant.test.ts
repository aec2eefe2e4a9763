import { describe, expect, it } from "vitest";
import { normalizeHost, resolveTenant } from "./resolve-tenant.ts";

const custom = new Map([["www.baysideford.com.au", "bayside-ford"]]);
const lookup = (h: string) => custom.get(h);

describe("resolveTenant", () => {
  it("treats bare localhost and 127.0.0.1 as the platform directory, with or without a port", () => {
    expect(resolveTenant("localhost:3000", lookup)).toEqual({ kind: "platform" });
    expect(resolveTenant("127.0.0.1", lookup)).toEqual({ kind: "platform" });
    expect(resolveTenant("[::1]:3000", lookup)).toEqual({ kind: "platform" });
  });

  it("resolves {slug}.localhost ignoring port and case", () => {
    expect(resolveTenant("Bayside-Ford.LOCALHOST:3000", lookup)).toEqual({ kind: "tenant", slug: "bayside-ford" });
  });

  it("resolves a custom domain through the lookup", () => {
    expect(resolveTenant("WWW.BaysideFord.com.au:443", lookup)).toEqual({ kind: "tenant", slug: "bayside-ford" });
  });

  it("reports an unknown host", () => {
    expect(resolveTenant("example.com", lookup)).toEqual({ kind: "unknown", host: "example.com" });
    expect(resolveTenant("bad_slug!.localhost", lookup)).toEqual({ kind: "unknown", host: "bad_slug!.localhost" });
  });

  it("normalizes hosts", () => {
    expect(normalizeHost(" Example.COM.:8080 ")).toBe("example.com");
    expect(normalizeHost(undefined)).toBe("");
  });
});
