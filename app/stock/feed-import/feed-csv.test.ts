import { describe, expect, it } from "vitest";
import { decodeFeed, parseFeed, parseFeedText, sniffDelimiter } from "./feed-csv.ts";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("reading a feed file", () => {
  it("drops a UTF-8 BOM and reads the header", () => {
    const parsed = parseFeed(bytes("\uFEFFStock Number,Make\nS1,Toyota\n"));
    expect(parsed).toMatchObject({ ok: true, encoding: "utf-8", delimiter: ",", header: ["Stock Number", "Make"], records: [{ line: 2, values: ["S1", "Toyota"] }] });
  });

  it("sniffs semicolons (European Excel) and tabs, ignoring those inside quotes", () => {
    expect(sniffDelimiter('a;b;"c,d,e,f"\n1;2;3')).toBe(";");
    expect(sniffDelimiter("a\tb\tc\n")).toBe("\t");
    expect(sniffDelimiter('"a;b;c",d\n')).toBe(",");
    expect(parseFeed(bytes("Make;Model\nMazda;CX-5\n"))).toMatchObject({ ok: true, delimiter: ";", records: [{ values: ["Mazda", "CX-5"] }] });
  });

  it("reads quotes, doubled quotes and commas inside quotes", () => {
    const parsed = parseFeedText('Make,Comments\nFord,"Tow bar, ""as new"" tyres"\n');
    expect(parsed.ok && parsed.records[0]!.values).toEqual(["Ford", 'Tow bar, "as new" tyres']);
  });

  it("counts physical lines across embedded newlines, blank lines and CRLF", () => {
    const parsed = parseFeedText('Make,Comments\r\nFord,"line one\r\nline two\r\nline three"\r\n\r\nKia,plain\r\nMazda,"x"\r\n');
    expect(parsed.ok && parsed.records.map((r) => [r.line, r.values[1]])).toEqual([
      [2, "line one\nline two\nline three"],
      [6, "plain"],
      [7, "x"],
    ]);
  });

  it("reads Windows-1252 text where the bytes are not UTF-8", () => {
    // "Café,’Premium’ – €500" in Windows-1252
    const file = new Uint8Array([0x4d, 0x61, 0x6b, 0x65, 0x2c, 0x4e, 0x6f, 0x74, 0x65, 0x0a, 0x43, 0x61, 0x66, 0xe9, 0x2c, 0x92, 0x50, 0x92, 0x20, 0x96, 0x20, 0x80, 0x35, 0x0a]);
    expect(decodeFeed(file)).toEqual({ text: "Make,Note\nCafé,’P’ – €5\n", encoding: "windows-1252" });
    expect(parseFeed(file)).toMatchObject({ ok: true, encoding: "windows-1252", records: [{ line: 2, values: ["Café", "’P’ – €5"] }] });
  });

  it("says why a file is not a feed: empty, binary, no header", () => {
    expect(parseFeed(new Uint8Array())).toEqual({ ok: false, reason: "The file is empty." });
    expect(parseFeed(bytes("  \n\n"))).toEqual({ ok: false, reason: "The file is empty." });
    expect(parseFeed(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toMatchObject({ ok: false, reason: expect.stringContaining("not a CSV text file") });
  });
});
