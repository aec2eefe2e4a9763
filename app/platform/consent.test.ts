import { describe, expect, it } from "vitest";
import {
  ALL_CONSENT,
  CONSENT_MAX_AGE_SECONDS,
  NO_CONSENT,
  bannerCategories,
  consentCookie,
  consentCookieValue,
  cspVariesWithGpc,
  effectiveConsent,
  parseConsentCookie,
  tagCspSources,
  tagScriptUrl,
  tagsToLoad,
} from "./consent.ts";

const none = { ga4_measurement_id: null, gtm_container_id: null, meta_pixel_id: null };
const all = { ga4_measurement_id: "G-TEST1234", gtm_container_id: "GTM-TEST123", meta_pixel_id: "1234567890123456" };

describe("the consent cookie", () => {
  it("round-trips each choice", () => {
    for (const c of [NO_CONSENT, ALL_CONSENT, { analytics: true, marketing: false }, { analytics: false, marketing: true }])
      expect(parseConsentCookie(`${"fc_consent"}=${consentCookieValue(c)}`)).toEqual(c);
  });

  it("is found among other cookies, with spaces", () => {
    expect(parseConsentCookie("_ga=GA1.1.1; fc_consent=v1.a1.m0 ; other=x")).toEqual({ analytics: true, marketing: false });
  });

  it("is null when absent, malformed, of another version, or only a look-alike name", () => {
    expect(parseConsentCookie(null)).toBeNull();
    expect(parseConsentCookie("")).toBeNull();
    expect(parseConsentCookie("fc_consent=yes")).toBeNull();
    expect(parseConsentCookie("fc_consent=v2.a1.m1")).toBeNull();
    expect(parseConsentCookie("fc_consent=v1.a1.m1x")).toBeNull();
    expect(parseConsentCookie("xfc_consent=v1.a1.m1; fc_consent_old=v1.a1.m1")).toBeNull();
    expect(parseConsentCookie("fc_consent=v1.a2.m1")).toBeNull();
    expect(parseConsentCookie("a=" + "x".repeat(9000) + "; fc_consent=v1.a1.m1")).toBeNull();
  });

  it("is first-party, site-wide, Lax, remembered about six months, Secure on https", () => {
    expect(consentCookie(ALL_CONSENT, false)).toBe(`fc_consent=v1.a1.m1; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`);
    expect(consentCookie(NO_CONSENT, true)).toMatch(/^fc_consent=v1\.a0\.m0; .*; Secure$/);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(180 * 86400);
  });

  it("is not read by a Varnish cookie rule for signed-in shoppers (fc_session, fc_console)", () => {
    expect(/(^|;\s*)(__Host-)?fc_(session|console)=/.test(consentCookie(ALL_CONSENT, true))).toBe(false);
  });
});

describe("which tags load", () => {
  it("none before a choice, whatever is configured", () => {
    expect(tagsToLoad(all, null, false)).toEqual([]);
  });

  it("all configured ones after accepting all; none after rejecting", () => {
    expect(tagsToLoad(all, ALL_CONSENT, false)).toEqual(["ga4", "gtm", "meta"]);
    expect(tagsToLoad(all, NO_CONSENT, false)).toEqual([]);
    expect(tagsToLoad({ ...none, meta_pixel_id: "123456789" }, ALL_CONSENT, false)).toEqual(["meta"]);
  });

  it("by category: GA4 is analytics; Tag Manager and the Meta pixel are marketing", () => {
    expect(tagsToLoad(all, { analytics: true, marketing: false }, false)).toEqual(["ga4"]);
    expect(tagsToLoad(all, { analytics: false, marketing: true }, false)).toEqual(["gtm", "meta"]);
  });

  it("Global Privacy Control refuses marketing even after accept all", () => {
    expect(effectiveConsent(ALL_CONSENT, true)).toEqual({ analytics: true, marketing: false });
    expect(tagsToLoad(all, ALL_CONSENT, true)).toEqual(["ga4"]);
    expect(tagsToLoad({ ...none, meta_pixel_id: "123456789", gtm_container_id: "GTM-ABCD" }, ALL_CONSENT, true)).toEqual([]);
  });

  it("the banner offers only categories with a tag; no tag, no banner", () => {
    expect(bannerCategories(none)).toEqual([]);
    expect(bannerCategories({ ...none, ga4_measurement_id: "G-ABCD" })).toEqual(["analytics"]);
    expect(bannerCategories({ ...none, meta_pixel_id: "123456789" })).toEqual(["marketing"]);
    expect(bannerCategories(all)).toEqual(["analytics", "marketing"]);
  });
});

describe("tag addresses and the CSP", () => {
  it("uses the vendors' addresses, or the operator's origin with the same paths", () => {
    expect(tagScriptUrl("ga4", "G-TEST1234")).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST1234");
    expect(tagScriptUrl("gtm", "GTM-TEST123")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST123");
    expect(tagScriptUrl("meta", "1234567890123456")).toBe("https://connect.facebook.net/en_US/fbevents.js");
    expect(tagScriptUrl("ga4", "G-TEST1234", "http://127.0.0.1:3525")).toBe("http://127.0.0.1:3525/gtag/js?id=G-TEST1234");
  });

  it("adds nothing for a tenant without tags", () => {
    expect(tagCspSources(none)).toEqual({ script: [], connect: [] });
    expect(cspVariesWithGpc(none)).toBe(false);
  });

  it("adds only the configured tags' script paths and report hosts", () => {
    expect(tagCspSources({ ...none, ga4_measurement_id: "G-ABCD" })).toEqual({
      script: ["https://www.googletagmanager.com/gtag/"],
      connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
    });
    const meta = tagCspSources({ ...none, meta_pixel_id: "123456789" });
    expect(meta.script).toEqual(["https://connect.facebook.net/en_US/fbevents.js", "https://connect.facebook.net/signals/"]);
    expect(meta.connect).toEqual(["https://www.facebook.com", "https://connect.facebook.net"]);
  });

  it("leaves the marketing tags out under Global Privacy Control, and says the policy varies then", () => {
    const gpc = tagCspSources(all, { gpc: true });
    expect(gpc.script).toEqual(["https://www.googletagmanager.com/gtag/"]);
    expect(gpc.connect.join(" ")).not.toContain("facebook");
    expect(cspVariesWithGpc(all)).toBe(true);
    expect(cspVariesWithGpc({ ...none, ga4_measurement_id: "G-ABCD" })).toBe(false);
  });

  it("names the operator's origin instead of the vendors' under TAG_SCRIPT_ORIGIN", () => {
    const s = tagCspSources(all, { origin: "http://127.0.0.1:3525" });
    expect(s.script).toEqual(["http://127.0.0.1:3525/gtag/", "http://127.0.0.1:3525/gtm.js", "http://127.0.0.1:3525/en_US/fbevents.js", "http://127.0.0.1:3525/signals/"]);
    expect(s.connect).toEqual(["http://127.0.0.1:3525"]);
  });
});
