import { describe, expect, it } from "vitest";
import { stockWebhookSchema } from "./feed-forms.ts";

describe("stock webhook form", () => {
  it("takes an http(s) address and refuses anything else with a message, never a throw", () => {
    expect(stockWebhookSchema.safeParse({ url: " https://mirror.example.com/stock " })).toMatchObject({ success: true, data: { url: "https://mirror.example.com/stock" } });
    for (const url of ["", "not an address", "ftp://example.com/x", "https://user:pw@example.com/x", `https://example.com/${"a".repeat(1000)}`])
      expect(stockWebhookSchema.safeParse({ url }).success, url).toBe(false);
  });
});
