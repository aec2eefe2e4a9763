/**
 * What a shopper's search words mean before they meet the text index (ADR 038): the words, and for each word the
 * other whole words it stands for: a small synonym list and plain plurals ('utes' → 'ute').
 *
 * Pure and tiny on purpose: the index does the matching (prefixes, joined and split words, typos); this module only
 * knows the language shoppers use for vehicles. Every entry is a normalised token (see `tokenize`).
 */

import { type QueryTerms, tokenize } from "./text-index.ts";

/**
 * Words that name the same thing. A query word in a group also matches the group's other words, as whole words.
 * Kept small: each group is a way shoppers commonly type something the stock spells another way.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["ute", "pickup", "utility"],
  ["auto", "automatic"],
  ["4wd", "4x4", "awd"],
  ["ev", "electric"],
  ["phev", "plugin"],
  ["grey", "gray"],
  ["hatch", "hatchback"],
  ["wagon", "stationwagon", "estate"],
  ["peoplemover", "minivan", "mpv"],
  ["motorcycle", "motorbike", "bike"],
  ["petrol", "unleaded", "ulp"],
  ["vw", "volkswagen"],
  ["merc", "mercedes"],
];

const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    for (const word of group) {
      const others = map.get(word) ?? [];
      for (const other of group) if (other !== word && !others.includes(other)) others.push(other);
      map.set(word, others);
    }
  }
  return map;
})();

/** Words ending so are not plurals: 'lexus', 'glass', 'plus', 'focus'. */
const NOT_PLURAL = /(?:ss|us|is|os|as)$/;

/**
 * Whole words that a query word also stands for: its synonyms, and its singular with the synonyms of that
 * ('utes' → ute, pickup, utility). Never includes the word itself.
 */
export function alternativesOf(word: string): readonly string[] {
  const out: string[] = [];
  const add = (w: string) => {
    if (w !== word && !out.includes(w)) out.push(w);
  };
  for (const s of SYNONYMS.get(word) ?? []) add(s);
  if (word.length >= 4 && word.endsWith("s") && !NOT_PLURAL.test(word) && !/^\d/.test(word)) {
    const singulars = [word.slice(0, -1)];
    // 'hatches', 'buses', 'boxes': the singular drops 'es'.
    if (/(?:ch|sh|x|s)es$/.test(word)) singulars.push(word.slice(0, -2));
    for (const singular of singulars) {
      add(singular);
      for (const s of SYNONYMS.get(singular) ?? []) add(s);
    }
  }
  return out;
}

/** At most this many words are read; the rest of a very long query is ignored (bounds the work per search). */
export const MAX_QUERY_WORDS = 12;

/** A shopper's query as the text index reads it: its distinct words in order, and what each word also stands for. */
export function understandQuery(query: string): QueryTerms {
  return { words: [...new Set(tokenize(query))].slice(0, MAX_QUERY_WORDS), alternativesOf };
}
