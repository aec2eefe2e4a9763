import { describe, expect, it } from "vitest";
import { SCRIPTS_START_AT_LATEST_MS, deferredRouteModulesScript } from "./scripts-after-content.tsx";

// React Router 8's route-modules script for a page with two routes (what `<Scripts>` renders on the server).
const ROUTE_MODULES = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"},"version":"1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;
const HREFS = ["/assets/entry.client-C.js", "/assets/framework-D.js", "/assets/root-A.js", "/assets/home-B.js"];

/** Runs the rewritten script against a stub browser and records what it does, in order. */
function run(code: string, readyState: "loading" | "complete") {
  const log: string[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const win: Record<string, unknown> = {};
  const document = {
    readyState,
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { appendChild: (l: { rel: string; href: string }) => log.push(`${l.rel} ${l.href}`) },
  };
  const imp = (url: string) => {
    log.push(`import ${url}`);
    return Promise.resolve({ url });
  };
  const body = code.replace(/\bimport\(/g, "imp(");
  new Function("window", "document", "addEventListener", "requestAnimationFrame", "setTimeout", "imp", body)(
    win,
    document,
    (type: string, fn: () => void) => (listeners[type] = fn),
    (fn: () => void) => frames.push(fn),
    (fn: () => void, ms: number) => timers.push({ fn, ms }),
    imp,
  );
  return { log, listeners, timers, frames, win };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("deferredRouteModulesScript", () => {
  it("keeps every static import out of the script and loads nothing before the page's load event", () => {
    const code = deferredRouteModulesScript(ROUTE_MODULES, HREFS)!;
    expect(code).not.toMatch(/import \* as/);
    const { log, listeners, timers } = run(code, "loading");
    expect(log).toEqual([]);
    expect(Object.keys(listeners)).toEqual(["load"]);
    expect(timers.map((t) => t.ms)).toEqual([SCRIPTS_START_AT_LATEST_MS]);
  });

  it("after load and a frame, preloads every chunk, then imports the routes and the entry with the route modules set", async () => {
    const { log, listeners, timers, frames, win } = run(deferredRouteModulesScript(ROUTE_MODULES, HREFS)!, "loading");
    listeners.load!();
    expect(log).toEqual([]); // waits for the next frame
    frames.shift()!();
    timers.at(-1)!.fn();
    await settle();
    expect(log).toEqual([...HREFS.map((h) => `modulepreload ${h}`), "import /assets/root-A.js", "import /assets/home-B.js", "import /assets/entry.client-C.js"]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-A.js" }, "routes/home": { url: "/assets/home-B.js" } });
    expect((win.__reactRouterManifest as { version: string }).version).toBe("1");
    // The fallback timer firing later starts nothing twice.
    timers[0]!.fn();
    await settle();
    expect(log.filter((l) => l.startsWith("import /assets/entry"))).toHaveLength(1);
  });

  it("starts at the latest after the fallback delay when load never comes", async () => {
    const { log, timers } = run(deferredRouteModulesScript(ROUTE_MODULES, HREFS)!, "loading");
    timers[0]!.fn();
    await settle();
    expect(log).toContain("import /assets/entry.client-C.js");
  });

  it("leaves other shapes alone (the dev server's HMR import, a manifest import)", () => {
    expect(deferredRouteModulesScript(`import "/@vite/hmr";${ROUTE_MODULES}`, HREFS)).toBeNull();
    expect(deferredRouteModulesScript(`import "/assets/manifest-1.js";${ROUTE_MODULES}`, HREFS)).toBeNull();
    expect(deferredRouteModulesScript(" ", HREFS)).toBeNull();
  });
});
