import type { SearchLoaderData } from "../search-loader.server.ts";
import type { SearchQuery } from "../../stock/attributes.ts";

/** What the search page's parts share: the loader data and the search as it now stands. */
export interface SearchView {
  data: SearchLoaderData;
  /** The whole search (path filters included), already showing a navigation in progress. */
  shown: SearchQuery;
  /** The all-stock page, e.g. /search/new-used-and-demo-cars. */
  allPath: string;
  /** Where the filter form submits without JavaScript. */
  formAction: string;
  /** Navigates to a search (keeps the pretty path where it still applies). */
  go: (query: SearchQuery) => void;
  /** The URL of a search, for links. */
  href: (query: SearchQuery) => string;
}
