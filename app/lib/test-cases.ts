import { expect } from "vitest";

/**
 * For tests: checks a function against a table of [input, expected output] rows (toEqual), naming the failing input.
 * The repeated `expect(f(a)).toBe(b)` lists of the format, phone, JSON-LD, client-address and query tests use it.
 */
export function expectCases<I, O>(fn: (input: I) => O, cases: readonly (readonly [I, O])[]): void {
  for (const [input, expected] of cases) expect(fn(input), `for ${JSON.stringify(input)}`).toEqual(expected);
}
