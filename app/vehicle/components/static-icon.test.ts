import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import * as icons from "./icons.ts";

const lucideIcons = lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>;

describe("staticIcon", () => {
  // The page must look the same: every icon the page draws is the markup lucide-react draws for the same props.
  it.each(Object.keys(icons))("%s is lucide's markup", (name) => {
    const Static = (icons as unknown as Record<string, ComponentType<Record<string, unknown>>>)[name]!;
    for (const props of [{ "aria-hidden": "true", className: "size-4 text-brand" }, { "aria-hidden": "true", className: "mt-0.5 size-4 shrink-0", strokeWidth: 3 }, { "aria-hidden": "true" }, { "aria-hidden": "true", className: "size-4 transition " }]) {
      expect(renderToStaticMarkup(createElement(Static, props))).toBe(renderToStaticMarkup(createElement(lucideIcons[name]!, props)));
    }
  });
});
