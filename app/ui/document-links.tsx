import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Whether a click on this anchor is one the page should handle itself (what React Router's `<Link>` checks). */
export function isPageNavigation(
  event: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">,
  anchor: Pick<HTMLAnchorElement, "target" | "href" | "hasAttribute">,
  origin: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return false;
  return new URL(anchor.href).origin === origin;
}

/**
 * One click listener for every `<PageLink>` (app/ui/link-list.tsx): a plain click on an anchor React Router marks for
 * route discovery (`a[data-discover]`) navigates inside the app, as its `<Link>` does (the same address again replaces
 * the history entry); a click with a modifier, a middle click, a link to another window or a download are left to the
 * browser. A `<Link>` handles its own click first (React's listener on the document was added before this one) and
 * marks it handled, so this one leaves it alone; `<Link reloadDocument>` would be turned into an in-app navigation, so
 * the app has none (a whole-document link is a plain anchor, e.g. ButtonAnchor). Without JavaScript the anchors work as
 * they are.
 */
export function DocumentLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || !isPageNavigation(event, anchor, window.location.origin)) return;
      event.preventDefault();
      const url = new URL(anchor.href);
      const to = url.pathname + url.search + url.hash;
      void navigate(to, { replace: to === window.location.pathname + window.location.search + window.location.hash });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
