/**
 * A page's bulk data as one JSON text inside its loader data (issue 15, ADR 060). React Router's serializer
 * (turbo-stream) flattens every value of a route's data one by one in JavaScript: ~10% of the CPU of a results page,
 * whose cards are rows of small values. A payload is a single string to it, made by the engine's own `JSON.stringify`;
 * the browser parses it once per loader result. For plain JSON data only (no Date, Map, undefined in arrays):
 * `jsonPayload` checks nothing, so each page that uses it has a test that its data survives JSON unchanged.
 * Not a gain for every page: the vehicle page's data (long strings, few values) cost more this way (ADR 060).
 *
 * On the server the route renders from the object the loader made (the loader's value is what the render sees), so
 * only the browser parses.
 */
export type JsonPayload<T> = {
  json: string;
  /** The payload's type, for inference only (never set). */
  _type?: T;
};

const values = new WeakMap<object, unknown>();

export function jsonPayload<T>(value: T): JsonPayload<T> {
  const payload: JsonPayload<T> = { json: JSON.stringify(value) };
  values.set(payload, value);
  return payload;
}

/** The payload's value: the loader's object on the server; parsed once per payload in the browser. */
export function readJsonPayload<T>(payload: JsonPayload<T>): T {
  if (values.has(payload)) return values.get(payload) as T;
  const value = JSON.parse(payload.json) as T;
  values.set(payload, value);
  return value;
}
