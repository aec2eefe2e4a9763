/**
 * Free-text part of the stock search: a token dictionary with posting lists, prefix lookup by
 * binary search, joined and split words, whole-word alternatives, and a one-typo fallback (ADR 038).
 *
 * - Normalisation: NFKD, diacritics removed, lower case; tokens are runs of letters and digits.
 *   'Škoda' → 'skoda', 'CX-5' → 'cx', '5' (plus the joined 'cx5', see below).
 * - Fields: names (make, model), words (badge, series, colour, body, fuel, transmission, drive, car
 *   type…), exact values (the year: '2019' matches that year only, never '20190…' by prefix), and
 *   identifiers (stock number, VIN, rego).
 * - Name and word fields also index each pair of adjacent tokens joined ('Land Cruiser' →
 *   'landcruiser', 'CX-5' → 'cx5'); joined tokens only match a query word exactly, so 'ranger' does
 *   not match 'rangerover'. Identifier fields also index the whole value compacted ('ABC 123' →
 *   'abc123'), matched by prefix.
 * - A query word matches a document when some token of the document is the word, one of the word's
 *   alternatives (synonyms and singulars, given by the caller), or starts with the word ('hil' → 'hilux').
 * - Split and joined words: two or three adjacent query words also match as one joined word
 *   ('land cruiser' → 'landcruiser', 'cx 5' → 'cx5'); a document matches when some split of the query
 *   into joined and single words matches it (every part ANDed).
 * - Typo tolerance, for query words of five or more characters that are not all digits: when no
 *   token at all is or starts with the word, tokens within one edit (insertion, deletion,
 *   substitution or transposition of adjacent letters) of the word, or of a prefix of the token,
 *   match ('ranegr' → 'ranger', 'toyta' → 'toyota') — tokens of the name fields when any is that
 *   close, else tokens of the word fields, so 'rangr' finds the Ranger and not a Tesla 'Long Range'.
 *   Typos are a fallback only, so a correctly spelt 'ranger' does not also pull in 'range'.
 * - Relevance (`better`): documents whose every query word matched a whole word (or a joined word)
 *   rank first, then those that needed an alternative, then a prefix, then a typo.
 * - Posting lists denser than one document in 32 are stored as bitsets (smaller and faster to OR).
 */

import { type Bits, and, bitsFromIds, emptyBits, equalBits, orIdsInto, orInto, popcount } from "./bitset.ts";

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

/** Searchable text of one document. */
export interface TextFields {
  /** Names: make and model (typo matches here are preferred, adjacent pairs joined). */
  names: (string | null | undefined)[];
  /** Other words shoppers type: badge, series, colour, body, fuel, transmission, drive… (typo tolerant, pairs joined). */
  words: (string | null | undefined)[];
  /** Values matched only as whole tokens, e.g. the year. */
  exact: (string | number | null | undefined)[];
  /** Identifiers: stock number, VIN, rego (prefix only, whole value compacted). */
  identifiers: (string | null | undefined)[];
}

/** A query as the index reads it: distinct normalised words, and the whole words each also stands for. */
export interface QueryTerms {
  words: readonly string[];
  alternativesOf(word: string): readonly string[];
}

/** Documents matching a query. */
export interface TextMatch {
  /** Every matching document. */
  bits: Bits;
  /**
   * Nested subsets of `bits`, best first: documents whose every word matched a whole word, then
   * those also matching by prefix. Empty when every match is alike.
   */
  better: Bits[];
}

/** Sorted ids, or a bitset when denser than one document in 32. */
type Posting = Int32Array | Uint32Array;

function orPostingInto(out: Bits, p: Posting): void {
  if (p instanceof Uint32Array) orInto(out, p);
  else orIdsInto(out, p);
}

/**
 * Cumulative match levels, best first: [whole words, + alternatives, + prefixes, + typos]; equal
 * neighbouring levels share one object, so combining them costs one operation.
 */
type Levels = Bits[];
const LEVELS = 4;

function combine(a: Levels, b: Levels, op: (x: Bits, y: Bits) => Bits): Levels {
  const out: Levels = new Array(LEVELS);
  for (let k = 0; k < LEVELS; k++) {
    if (k > 0 && a[k] === a[k - 1] && b[k] === b[k - 1]) out[k] = out[k - 1];
    else {
      const bits = op(a[k], b[k]);
      // A level that adds nothing is the same level: later steps and the ranking then skip it.
      out[k] = k > 0 && equalBits(bits, out[k - 1]) ? out[k - 1] : bits;
    }
  }
  return out;
}


const andLevels = (a: Levels, b: Levels) => combine(a, b, and);
const orLevels = (a: Levels, b: Levels) => combine(a, b, (x, y) => orInto(x.slice(), y));

const NAME = 1;
const WORD = 2;
const NO_ALTERNATIVES: QueryTerms["alternativesOf"] = () => [];

export class TextIndex {
  readonly size: number;
  /** Sorted distinct tokens. */
  private tokens: string[];
  private postings: Posting[];
  /** Indices into `tokens` of tokens from name fields, then of tokens only from word fields: typo candidates. */
  private typoNames: Int32Array;
  private typoWords: Int32Array;
  /** For tokens also found outside the name fields ('range': Range Rover, and a Tesla's 'Long Range'), their documents by name only. */
  private namePostings = new Map<number, Posting>();
  /** Joined adjacent word pairs and exact values, matched exactly. */
  private exact = new Map<string, Posting>();
  /** Shared empty set: never written to. */
  private none: Bits;

  /** `fields(i)` gives the searchable text of document i, for i in 0..size-1. */
  constructor(size: number, fields: (i: number) => TextFields) {
    this.size = size;
    this.none = emptyBits(size);
    const lists = new Map<string, { ids: number[]; kind: number; names: number[] }>();
    const add = (token: string, doc: number, kind: number) => {
      let e = lists.get(token);
      if (!e) lists.set(token, (e = { ids: [], kind, names: [] }));
      else e.kind |= kind;
      if (e.ids[e.ids.length - 1] !== doc) e.ids.push(doc);
      if (kind === NAME && e.names[e.names.length - 1] !== doc) e.names.push(doc);
    };
    const exact = new Map<string, number[]>();
    const addExact = (token: string, doc: number) => {
      let e = exact.get(token);
      if (!e) exact.set(token, (e = []));
      if (e[e.length - 1] !== doc) e.push(doc);
    };
    // Name and word fields repeat a lot (makes, models, colours): tokenise each distinct text once.
    const memo = new Map<string, string[]>();
    const wordTokens = (text: string | null | undefined): string[] => {
      if (!text) return [];
      let toks = memo.get(text);
      if (!toks) memo.set(text, (toks = tokenize(text)));
      return toks;
    };
    const addWords = (texts: (string | null | undefined)[], doc: number, kind: number) => {
      for (const text of texts) {
        const toks = wordTokens(text);
        for (let k = 0; k < toks.length; k++) {
          add(toks[k], doc, kind);
          if (k + 1 < toks.length) addExact(toks[k] + toks[k + 1], doc);
        }
      }
    };
    for (let doc = 0; doc < size; doc++) {
      const f = fields(doc);
      addWords(f.names, doc, NAME);
      addWords(f.words, doc, WORD);
      for (const value of f.exact) {
        if (value === null || value === undefined || value === "") continue;
        for (const t of wordTokens(String(value))) addExact(t, doc);
      }
      for (const text of f.identifiers) {
        const toks = tokenize(text);
        for (const t of toks) add(t, doc, 0);
        if (toks.length > 1) add(toks.join(""), doc, 0);
      }
    }
    const posting = (ids: number[]): Posting => (ids.length * 32 > size ? bitsFromIds(ids, size) : Int32Array.from(ids));
    this.tokens = [...lists.keys()].sort();
    this.postings = this.tokens.map((t) => posting(lists.get(t)!.ids));
    const names: number[] = [];
    const words: number[] = [];
    this.tokens.forEach((t, k) => {
      const e = lists.get(t)!;
      if (e.kind & NAME) names.push(k);
      else if (e.kind & WORD) words.push(k);
      if (e.kind & NAME && e.names.length < e.ids.length) this.namePostings.set(k, posting(e.names));
    });
    this.typoNames = Int32Array.from(names);
    this.typoWords = Int32Array.from(words);
    for (const [t, ids] of exact) this.exact.set(t, posting(ids));
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

  /**
   * Documents matching one part of a query (a word, or adjacent words joined), by level; null when none.
   * `typos`: whether the one-typo fallback may apply (single query words only).
   */
  private part(s: string, alternatives: readonly string[], typos: boolean): Levels | null {
    const tokens = this.tokens;
    const size = this.size;
    let whole: Bits | null = null;
    let k = this.lowerBound(s);
    if (k < tokens.length && tokens[k] === s) orPostingInto((whole ??= emptyBits(size)), this.postings[k++]);
    const joined = this.exact.get(s);
    if (joined) orPostingInto((whole ??= emptyBits(size)), joined);
    let alt: Bits | null = whole;
    for (const a of alternatives) {
      const i = this.lowerBound(a);
      const p = i < tokens.length && tokens[i] === a ? this.postings[i] : undefined;
      const e = this.exact.get(a);
      if (!p && !e) continue;
      if (alt === whole) alt = whole ? whole.slice() : emptyBits(size);
      if (p) orPostingInto(alt!, p);
      if (e) orPostingInto(alt!, e);
    }
    if (alt && whole && alt !== whole && equalBits(alt, whole)) alt = whole;
    let prefix: Bits | null = alt;
    if (k < tokens.length && tokens[k].startsWith(s)) {
      prefix = alt ? alt.slice() : emptyBits(size);
      while (k < tokens.length && tokens[k].startsWith(s)) orPostingInto(prefix, this.postings[k++]);
      if (alt && equalBits(prefix, alt)) prefix = alt;
    }
    if (prefix) return [whole ?? this.none, alt ?? this.none, prefix, prefix];
    if (!typos || s.length < MIN_TYPO_WORD_LENGTH || /^\d+$/.test(s)) return null;
    const typo = this.typoBits(s, this.typoNames, true) ?? this.typoBits(s, this.typoWords, false);
    return typo ? [this.none, this.none, this.none, typo] : null;
  }

  private typoBits(word: string, candidates: Int32Array, byName: boolean): Bits | null {
    let out: Bits | null = null;
    const minLength = word.length - 1;
    for (let c = 0; c < candidates.length; c++) {
      const t = this.tokens[candidates[c]];
      if (t.length < minLength || !withinOneTypoOfPrefix(word, t)) continue;
      const k = candidates[c];
      orPostingInto((out ??= emptyBits(this.size)), (byName && this.namePostings.get(k)) || this.postings[k]);
    }
    return out;
  }

  /** Documents matching every word of the query, by relevance (null when the query has no words: no restriction). */
  search(query: QueryTerms): TextMatch | null {
    const words = query.words;
    const n = words.length;
    if (n === 0) return null;
    // rest[i]: documents matching words i..n-1 under some split into joined and single words; "all" past the end.
    const rest: (Levels | null | "all")[] = new Array(n + 1);
    rest[n] = "all";
    for (let i = n - 1; i >= 0; i--) {
      let acc: Levels | null = null;
      let joinedWhole = false;
      // Longest joins first: when words joined make a whole word ('mazda 3' → 'mazda3'), the same words
      // matched apart ('Mazda CX-3') rank below it.
      for (let j = Math.min(n, i + MAX_JOINED_WORDS) - 1; j >= i; j--) {
        const after = rest[j + 1];
        if (after === null) continue;
        const text = j === i ? words[i] : words.slice(i, j + 1).join("");
        let part = this.part(text, query.alternativesOf(text), j === i);
        if (!part) continue;
        if (j > i && part[0] !== this.none) joinedWhole = true;
        else if (j === i && joinedWhole) part = [this.none, part[1], part[2], part[3]];
        const both = after === "all" ? part : andLevels(part, after);
        acc = acc ? orLevels(acc, both) : both;
      }
      rest[i] = acc;
    }
    const levels = rest[0];
    if (levels === null || levels === "all") return { bits: emptyBits(this.size), better: [] };
    const all = levels[LEVELS - 1];
    const better: Bits[] = [];
    for (let k = 0; k < LEVELS - 1; k++) {
      if (levels[k] === all || levels[k] === levels[k + 1] || levels[k] === this.none) continue;
      if (popcount(levels[k]) > 0) better.push(levels[k]);
    }
    return { bits: all, better };
  }

  /** Documents matching every word of the query, without alternatives (null when the query has no words). */
  match(query: string): Bits | null {
    return this.search({ words: queryWords(query), alternativesOf: NO_ALTERNATIVES })?.bits ?? null;
  }
}

/** Longest run of adjacent query words also tried as one joined word ('land cruiser' → 'landcruiser'). */
export const MAX_JOINED_WORDS = 3;
