import { type PageView, pageViewHref } from "../page-views.ts";

/**
 * Counts this page view for the dealer analytics (ADR 047): an invisible 1×1 image from an uncached address, so the
 * count happens whether the page came from the server or a shared cache, with or without JavaScript. A client-side
 * navigation renders it with the new page's address, which loads it again.
 */
export function PageViewBeacon({ view }: { view: PageView }) {
  return <img src={pageViewHref(view)} alt="" width={1} height={1} hidden decoding="async" data-page-view="" />;
}
