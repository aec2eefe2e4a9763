import { describe, expect, it } from "vitest";
import { formatOutboxEntry } from "./email.server.ts";

describe("formatOutboxEntry", () => {
  const at = new Date("2026-11-24T01:02:03.000Z");

  it("writes a header block and the text body, ending with a blank line", () => {
    expect(formatOutboxEntry({ to: "sam@example.com", subject: "Reset your password", text: "Open https://a.test/r?t=1\r\nThanks\n", tenantId: 3 }, at)).toBe(
      "=== 2026-11-24T01:02:03.000Z · tenant 3\nTo: sam@example.com\nSubject: Reset your password\n\nOpen https://a.test/r?t=1\nThanks\n\n",
    );
  });

  it("keeps the headers on one line each and names platform mail", () => {
    const entry = formatOutboxEntry({ to: "a@b.test\nBcc: x@y.test", subject: "Two\r\nlines", text: "body" }, at);
    expect(entry.split("\n").slice(0, 3)).toEqual(["=== 2026-11-24T01:02:03.000Z · platform", "To: a@b.test Bcc: x@y.test", "Subject: Two lines"]);
  });
});
