import { describe, expect, it } from "vitest";
import { checkFetchUrl, isPrivateAddress } from "./outbound-fetch.server.ts";

describe("addresses a tenant's feed may not reach", () => {
  it.each(["127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "::1", "::", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "::ffff:a9fe:a9fe", "not-an-address"])(
    "%s is refused",
    (address) => expect(isPrivateAddress(address)).toBe(true),
  );
  it.each(["1.1.1.1", "203.2.218.214", "172.32.0.1", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("%s is allowed", (address) => expect(isPrivateAddress(address)).toBe(false));

  it("fetches only http and https, without credentials in the address", () => {
    expect(checkFetchUrl("https://dms.example.com/stock.csv").ok).toBe(true);
    expect(checkFetchUrl("file:///etc/passwd")).toEqual({ ok: false, problem: "only http:// and https:// addresses can be fetched" });
    expect(checkFetchUrl("https://u:p@dms.example.com/")).toEqual({ ok: false, problem: "addresses with a user name or password are not fetched" });
    expect(checkFetchUrl("not a url")).toEqual({ ok: false, problem: "not a valid URL" });
  });
});
