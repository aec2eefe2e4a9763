import { createContext, use, type ReactElement } from "react";

/**
 * Renders `children()` to HTML once per (`of`, `slot`) and answers the same string afterwards: the server's renderer
 * (app/ui/fragment-renderer.server.ts), given to the page's render by app/entry.server.tsx. Past `limit` slots of one
 * object, further slots are drawn every time and not kept.
 */
export type FragmentRenderer = (of: object, slot: string, children: () => ReactElement, limit?: number) => string;

/** The server's fragment renderer; absent in the browser. */
export const FragmentRendererContext = createContext<FragmentRenderer | null>(null);

type FragmentProps = {
  as: "ul" | "div";
  /**
   * What the content is drawn from: an object that is replaced, never changed, and shared by every page that shows it
   * (a tenant's menu items, a footer group's links). The content must depend on nothing else but `slot`.
   */
  of: object;
  /** Tells apart different content drawn from the same object (a menu's links in the desktop and the phone menu). */
  slot: string;
  /** The content; called only when it has to be drawn. */
  children: () => ReactElement;
  className?: string;
  id?: string;
};

/**
 * Content that is the same on every page of a tenant (the header's menus, the footer's links: ~200 elements of every
 * page). On the server it is drawn once per `of` and written into each page as that HTML, so a page's render skips it
 * (issue 15, ADR 057); the browser draws it from the same data and hydrates it as usual. The wrapper element is drawn on
 * every render, so its props (a menu panel's open classes) may change from page to page. The content is drawn by a render
 * of its own, outside the page's providers: it must read no context (no router hooks, no `use(SomeContext)`).
 */
export function StaticFragment({ as: Tag, of, slot, children, ...props }: FragmentProps) {
  const render = use(FragmentRendererContext);
  if (render) return <Tag {...props} dangerouslySetInnerHTML={{ __html: render(of, slot, children) }} />;
  return <Tag {...props}>{children()}</Tag>;
}
