import { chromium } from "playwright-core";
import { startBuiltServer } from "./lib/built-server.ts";
import { RESULTS_PAGE_BUDGET, weighPage } from "../tests/support/page-weight.ts";

/**
 * The results page's weight against issue 15's budgets: HTML bytes (uncompressed), hydration data bytes (raw) and the
 * hydrated document's elements, with where the data and the elements are. Needs a build (npm run build).
 * Usage: node scripts/page-weight.ts [--base=http://127.0.0.1:PORT] [PATH…]
 * (--base: a server already running with the demo dealers; otherwise the built server is started on .bench-data).
 * BUILD_DIR=… picks another build, for before/after figures.
 */
const base = process.argv.find((a) => a.startsWith("--base="))?.slice("--base=".length);
const paths = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const server = base ? null : await startBuiltServer();
const port = new URL(base ?? server!.base).port;
const host = "apex-motor-group.localhost";
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
try {
  for (const path of paths.length ? paths : ["/search/new-used-and-demo-cars"]) {
    // The same document at every width (the phone's filters and menu are drawn when opened).
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const w = await weighPage(page, `http://${host}:${port}${path}`);
    await page.close();
    console.log(`\n${path} (${host}, ${process.env.BUILD_DIR ?? "build"})`);
    console.table([
      { figure: "HTML (uncompressed)", value: kb(w.htmlBytes), budget: `≤ ${kb(RESULTS_PAGE_BUDGET.htmlBytes)}`, ok: w.htmlBytes <= RESULTS_PAGE_BUDGET.htmlBytes },
      { figure: "hydration data (raw)", value: kb(w.hydrationBytes), budget: `≤ ${kb(RESULTS_PAGE_BUDGET.hydrationBytes)}`, ok: w.hydrationBytes <= RESULTS_PAGE_BUDGET.hydrationBytes },
      { figure: "DOM elements (hydrated)", value: String(w.elements), budget: `≤ ${RESULTS_PAGE_BUDGET.elements}`, ok: w.elements <= RESULTS_PAGE_BUDGET.elements },
    ]);
    console.log("loader data per route (decoded JSON):", Object.entries(w.routeDataBytes).map(([r, n]) => `${r} ${kb(n)}`).join(", "));
    console.log("elements per part:", Object.entries(w.parts).map(([p, n]) => `${p} ${n}`).join(", "));
  }
} finally {
  await browser.close();
  server?.stop();
}
