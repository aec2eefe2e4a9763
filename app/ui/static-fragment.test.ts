import { createContext, createElement as h, Fragment, use } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkList } from "./link-list.tsx";
import { FragmentRendererContext, StaticFragment } from "./static-fragment.tsx";
import { createFragmentRenderer } from "./fragment-renderer.server.ts";

const Theme = createContext("default");
function ThemeName() {
  return h("em", null, use(Theme));
}
const links = [
  { label: "New cars", href: "/search/new-cars" },
  { label: "Finance & insurance", href: "/finance" },
  { label: "Careers", href: "https://jobs.example.com", external: true },
];
// Adjacent text nodes: React separates them with a comment the browser's hydration relies on.
const content = () => h(Fragment, null, h("li", null, "Open ", 7, " days"), h("li", null, h("b", null, "Sat"), " 9–5"));
const page = (withRenderer: boolean, renderer = createFragmentRenderer()) => {
  const tree = h(
    Theme,
    { value: "dark" },
    h(LinkList, { shared: true, links, className: "menu", linkClassName: "menu-link" }),
    h(StaticFragment, { as: "ul", of: links, slot: "other", className: "hours", children: content }),
    h(ThemeName),
  );
  return renderToString(withRenderer ? h(FragmentRendererContext, { value: renderer }, tree) : tree);
};

describe("StaticFragment", () => {
  it("writes on the server exactly the HTML the browser's render of the same content hydrates", () => {
    expect(page(true)).toBe(page(false));
    expect(page(false)).toContain('<li>Open <!-- -->7<!-- --> days</li>');
  });

  it("draws a fragment without the page's context, and keeps that context for what follows it", () => {
    const renderer = createFragmentRenderer();
    const html = renderToString(
      h(FragmentRendererContext, { value: renderer }, h(Theme, { value: "dark" }, h(StaticFragment, { as: "div", of: {}, slot: "a", children: () => h(ThemeName) }), h(ThemeName))),
    );
    // Hence the rule: a fragment's content reads no context (it would be the same on every page if it did not).
    expect(html).toBe("<div><em>default</em></div><em>dark</em>");
  });

  it("draws each fragment once per object and slot", () => {
    const renderer = createFragmentRenderer();
    let draws = 0;
    const counted = () => {
      draws++;
      return h("li", null, "x");
    };
    const of = {};
    const render = (slot: string, key: object) => renderToString(h(FragmentRendererContext, { value: renderer }, h(StaticFragment, { as: "ul", of: key, slot, children: counted })));
    expect(render("a", of)).toBe("<ul><li>x</li></ul>");
    render("a", of);
    expect(draws).toBe(1);
    render("b", of);
    expect(draws).toBe(2);
    render("a", {});
    expect(draws).toBe(3);
  });

  it("draws the content inline without a renderer (the browser), every time", () => {
    let draws = 0;
    const counted = () => {
      draws++;
      return h("li", null, "x");
    };
    renderToString(h(StaticFragment, { as: "ul", of: links, slot: "a", children: counted }));
    renderToString(h(StaticFragment, { as: "ul", of: links, slot: "a", children: counted }));
    expect(draws).toBe(2);
  });
});
