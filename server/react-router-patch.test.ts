import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Outlet, StaticRouterProvider, createStaticHandler, createStaticRouter, useLoaderData, useParams, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

/**
 * React Router is patched (patches/react-router+8.4.0.patch, ADR 061) to make the server's data routes once per route
 * tree instead of on every render. These renders share one tree: each must still draw its own request's page.
 */
function Car() {
  const { slug } = useParams();
  const data = useLoaderData() as { price: string };
  return createElement("p", null, `${slug} at ${data.price}`);
}

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    Component: () => createElement("main", null, "site: ", createElement(Outlet)),
    children: [{ id: "car", path: "cars/:slug", loader: ({ params }) => ({ price: params.slug === "a" ? "$1" : "$2" }), Component: Car }],
  },
];

/** One handler, so one route tree (its dataRoutes), for every render below. */
const handler = createStaticHandler(routes);

async function render(url: string) {
  const context = await handler.query(new Request(`http://x.localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

describe("React Router's static router, patched", () => {
  it("keeps the data routes of a route tree and draws each request's own page from them", async () => {
    const one = await handler.query(new Request("http://x.localhost/cars/a"));
    const two = await handler.query(new Request("http://x.localhost/cars/b"));
    if (one instanceof Response || two instanceof Response) throw new Error("unexpected response");
    const first = createStaticRouter(handler.dataRoutes, one);
    const second = createStaticRouter(handler.dataRoutes, two);
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((m) => m.params.slug)).toEqual(["a", "a"]);
    expect(second.state.matches.map((m) => m.params.slug)).toEqual(["b", "b"]);
    expect(first.state.matches.at(-1)!.route).toBe(second.state.matches.at(-1)!.route);
  });

  it("renders different pages from one tree", async () => {
    expect(await render("/cars/a")).toContain("a at $1");
    expect(await render("/cars/b")).toContain("b at $2");
    expect(await render("/cars/a")).not.toContain("b at");
  });
});
