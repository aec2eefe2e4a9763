/**
 * A list of like objects as one key list and a row of values per object, for data that rides in a page's HTML to be
 * hydrated: turbo-stream repeats every key of every object (`"_12":34` per field), which was a fifth of a results page's
 * hydration data for its 21 cards of ~22 fields (issue 15).
 */
export interface PackedRows<T> {
  keys: (keyof T & string)[];
  rows: unknown[][];
  /** The unpacked type, for inference only (never set). */
  _type?: T;
}

/** Packs `items`; the keys are the first item's (all items have the same fields). */
export function packRows<T extends object>(items: readonly T[]): PackedRows<T> {
  const keys = (items[0] ? Object.keys(items[0]) : []) as (keyof T & string)[];
  return { keys, rows: items.map((item) => keys.map((k) => item[k])) };
}

export function unpackRows<T extends object>(packed: PackedRows<T>): T[] {
  return packed.rows.map((row) => Object.fromEntries(packed.keys.map((k, i) => [k, row[i]])) as T);
}
