import { describe, expect, it } from "vitest";
import { cacheableTextResponse, etagMatches } from "./text-response.server.ts";

describe("cacheableTextResponse", () => {
  it("answers the body with an ETag, and 304 when If-None-Match names it", async () => {
    const first = cacheableTextResponse(new Request("http://x/robots.txt"), "User-agent: *\n", "text/plain; charset=utf-8");
    expect(first.status).toBe(200);
    expect(await first.text()).toBe("User-agent: *\n");
    const etag = first.headers.get("ETag")!;
    expect(first.headers.get("Cache-Control")).toMatch(/^public/);
    const again = cacheableTextResponse(new Request("http://x/robots.txt", { headers: { "If-None-Match": `W/"other", ${etag}` } }), "User-agent: *\n", "text/plain");
    expect(again.status).toBe(304);
    expect(cacheableTextResponse(new Request("http://x/robots.txt", { headers: { "If-None-Match": etag } }), "changed", "text/plain").status).toBe(200);
  });

  it("reads If-None-Match lists, weak tags and *", () => {
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches("*", '"a"')).toBe(true);
    expect(etagMatches('"b", "c"', '"a"')).toBe(false);
    expect(etagMatches(null, '"a"')).toBe(false);
  });
});
