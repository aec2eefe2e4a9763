/**
 * The page a request is for. React Router fetches a page's data from `{path}.data` (the home page's from
 * `/_root.data`); loaders and actions that build links or redirects from the URL want the page's own path.
 */
export function pagePath(url: URL): string {
  return url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
}
