import { describe, expect, it } from "vitest";
import { automatedTraffic } from "./analytics-traffic.ts";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const headers = (h: Record<string, string>) => new Headers(h);

describe("which requests are not a shopper's", () => {
  it("takes a browser for a shopper", () => {
    expect(automatedTraffic(headers({ "user-agent": CHROME }))).toBeNull();
    expect(automatedTraffic(headers({ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1" }))).toBeNull();
  });

  it("knows crawlers, tools and requests without a user agent", () => {
    expect(automatedTraffic(headers({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }))).toBe("bot");
    expect(automatedTraffic(headers({ "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }))).toBe("bot");
    expect(automatedTraffic(headers({ "user-agent": "curl/8.5.0" }))).toBe("bot");
    expect(automatedTraffic(headers({ "user-agent": "HeadlessChrome/120.0" }))).toBe("bot");
    expect(automatedTraffic(headers({}))).toBe("bot");
    expect(automatedTraffic(headers({ "user-agent": "  " }))).toBe("bot");
  });

  it("does not count a page the browser fetched ahead (a hovered link)", () => {
    expect(automatedTraffic(headers({ "user-agent": CHROME, "sec-purpose": "prefetch" }))).toBe("prefetch");
    expect(automatedTraffic(headers({ "user-agent": CHROME, "sec-purpose": "prefetch;prerender" }))).toBe("prefetch");
    expect(automatedTraffic(headers({ "user-agent": CHROME, purpose: "prefetch" }))).toBe("prefetch");
  });
});
