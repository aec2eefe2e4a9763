import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { sampleVehicleSlug, startBuiltServer } from "./lib/built-server.ts";
import { median } from "./lib/median.ts";

/**
 * Lighthouse (mobile settings: emulated mid-range phone, slow 4G, 4x CPU slowdown, simulated throttling: Lantern
 * estimates the slow network and CPU from one unthrottled load, so the figures move little with other load on the
 * machine) on the home, results and vehicle pages, driving Debian's Chromium. Each page is loaded RUNS times (default 5)
 * in a fresh tab and every column is the median of those runs. Usage: npm run bench:lighthouse
 * (BENCH_PORT / BENCH_DATA_DIR choose the server's port and data directory; LIGHTHOUSE_RUNS the number of runs).
 *
 * `--baseline=<another built checkout>` also serves that checkout's build (next port, its own data directory) and
 * loads its pages in turn with this one's, run for run, so both sets of medians meet the same load on the machine:
 * before/after figures.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const baselineDir = process.argv.find((a) => a.startsWith("--baseline="))?.slice("--baseline=".length);
const server = await startBuiltServer();
const baseline = baselineDir
  ? await startBuiltServer(
      {
        PORT: String(Number(new URL(server.base).port) + 1),
        DATA_DIR: path.resolve(`${process.env.BENCH_DATA_DIR ?? ".bench-data"}-baseline`),
      },
      path.resolve(baselineDir),
    )
  : null;
const host = "apex-motor-group.localhost";
const slug = await sampleVehicleSlug(server.base, host);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const pagesOf = (base: string) => {
  const port = new URL(base).port;
  return [
    { name: "home page", url: `http://${host}:${port}/` },
    { name: "results page", url: `http://${host}:${port}/search/new-used-and-demo-cars` },
    { name: "vehicle page", url: `http://${host}:${port}/cars/${slug}` },
  ];
};
const targets = [{ label: baseline ? "this checkout" : "", pages: pagesOf(server.base) }, ...(baseline ? [{ label: "baseline", pages: pagesOf(baseline.base) }] : [])];
type Run = { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; fcp: number; cls: number; tbt: number; si: number; jsKiB: number; lcpElement: string };
const rows = [];
const failing = new Set<string>();
async function measure(pageName: string, url: string): Promise<Run> {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  const lhr = result!.lhr;
  const a = lhr.audits;
  // What keeps accessibility, best practices and SEO below 100, so a score is something to act on.
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]!.auditRefs) {
      const audit = a[ref.id];
      if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) continue;
      const items = ((audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? []).slice(0, 3);
      const where = items.map((i) => i.node?.snippet).filter(Boolean).map((s) => `\n      ${s!.slice(0, 160)}`).join("");
      failing.add(`${pageName} · ${id} · ${audit.title} (${ref.id})${where}`);
    }
  }
  // The LCP element, as Lighthouse 13's LCP breakdown names it.
  const lcpItems = (a["lcp-breakdown-insight"]?.details as { items?: { type: string; snippet?: string }[] } | undefined)?.items;
  return {
    performance: (lhr.categories.performance!.score ?? 0) * 100,
    accessibility: (lhr.categories.accessibility!.score ?? 0) * 100,
    bestPractices: (lhr.categories["best-practices"]!.score ?? 0) * 100,
    seo: (lhr.categories.seo!.score ?? 0) * 100,
    lcp: a["largest-contentful-paint"]!.numericValue ?? 0,
    fcp: a["first-contentful-paint"]!.numericValue ?? 0,
    cls: a["cumulative-layout-shift"]!.numericValue ?? 0,
    tbt: a["total-blocking-time"]!.numericValue ?? 0,
    si: a["speed-index"]!.numericValue ?? 0,
    jsKiB: ((a["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })?.items?.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1024,
    lcpElement: lcpItems?.find((i) => i.type === "node")?.snippet ?? "?",
  };
}
try {
  // One unmeasured load of each page first: the server's first render of a page (index build, image transforms) is
  // not what a shopper meets.
  for (const t of targets) for (const p of t.pages) await lighthouse(p.url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  for (let pi = 0; pi < targets[0]!.pages.length; pi++) {
    const runs: Run[][] = targets.map(() => []);
    // Run for run, in turn: the targets meet the same load on the machine.
    for (let i = 0; i < RUNS; i++) for (const [ti, t] of targets.entries()) runs[ti]!.push(await measure(t.pages[pi]!.name, t.pages[pi]!.url));
    for (const [ti, t] of targets.entries()) {
      const r = runs[ti]!;
      const m = (k: Exclude<keyof Run, "lcpElement">) => median(r.map((x) => x[k]));
      rows.push({
        page: t.label ? `${t.pages[pi]!.name} (${t.label})` : t.pages[pi]!.name,
        performance: Math.round(m("performance")),
        "perf. runs": r.map((x) => Math.round(x.performance)).join(" "),
        accessibility: Math.round(m("accessibility")),
        "best practices": Math.round(m("bestPractices")),
        seo: Math.round(m("seo")),
        FCP: `${(m("fcp") / 1000).toFixed(1)} s`,
        LCP: `${(m("lcp") / 1000).toFixed(1)} s`,
        CLS: m("cls").toFixed(3),
        TBT: `${Math.round(m("tbt"))} ms`,
        SI: `${(m("si") / 1000).toFixed(1)} s`,
        "JS transferred": `${Math.round(m("jsKiB"))} KiB`,
      });
      console.log(`${t.pages[pi]!.name}${t.label ? ` (${t.label})` : ""}: LCP element ${r[0]!.lcpElement.slice(0, 160)}`);
    }
  }
} finally {
  chrome.kill();
  server.stop();
  baseline?.stop();
}
console.log(`Lighthouse mobile (simulated throttling), median of ${RUNS} runs per page, ${new Date().toISOString()}, car ${slug}`);
console.table(rows);
if (failing.size) console.log(`Audits not passed:\n  ${[...failing].join("\n  ")}`);
