import type { Page } from "playwright-core";

/**
 * A page's weight as a browser gets it (issue 15): the HTML's bytes (uncompressed), the hydration data's bytes (React
 * Router's inline `streamController.enqueue(…)` scripts, raw) and how many elements the hydrated document holds.
 * Used by scripts/page-weight.ts (figures for the README) and tests/e2e/page-weight.spec.ts (the budgets).
 */
export interface PageWeight {
  htmlBytes: number;
  hydrationBytes: number;
  /** The hydration data's bytes per route (each route's loader data as JSON, decoded): which route sends what. */
  routeDataBytes: Record<string, number>;
  elements: number;
  /** Elements per part of the page, to see where they are. */
  parts: Record<string, number>;
}

/** The budgets of issue 15 for a results page (Apex, all stock). */
export const RESULTS_PAGE_BUDGET = { htmlBytes: 150 * 1024, hydrationBytes: 25 * 1024, elements: 1297 } as const;

/**
 * Sums the hydration data's text (React Router's scripts and the layout's JSON, app/site/site-layout.tsx) and decodes
 * the turbo-stream payload into each route's data size ("layout": the layout's JSON).
 */
export function hydrationOf(html: string): { bytes: number; routeDataBytes: Record<string, number> } {
  let bytes = 0;
  const payload: string[] = [];
  const routeDataBytes: Record<string, number> = {};
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const body = m[2]!;
    if (/\bid="site-layout"/.test(m[1]!)) {
      bytes += Buffer.byteLength(body);
      routeDataBytes.layout = body.length;
      continue;
    }
    if (!body.includes("streamController.enqueue(")) continue;
    bytes += Buffer.byteLength(body);
    const arg = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(body)?.[1];
    if (arg) payload.push(JSON.parse(arg) as string);
  }
  const first = payload.join("").split("\n")[0];
  if (first) {
    const values = JSON.parse(first) as unknown[];
    const decoded = decodeTurboStream(values) as { loaderData?: Record<string, unknown> };
    for (const [route, data] of Object.entries(decoded.loaderData ?? {})) routeDataBytes[route] = JSON.stringify(data ?? null).length;
  }
  return { bytes, routeDataBytes };
}

/** A plain decode of turbo-stream's flat value list (enough to size the data: special values come back as null). */
function decodeTurboStream(values: unknown[]): unknown {
  const seen = new Map<number, unknown>();
  const at = (i: number): unknown => {
    if (i < 0) return null;
    if (seen.has(i)) return seen.get(i);
    const v = values[i];
    let out: unknown = v;
    if (Array.isArray(v)) out = typeof v[0] === "string" ? null : v.map((x) => at(x as number));
    else if (v && typeof v === "object") {
      const o: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) o[String(values[Number(k.slice(1))])] = at(x as number);
      out = o;
    }
    seen.set(i, out);
    return out;
  };
  return at(0);
}

/** Counts the hydrated page's elements, in all and per part. Call after the page has hydrated. */
export async function countElements(page: Page): Promise<{ elements: number; parts: Record<string, number> }> {
  return page.evaluate(() => {
    const count = (el: Element | null) => (el ? el.getElementsByTagName("*").length + 1 : 0);
    const all = document.getElementsByTagName("*").length;
    const cards = [...document.querySelectorAll('ul[aria-label="Search results"] > li')];
    const parts: Record<string, number> = {
      head: count(document.head),
      "icon sprite": count(document.querySelector('body svg[width="0"]')),
      header: count(document.querySelector("header")),
      "filters sidebar": count(document.querySelector("aside#filters")),
      "results list": count(document.querySelector('ul[aria-label="Search results"]')),
      "per card (mean)": cards.length ? Math.round(cards.reduce((n, li) => n + count(li), 0) / cards.length) : 0,
      pagination: count(document.querySelector('nav[aria-label*="agination"]')),
      footer: count(document.querySelector("footer")),
    };
    return { elements: all, parts };
  });
}

/**
 * Weighs `url` (a dealer site's page: the browser resolves `*.localhost`, Node does not): the hydrated document in
 * `page`, then the HTML as the browser fetches it again (its bytes after decompression).
 */
export async function weighPage(page: Page, url: string): Promise<PageWeight> {
  const res = await page.goto(url);
  if (!res?.ok()) throw new Error(`${url}: ${res?.status()}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const { elements, parts } = await countElements(page);
  const html = await page.evaluate(async (u) => (await fetch(u, { cache: "no-store" })).text(), url);
  const hydration = hydrationOf(html);
  return { htmlBytes: Buffer.byteLength(html), hydrationBytes: hydration.bytes, routeDataBytes: hydration.routeDataBytes, elements, parts };
}
