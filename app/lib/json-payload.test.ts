import { describe, expect, it } from "vitest";
import { jsonPayload, readJsonPayload } from "./json-payload.ts";

describe("jsonPayload", () => {
  it("is one JSON text that the browser's copy reads back as the value", () => {
    const value = { heading: "Used cars", hits: { keys: ["id", "price"], rows: [[1, 20990], [2, null]] }, noindex: false };
    const sent = JSON.parse(JSON.stringify(jsonPayload(value))) as ReturnType<typeof jsonPayload<typeof value>>;
    expect(Object.keys(sent)).toEqual(["json"]);
    expect(typeof sent.json).toBe("string");
    expect(readJsonPayload(sent)).toEqual(value);
  });

  it("answers the loader's own object where it was made, and parses a received payload once", () => {
    const value = { a: [1, 2, 3] };
    const made = jsonPayload(value);
    expect(readJsonPayload(made)).toBe(value);
    const received = { json: made.json };
    const first = readJsonPayload(received);
    expect(first).toEqual(value);
    expect(first).not.toBe(value);
    expect(readJsonPayload(received)).toBe(first);
  });
});
