import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { car } from "../../search/search-fixtures.ts";
import { FragmentRendererContext, type FragmentRenderer } from "../../ui/static-fragment.tsx";
import { createFragmentRenderer } from "../../ui/fragment-renderer.server.ts";
import { toResultCard, type VehicleCardConfig } from "../card-config.ts";
import { CardScopeContext, ListedCard } from "./listed-card.tsx";

const config: VehicleCardConfig = { certified_program_make: null, just_arrived_days: 8, fuel_tags: false, runout_tag_green: false, show_views: true, enquire_button_text: "Enquire Now" };
const day = 86_400_000;
const arrived = Date.parse("2026-11-20T00:00:00Z");
const inStock = toResultCard(car(7, { make: "Mazda", model: "CX-5", price: 38_000, views: 12, created_at: "2026-11-20T00:00:00+00:00" }), { name: "Southport", city: "Southport" });
const sold = toResultCard(car(8, { make: "Kia", model: "Rio", status: "sold", sold_date_timestamp: arrived / 1000 }));

const eager = toResultCard(car(9, { make: "Ford", model: "Ranger", price: 58_000, images: [{ url: "/media/demo/ranger.webp" }] }));

/** A list of cards as the results page renders it, on the server with the renderer and a scope, or as the browser would. */
const list = (server: { renderer: FragmentRenderer; scope: object } | null, now: number, cars = [inStock]) => {
  const items = h("ul", null, ...cars.map((v) => h(ListedCard, { key: v.id, vehicle: v, config, now, eager: v === eager })));
  const tree = server ? h(FragmentRendererContext, { value: server.renderer }, h(CardScopeContext, { value: server.scope }, items)) : items;
  return renderToString(h(MemoryRouter, null, tree));
};

describe("ListedCard (ADR 058)", () => {
  it("writes on the server exactly the card the browser's render hydrates, for each tag a day can give it", () => {
    const server = { renderer: createFragmentRenderer(), scope: {} };
    for (const now of [arrived + day, arrived + 30 * day, arrived + day]) expect(list(server, now)).toBe(list(null, now));
    expect(list(null, arrived + day)).toContain("Just Arrived");
    expect(list(null, arrived + 30 * day)).not.toContain("Just Arrived");
  });

  it("draws an in-stock card once per index and tag; a card out of stock, or with an eager photo, every time", () => {
    const slots: string[] = [];
    const real = createFragmentRenderer();
    const renderer: FragmentRenderer = (of, slot, children, limit) => {
      slots.push(slot);
      return real(of, slot, children, limit);
    };
    const scope = {};
    const three = [eager, inStock, sold];
    expect(list({ renderer, scope }, arrived + day, three)).toBe(list(null, arrived + day, three));
    // The eager photo's preload, which React hoists into the head of a whole page.
    expect(list(null, arrived + day, three)).toMatch(/^<link rel="preload" as="image"[^>]*ranger/);
    expect(slots).toEqual(["card 7 just-arrived brand Just Arrived"]);
  });

  it("keeps at most its limit of cards per index, and still draws the rest", () => {
    const renderer = createFragmentRenderer();
    const scope = {};
    let draws = 0;
    const draw = () => {
      draws++;
      return h("i", null, "card");
    };
    for (const slot of ["a", "b", "a", "b"]) renderer(scope, slot, draw, 1);
    expect(draws).toBe(3);
  });
});
