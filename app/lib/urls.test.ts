import { describe, expect, it } from "vitest";
import { httpUrlSchema, linkUrlSchema } from "./urls.ts";

describe("URL fields", () => {
  it.each(["/trade-in", "/media/demo/a.webp", "/search?make=Ford#x", "https://dealer.example/x", "http://dealer.example"])("takes %s as a link", (v) =>
    expect(linkUrlSchema().safeParse(v).success).toBe(true),
  );
  it.each(["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "data:text/html,<script>", "//evil.example", "/\\evil.example", "vbscript:x", "trade-in", "https://", "https://a b", "/a\"onmouseover=x"])(
    "refuses %j as a link",
    (v) => expect(linkUrlSchema().safeParse(v).success).toBe(false),
  );
  it("takes only absolute http(s) URLs where one is needed", () => {
    expect(httpUrlSchema().safeParse("https://crm.example/hook").success).toBe(true);
    expect(httpUrlSchema().safeParse("/relative").success).toBe(false);
    expect(httpUrlSchema().safeParse("javascript://example.com/%0Aalert(1)").success).toBe(false);
    expect(httpUrlSchema().safeParse("ftp://example.com").success).toBe(false);
  });
});
