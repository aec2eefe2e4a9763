import type { ReactNode } from "react";

/**
 * Content behind a disclosure (a `<details>`, a menu) that is drawn only once it is shown. Without JavaScript it is in a
 * `<noscript>`, which the browser then parses as usual, so the native disclosure still reveals it; with JavaScript the
 * browser keeps a `<noscript>`'s content as one text node and React does not hydrate it, so the page carries none of
 * its elements until `shown` (issue 15: a results page's hidden makes and the phone menu's links were ~130 elements).
 * The server's HTML is the same for both.
 */
export function OnDemand({ shown, children }: { shown: boolean; children: ReactNode }) {
  return shown ? <>{children}</> : <noscript>{children}</noscript>;
}
