/**
 * Free-text part of the stock search: a token dictionary with posting lists, prefix lookup by
 * binary search, and a one-typo fallback.
 *
 * - Normalisation: NFKD, diacritics removed, lower case; tokens are runs of letters and digits.
 *   'Škoda' → 'skoda', 'CX-5' → 'cx', '5' (plus the joined 'cx5', see below).
 * - Word fields (make, model, badge, series, colour, bodies) also index each pair of adjacent tokens
 *   joined ('Land Cruiser' → 'landcruiser', 'CX-5' → 'cx5'); these joined tokens only match a query
 *   word exactly, so 'ranger' does not match 'rangerover'. Identifier fields (stock number, VIN,
 *   rego) also index the whole value compacted ('ABC 123' → 'abc123'), matched by prefix.
 * - A query word matches a document when some token of the document starts with it ('hil' → 'hilux').
 * - Typo tolerance, for query words of five or more characters that are not all digits: when no
 *   token at all starts with the word, tokens of the word fields that are within one edit
 *   (insertion, deletion, substitution or transposition of adjacent letters) of the word, or of a
 *   prefix of the token, match ('ranegr' → 'ranger', 'toyta' → 'toyota'). Typos are a fallback only,
 *   so a correctly spelt 'ranger' does not also pull in 'range' (Range Rover).
 * - Several words AND together.
 */

import { type Bits, emptyBits, orIdsInto, andInto } from "./bitset.ts";

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** Anything but printable ASCII (which needs no Unicode normalisation). */
const NOT_PRINTABLE_ASCII = /[^ -~]/;

export function normalizeText(text: string): string {
  if (!NOT_PRINTABLE_ASCII.test(text)) return text.toLowerCase();
  return text.normalize("NFKD").replace(COMBINING_MARKS, "").toLowerCase();
}

export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  return normalizeText(text)
    .split(NON_WORD)
    .filter((t) => t.length > 0);
}

/** The distinct words of a query, in order. */
export function queryWords(query: string): string[] {
  return [...new Set(tokenize(query))];
}

export const MIN_TYPO_WORD_LENGTH = 5;

/**
 * True when `word` is within one edit (Damerau: insertion, deletion, substitution or adjacent
 * transposition) of `token` or of some prefix of `token`.
 */
export function withinOneTypoOfPrefix(word: string, token: string): boolean {
  const n = word.length;
  const m = token.length;
  let i = 0;
  while (i < n && i < m && word.charCodeAt(i) === token.charCodeAt(i)) i++;
  if (i === n) return true; // exact prefix
  // word[i] differs from token[i], or the token ended at i.
  // Deletion: drop word[i]; the rest of the word must continue the token from i.
  if (rest(word, i + 1, token, i)) return true;
  if (i >= m) return false;
  // Substitution: word[i] replaced.
  if (rest(word, i + 1, token, i + 1)) return true;
  // Insertion: token[i] is extra.
  if (rest(word, i, token, i + 1)) return true;
  // Transposition of word[i] and word[i + 1].
  if (i + 1 < n && i + 1 < m && word.charCodeAt(i) === token.charCodeAt(i + 1) && word.charCodeAt(i + 1) === token.charCodeAt(i)) {
    return rest(word, i + 2, token, i + 2);
  }
  return false;
}

/** word[wi..] is a prefix of token[ti..] */
function rest(word: string, wi: number, token: string, ti: number): boolean {
  if (word.length - wi > token.length - ti) return false;
  for (; wi < word.length; wi++, ti++) if (word.charCodeAt(wi) !== token.charCodeAt(ti)) return false;
  return true;
}

export interface TextFields {
  /** Words: make, model, badge, series, colour, body… (typo tolerant, adjacent pairs joined). */
  words: (string | null | undefined)[];
  /** Identifiers: stock number, VIN, rego (prefix only, whole value compacted). */
  identifiers: (string | null | undefined)[];
}

export class TextIndex {
  readonly size: number;
  /** Sorted distinct tokens. */
  private tokens: string[];
  private postings: Int32Array[];
  /** Indices into `tokens` of tokens from word fields, candidates for typo matching. */
  private typoCandidates: Int32Array;
  /** Joined adjacent word pairs, matched exactly. */
  private joined = new Map<string, Int32Array>();

  /** `fields(i)` gives the searchable text of document i, for i in 0..size-1. */
  constructor(size: number, fields: (i: number) => TextFields) {
    this.size = size;
    const lists = new Map<string, { ids: number[]; word: boolean }>();
    const add = (token: string, doc: number, word: boolean) => {
      let e = lists.get(token);
      if (!e) lists.set(token, (e = { ids: [], word }));
      else if (word) e.word = true;
      if (e.ids[e.ids.length - 1] !== doc) e.ids.push(doc);
    };
    const pairs = new Map<string, number[]>();
    const addPair = (token: string, doc: number) => {
      let e = pairs.get(token);
      if (!e) pairs.set(token, (e = []));
      if (e[e.length - 1] !== doc) e.push(doc);
    };
    // Word fields repeat a lot (makes, models, colours): tokenise each distinct text once.
    const memo = new Map<string, string[]>();
    const wordTokens = (text: string | null | undefined): string[] => {
      if (!text) return [];
      let toks = memo.get(text);
      if (!toks) memo.set(text, (toks = tokenize(text)));
      return toks;
    };
    for (let doc = 0; doc < size; doc++) {
      const f = fields(doc);
      for (const text of f.words) {
        const toks = wordTokens(text);
        for (let k = 0; k < toks.length; k++) {
          add(toks[k], doc, true);
          if (k + 1 < toks.length) addPair(toks[k] + toks[k + 1], doc);
        }
      }
      for (const text of f.identifiers) {
        const toks = tokenize(text);
        for (const t of toks) add(t, doc, false);
        if (toks.length > 1) add(toks.join(""), doc, false);
      }
    }
    this.tokens = [...lists.keys()].sort();
    this.postings = this.tokens.map((t) => new Int32Array(lists.get(t)!.ids));
    const candidates: number[] = [];
    this.tokens.forEach((t, k) => {
      if (lists.get(t)!.word) candidates.push(k);
    });
    this.typoCandidates = Int32Array.from(candidates);
    for (const [t, list] of pairs) this.joined.set(t, new Int32Array(list));
  }

  get tokenCount(): number {
    return this.tokens.length;
  }

  /** Index of the first token >= s. */
  private lowerBound(s: string): number {
    let lo = 0;
    let hi = this.tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.tokens[mid] < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Documents matching one (normalised) query word, OR-ed into `out`. Returns whether typos were used. */
  matchWordInto(word: string, out: Bits): boolean {
    const start = this.lowerBound(word);
    let k = start;
    while (k < this.tokens.length && this.tokens[k].startsWith(word)) orIdsInto(out, this.postings[k++]);
    const pair = this.joined.get(word);
    if (pair) orIdsInto(out, pair);
    if (k > start || pair) return false;
    if (word.length < MIN_TYPO_WORD_LENGTH || /^\d+$/.test(word)) return false;
    const cands = this.typoCandidates;
    const minLength = word.length - 1;
    for (let c = 0; c < cands.length; c++) {
      const t = this.tokens[cands[c]];
      if (t.length >= minLength && withinOneTypoOfPrefix(word, t)) orIdsInto(out, this.postings[cands[c]]);
    }
    return true;
  }

  /** Documents matching every word of the query (null when the query has no words: no restriction). */
  match(query: string): Bits | null {
    const words = queryWords(query);
    if (words.length === 0) return null;
    let result: Bits | null = null;
    for (const w of words) {
      const bits = emptyBits(this.size);
      this.matchWordInto(w, bits);
      result = result ? andInto(result, bits) : bits;
    }
    return result;
  }
}
