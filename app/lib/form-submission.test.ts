import { describe, expect, it } from "vitest";
import { z } from "zod";
import { entriesObject, fieldErrors, FIX_ERRORS, formFailure, formValues, parseFormSubmission } from "./form-submission.ts";

const form = (pairs: [string, string][]) => new URLSearchParams(pairs);
const schema = z.object({
  name: z.string().trim().min(1, "Please enter your name."),
  age: z.coerce.number({ error: "Please enter your age." }).int("Please enter your age.").min(18, "You must be 18 or over."),
});

describe("parseFormSubmission", () => {
  it("returns the parsed data of a valid post", () => {
    expect(parseFormSubmission(form([["name", " Sam "], ["age", "30"]]), schema)).toEqual({ ok: true, data: { name: "Sam", age: 30 } });
  });

  it("refuses with one message per field, the values as typed and status 400", () => {
    const r = parseFormSubmission(form([["name", ""], ["age", "12"], ["_enhanced", "1"]]), schema);
    expect(r).toEqual({ ok: false, status: 400, error: FIX_ERRORS, fieldErrors: { name: "Please enter your name.", age: "You must be 18 or over." }, values: { name: "", age: "12" } });
  });

  it("takes the input mapping, the message, the status and the names never echoed", () => {
    const r = parseFormSubmission(form([["card", "4242"], ["name", ""]]), schema, { input: (e) => ({ ...entriesObject(e), age: 20 }), error: "Nope", status: 422, omit: ["card"] });
    expect(r).toMatchObject({ ok: false, status: 422, error: "Nope", fieldErrors: { name: "Please enter your name." }, values: { name: "" } });
  });

  it("reads an iterable once", () => {
    const entries = form([["name", "Al"], ["age", "40"]]).entries();
    expect(parseFormSubmission(entries, schema).ok).toBe(true);
  });
});

describe("form helpers", () => {
  it("keeps the first error of each field, and 'form' for the whole", () => {
    const r = z.object({ a: z.string().min(2, "short").refine(() => false, "bad") }).safeParse({ a: "x" });
    expect(fieldErrors(r.error!)).toEqual({ a: "short" });
    expect(fieldErrors(z.string().refine(() => false, "whole").safeParse("x").error!)).toEqual({ form: "whole" });
  });

  it("echoes repeated names joined and skips control fields and omitted names", () => {
    expect(formValues(form([["s", "a"], ["s", "b"], ["_t", "x"], ["secret", "y"]]), ["secret"])).toEqual({ s: "a\nb" });
  });

  it("builds a failure by hand", () => {
    expect(formFailure(form([["a", "1"]]), "Too many", { status: 429 })).toEqual({ ok: false, status: 429, error: "Too many", fieldErrors: {}, values: { a: "1" } });
    expect(formFailure(null, "x").values).toEqual({});
  });
});
