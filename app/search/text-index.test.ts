import { describe, it, expect } from "vitest";
import { TextIndex, normalizeText, queryWords, tokenize, withinOneTypoOfPrefix } from "./text-index.ts";
import { toIds } from "./bitset.ts";

describe("tokenize", () => {
  it("normalises case, diacritics and punctuation", () => {
    expect(normalizeText("Škoda Octávia")).toBe("skoda octavia");
    expect(tokenize("CX-5 (4x4) Citroën")).toEqual(["cx", "5", "4x4", "citroen"]);
    expect(tokenize(null)).toEqual([]);
    expect(queryWords("Ute ute UTE white")).toEqual(["ute", "white"]);
  });
});

describe("withinOneTypoOfPrefix", () => {
  const yes: [string, string][] = [
    ["ranger", "ranger"],
    ["rang", "ranger"],
    ["ranegr", "ranger"], // transposition
    ["rnager", "ranger"],
    ["arnger", "ranger"],
    ["rangre", "ranger"],
    ["rangar", "ranger"], // substitution
    ["xanger", "ranger"],
    ["rangerr", "ranger"], // extra letter at the end
    ["rangxer", "ranger"], // extra letter inside
    ["xranger", "ranger"], // extra letter at the start
    ["ranger", "rangers"],
    ["rnger", "ranger"], // missing letter
    ["toyta", "toyota"],
    ["oyota", "toyota"],
    ["landcrusier", "landcruiser"],
    ["hilxu", "hilux"],
    ["corola", "corolla"],
    ["corolx", "corolla"], // a typo inside a prefix
  ];
  const no: [string, string][] = [
    ["rnaegr", "ranger"],
    ["ranegrr", "ranger"],
    ["xxanger", "ranger"],
    ["mazda", "ranger"],
    ["rangerxx", "ranger"],
    ["abcdef", "abc"],
  ];
  for (const [w, t] of yes) it(`${w} ~ ${t}`, () => expect(withinOneTypoOfPrefix(w, t)).toBe(true));
  for (const [w, t] of no) it(`${w} !~ ${t}`, () => expect(withinOneTypoOfPrefix(w, t)).toBe(false));
});

describe("TextIndex", () => {
  const docs = [
    { names: ["Toyota", "HiLux"], words: ["SR5"], exact: [2019], identifiers: ["T100", "ABC 123"] },
    { names: ["Toyota", "Land Cruiser"], words: ["GXL"], exact: [2020], identifiers: ["T101", null] },
    { names: ["Ford", "Ranger"], words: ["Wildtrak"], exact: [2020], identifiers: ["F200", null] },
    { names: ["Land Rover", "Range Rover"], words: [], exact: [2021], identifiers: ["L300", null] },
    { names: ["Tesla", "Model 3"], words: ["Long Range"], exact: [2022], identifiers: ["T400", null] },
  ];
  const index = new TextIndex(docs.length, (i) => docs[i]);
  const match = (q: string) => {
    const bits = index.match(q);
    return bits ? [...toIds(bits)] : null;
  };

  it("matches by prefix and ANDs words", () => {
    expect(match("toy")).toEqual([0, 1]);
    expect(match("land")).toEqual([1, 3]);
    expect(match("land rov")).toEqual([3]);
    expect(match("t10")).toEqual([0, 1]);
    expect(match("")).toBeNull();
  });

  it("matches joined word pairs exactly and compacted identifiers by prefix", () => {
    expect(match("landcruiser")).toEqual([1]);
    expect(match("landcru")).toEqual([]);
    expect(match("ranger")).toEqual([2]);
    expect(match("abc12")).toEqual([0]);
  });

  it("falls back to one typo for long words only, and not on identifiers", () => {
    expect(match("wildtrk")).toEqual([2]);
    expect(match("rangr")).toEqual([2, 3]); // range and ranger are both one edit away
    expect(match("fodr")).toEqual([]);
    expect(match("t1000")).toEqual([]);
    expect(index.tokenCount).toBeGreaterThan(10);
  });
});
