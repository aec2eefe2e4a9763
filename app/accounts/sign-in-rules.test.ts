import { describe, expect, it } from "vitest";
import { maskedPhone, safeRedirect, signInUrl } from "./sign-in-rules.ts";

describe("safeRedirect", () => {
  it.each([
    ["/my-garage", "/my-garage"],
    ["/cars/2021-ford-ranger-1?x=1#finance", "/cars/2021-ford-ranger-1?x=1#finance"],
  ])("keeps same-site path %s", (given, want) => expect(safeRedirect(given)).toBe(want));

  it.each(["//evil.example/x", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "evil", "", "/%0d%0aSet-Cookie:x", "\\\\evil", "/.//evil.example", "/..//evil.example", "/a/../..//evil.example/x", "/./\\evil.example"])(
    "refuses %s",
    (given) => {
      const out = safeRedirect(given);
      expect(out.startsWith("/")).toBe(true);
      expect(out.startsWith("//")).toBe(false);
      expect(new URL(out, "https://dealer.example").host).toBe("dealer.example");
    },
  );

  it("builds the spec's sign-in URL", () => {
    expect(signInUrl("watchlist", "/cars/x", "/cars/x")).toBe("/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fcars%2Fx");
    expect(signInUrl("watchlist", "https://evil.example")).toBe("/sign-in?type=watchlist&redirect=%2F");
  });

  it("masks phones", () => expect(maskedPhone("0412345678")).toBe("0412 XXX 678"));
});
