import { describe, expect, it } from "vitest";
import { addressKey, clientAddress, parseTrustProxy } from "./client-address.ts";
import { expectCases } from "../lib/test-cases.ts";

describe("parseTrustProxy", () => {
  it("trusts no proxy unless told", () => {
    for (const v of [undefined, "", " ", "false", "0"]) expect(parseTrustProxy(v)).toEqual({ ok: true, value: false });
  });

  it("takes a hop count, addresses, CIDR ranges and Express's named ranges", () => {
    expect(parseTrustProxy("2")).toEqual({ ok: true, value: 2 });
    expect(parseTrustProxy("loopback")).toEqual({ ok: true, value: ["loopback"] });
    expect(parseTrustProxy(" 10.0.0.0/8, 192.168.1.7 ,fd00::/8,LinkLocal")).toEqual({ ok: true, value: ["10.0.0.0/8", "192.168.1.7", "fd00::/8", "linklocal"] });
  });

  it("refuses trusting everyone and anything it cannot read", () => {
    expect(parseTrustProxy("true")).toMatchObject({ ok: false, message: expect.stringMatching(/every client/) });
    expect(parseTrustProxy("11")).toMatchObject({ ok: false, message: "a hop count must be 1 to 10" });
    expect(parseTrustProxy("10.0.0.0/33")).toMatchObject({ ok: false, message: expect.stringContaining('"10.0.0.0/33"') });
    expect(parseTrustProxy("loopback, proxy.internal, 1.2.3")).toMatchObject({ ok: false, message: expect.stringContaining('"proxy.internal", "1.2.3"') });
  });
});

describe("addressKey", () => {
  it("keeps IPv4 addresses, also when written IPv4-mapped", () => {
    expectCases(addressKey, [
      ["203.0.113.9", "203.0.113.9"],
      ["::ffff:203.0.113.9", "203.0.113.9"],
      ["::ffff:cb00:7109", "203.0.113.9"],
    ]);
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    expectCases(addressKey, [
      ["2001:db8:aa:bb:1:2:3:4", "2001:db8:aa:bb::/64"],
      ["2001:DB8:AA:BB::9", "2001:db8:aa:bb::/64"],
      ["2001:db8::1", "2001:db8:0:0::/64"],
      ["::1", "0:0:0:0::/64"],
      ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ]);
  });

  it("keeps anything else as given", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});

describe("clientAddress", () => {
  it("is req.ip, or the socket's peer when a trusted proxy forwarded something that is no address", () => {
    expect(clientAddress("198.51.100.4", "127.0.0.1")).toBe("198.51.100.4");
    expect(clientAddress("not-an-ip", "127.0.0.1")).toBe("127.0.0.1");
    expect(clientAddress(undefined, undefined)).toBe("unknown");
  });
});


