import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Card } from "../../ui/card.tsx";
import { ThumbnailList } from "./thumbnail-list.tsx";
import { imageUrl } from "../../media/image-url.ts";
import { BadgeCheck, Car, Check, Gauge, Hash, ShieldCheck, Sparkles } from "./icons.ts";
import { shareLinks } from "../share.ts";
import * as lucide from "lucide-react";
import { FULL_SIZE, NETWORK_ICON_HTML, shareLinksHtml, factTilesHtml, featureItemsHtml, iconRowHtml, photoLinksHtml, promiseItemsHtml, specRowsHtml, weekHoursHtml } from "./static-markup.ts";
import { escapeHtml } from "../../lib/escape-html.ts";

/**
 * Each string is what the JSX it replaced rendered (the references below are that JSX, kept here), for text that
 * needs escaping too: the page must not change by a byte.
 */
const html = (node: ReactNode) => renderToStaticMarkup(h("div", null, node)).slice(5, -6);
const tricky = `Tom & Jerry's "R" <Line>`;

describe("static markup", () => {
  it("escapes as React does", () => {
    expect(escapeHtml(tricky)).toBe(html(tricky));
  });

  it("writes the photo links of the page without JavaScript", () => {
    const images = [{ url: "/media/demo/a.webp" }, { url: "/media/demo/b.webp", alt: "b" }, { url: "https://cdn.example/c.jpg?x=1&y=2" }];
    const reference = h(
      "div",
      { className: "mt-3 hidden overflow-x-auto pb-1 noscript:block" },
      h(ThumbnailList, {
        images,
        title: tricky,
        index: 0,
        onIndex: () => {},
        idPrefix: "viewer-photo",
        label: `${tricky} photos`,
        className: "flex gap-2",
        thumbClassName: () => "block h-16 w-24 overflow-hidden rounded-theme sm:h-[4.5rem] sm:w-28",
        linkTo: (url: string) => imageUrl(url, FULL_SIZE),
      }),
    );
    expect(photoLinksHtml(images, tricky)).toBe(html(reference));
  });

  it("writes specification rows", () => {
    const items = [{ label: "Engine", value: "1.4L" }, { label: tricky, value: tricky }];
    const reference = items.map((item) =>
      h("div", { key: item.label, className: "flex justify-between gap-4 px-3.5 py-2.5 text-sm even:bg-page/60" }, h("dt", { className: "text-muted" }, item.label), h("dd", { className: "min-w-0 text-right font-semibold break-words" }, item.value)),
    );
    expect(specRowsHtml(items)).toBe(html(reference));
  });

  it("writes the features list", () => {
    const features = ["Sunroof", tricky];
    const reference = features.map((f) => h("li", { key: f, className: "flex items-start gap-2.5 text-[15px]" }, h(Check, { "aria-hidden": "true", className: "mt-0.5 size-4 shrink-0 text-emerald-600", strokeWidth: 3 }), f));
    expect(featureItemsHtml(features)).toBe(html(reference));
  });

  it("writes promise grid items, their icons in turn", () => {
    const items = [1, 2, 3, 4, 5].map((i) => ({ title: `${tricky} ${i}`, detail: `Detail ${i}` }));
    const icons = [ShieldCheck, BadgeCheck, Sparkles, Check];
    const reference = items.map((item, i) => {
      const Icon = icons[i % icons.length]!;
      return h(
        Card,
        { asChild: true, key: item.title, padding: "sm", elevation: "inset", className: "flex gap-3" },
        h(
          "li",
          null,
          h("span", { className: "grid size-10 shrink-0 place-items-center rounded-full bg-brand/10 text-brand" }, h(Icon, { "aria-hidden": "true", className: "size-5" })),
          h("div", null, h("p", { className: "font-bold" }, item.title), h("p", { className: "mt-0.5 text-sm text-muted" }, item.detail)),
        ),
      );
    });
    expect(promiseItemsHtml(items)).toBe(html(reference));
  });

  it("writes the icon row", () => {
    const items = [
      { icon: Gauge, label: "Odometer", value: "19 km" },
      { icon: Car, label: "Body", value: null },
    ];
    const reference = items.map(({ icon: Icon, label, value }) =>
      h("div", { key: label, className: "flex min-w-0 flex-col items-center gap-1 px-2 text-center" }, h(Icon, { "aria-hidden": "true", className: "size-5 text-brand" }), h("dt", { className: "sr-only" }, label), h("dd", { className: "w-full truncate text-sm font-semibold" }, value ?? "—")),
    );
    expect(iconRowHtml(items)).toBe(html(reference));
  });

  it("writes fact tiles", () => {
    const items = [{ label: "Odometer", value: "19 km" }, { label: tricky, value: tricky }];
    const icon = (label: string) => (label === "Odometer" ? Gauge : Hash);
    const reference = items.map((item) => {
      const Icon = icon(item.label);
      return h(
        Card,
        { key: item.label, padding: "none", elevation: "inset", className: "p-3.5" },
        h("dt", { className: "flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase" }, h("span", { className: "text-brand" }, h(Icon, { "aria-hidden": "true", className: "size-5" })), item.label),
        h("dd", { className: "mt-1.5 font-semibold break-words text-ink" }, item.value),
      );
    });
    expect(factTilesHtml(items, icon)).toBe(html(reference));
  });

  it("writes the week's hours", () => {
    const days = [
      { day: "Monday", hours: "8am – 5pm", today: false },
      { day: "Tuesday", hours: "Closed", today: true },
    ];
    const reference = days.map((d) =>
      h("div", { key: d.day, className: "contents" }, h("dt", { className: d.today ? "font-semibold" : "text-muted" }, d.day), h("dd", { className: `text-right tabular-nums ${d.today ? "font-semibold" : ""}` }, d.hours)),
    );
    expect(weekHoursHtml(days)).toBe(html(reference));
  });

  it("writes the share menu's links as the page without JavaScript had them", () => {
    const links = shareLinks(`https://x.example/cars/a?b=1&c="2"`, tricky, { share_hide_twitter: false });
    const svg = (d: string) => h("svg", { "aria-hidden": "true", viewBox: "0 0 24 24", className: "size-4 fill-current" }, h("path", { d }));
    const marks: Record<string, ReactNode> = {
      facebook: svg("M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3z"),
      twitter: svg("M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z"),
      whatsapp: h("span", { dangerouslySetInnerHTML: { __html: NETWORK_ICON_HTML.whatsapp } }),
      email: h(lucide.Mail, { "aria-hidden": "true", className: "size-4" }),
      sms: h(lucide.MessageSquare, { "aria-hidden": "true", className: "size-4" }),
    };
    const reference = links.map((l) =>
      h(
        "li",
        { key: l.network },
        h(
          "a",
          { href: l.href, target: l.network === "email" || l.network === "sms" ? undefined : "_blank", rel: "noopener noreferrer", className: "flex items-center gap-3 rounded-theme px-3 py-2 text-sm font-medium hover:bg-page" },
          h("span", { className: "grid size-7 place-items-center rounded-full bg-page text-ink" }, marks[l.network]),
          l.label,
        ),
      ),
    );
    // WhatsApp's mark is compared by itself below (the reference wraps it in a span).
    const expected = html(reference).replace(`<span>${NETWORK_ICON_HTML.whatsapp}</span>`, NETWORK_ICON_HTML.whatsapp);
    expect(shareLinksHtml(links)).toBe(expected);
    expect(NETWORK_ICON_HTML.whatsapp).toMatch(/^<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4 fill-current"><path d="M12 2a10[^"]+"><\/path><\/svg>$/);
  });
});
