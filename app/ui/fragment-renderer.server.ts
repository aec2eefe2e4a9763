import { renderToString } from "react-dom/server";
import type { FragmentRenderer } from "./static-fragment.tsx";

/**
 * A fragment renderer for the server's page renders (app/entry.server.tsx): each fragment is drawn with React's own
 * `renderToString`, so its HTML is exactly what the page's render would have written there (text separators included)
 * and the browser hydrates it like any other part of the page. Kept per object, so a tenant edit or a new stock summary
 * (new objects) draws afresh and the old entries go with the objects they were drawn from.
 */
export function createFragmentRenderer(): FragmentRenderer {
  const drawn = new WeakMap<object, Map<string, string>>();
  return (of, slot, children, limit = Infinity) => {
    let slots = drawn.get(of);
    if (!slots) drawn.set(of, (slots = new Map()));
    let html = slots.get(slot);
    if (html === undefined) {
      html = renderToString(children());
      if (slots.size < limit) slots.set(slot, html);
    }
    return html;
  };
}
