import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Alert } from "./alert.tsx";
import { Badge } from "./badge.tsx";
import { Button, ButtonAnchor } from "./button.tsx";
import { Card } from "./card.tsx";
import { cn } from "./cn.ts";
import { EmptyState } from "./empty-state.tsx";
import { Table, Td, Th } from "./table.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);

describe("cn", () => {
  it("lets the caller's class replace the kit's conflicting one, theme tokens included", () => {
    expect(cn("px-4 py-2.5 text-sm", "px-6")).toBe("py-2.5 text-sm px-6");
    expect(cn("rounded-theme", "rounded-full")).toBe("rounded-full");
    expect(cn("text-brand-contrast text-sm", "text-ink")).toBe("text-sm text-ink");
    expect(cn("font-heading", "font-body")).toBe("font-body");
    expect(cn("p-5", false, undefined, "sm:p-7")).toBe("p-5 sm:p-7");
  });
});

describe("Button", () => {
  it("is a type=button by default, so it never submits a form by accident", () => {
    expect(html(h(Button, null, "Go"))).toMatch(/^<button type="button"/);
  });

  it("shows a spinner, is disabled and says what it is doing while loading", () => {
    const out = html(h(Button, { type: "submit", loading: true, loadingText: "Sending…" }, "Send"));
    expect(out).toContain('disabled=""');
    expect(out).toContain('aria-disabled="true"');
    expect(out).toContain("animate-spin");
    expect(out).toContain("Sending…");
    expect(out).not.toContain(">Send<");
  });

  it("draws its child with the button's look (asChild), and anchors look the same", () => {
    const child = html(h(Button, { asChild: true, variant: "outline" }, h("label", { htmlFor: "x" }, "Pick")));
    expect(child).toMatch(/^<label for="x" class="[^"]*border-brand/);
    expect(html(h(ButtonAnchor, { href: "tel:0738214000", size: "sm" }, "Call"))).toMatch(/^<a class="[^"]*px-3[^"]*" href="tel:0738214000">Call<\/a>$/);
  });
});

describe("Card, Badge and Alert", () => {
  it("renders a card as the element it is given", () => {
    expect(html(h(Card, { asChild: true, padding: "lg" }, h("section", { "aria-label": "Hours" }, "…")))).toMatch(/^<section aria-label="Hours" class="[^"]*p-6/);
  });

  it("announces errors and warnings at once and the rest politely", () => {
    expect(html(h(Alert, { tone: "error" }, "No"))).toContain('role="alert"');
    expect(html(h(Alert, { tone: "warning" }, "Careful"))).toContain('role="alert"');
    expect(html(h(Alert, { tone: "success" }, "Done"))).toContain('role="status"');
    expect(html(h(Alert, { tone: "info", role: "none" }, "Note"))).toContain('role="none"');
  });

  it("keeps a badge's text", () => {
    expect(html(h(Badge, { tone: "brand" }, "Sold"))).toMatch(/<span class="[^"]*bg-brand[^"]*">Sold<\/span>/);
  });
});

describe("EmptyState", () => {
  it("names its section by its heading and offers the way on", () => {
    const out = html(h(EmptyState, { title: "No Results Available", titleId: "none", action: h("a", { href: "/search" }, "Clear Filters") }, "Try other filters."));
    expect(out).toContain('aria-labelledby="none"');
    expect(out).toContain('<h2 id="none"');
    expect(out).toContain("Try other filters.");
    expect(out).toContain('href="/search"');
  });
});

describe("Tabs", () => {
  it("marks up a tab list whose chosen tab controls the one panel shown", () => {
    const out = html(
      h(Tabs, { defaultValue: "week" }, h(TabsList, { "aria-label": "Hours" }, h(TabsTrigger, { value: "week" }, "This week"), h(TabsTrigger, { value: "holidays" }, "Holidays")), h(TabsContent, { value: "week" }, "Mon–Fri 8–5"), h(TabsContent, { value: "holidays" }, "Closed")),
    );
    expect(out).toContain('role="tablist"');
    expect(out.match(/role="tab"/g)).toHaveLength(2);
    expect(out).toMatch(/aria-selected="true"[^>]*>This week/);
    expect(out).toContain("Mon–Fri 8–5");
    expect(out).not.toContain("Closed");
  });
});

describe("Table", () => {
  it("gives the table a caption for screen readers and column headers their scope", () => {
    const out = html(h(Table, { caption: "Opening hours" }, h("thead", null, h("tr", null, h(Th, null, "Day"))), h("tbody", null, h("tr", null, h(Td, null, "Mon")))));
    expect(out).toContain('<caption class="sr-only">Opening hours</caption>');
    expect(out).toContain('<th scope="col"');
    expect(out).toContain("overflow-x-auto");
  });
});
