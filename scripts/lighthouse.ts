import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { sampleVehicleSlug, startBuiltServer } from "./lib/built-server.ts";

/**
 * Lighthouse (mobile settings: emulated mid-range phone, slow 4G, 4x CPU slowdown) on the vehicle
 * page and the results page, driving Debian's Chromium. Usage: npm run build && node scripts/lighthouse.ts
 */
const server = await startBuiltServer();
const host = "apex-motor-group.localhost";
const slug = await sampleVehicleSlug(server.base, host);
const port = new URL(server.base).port;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const pages = [
  { name: "vehicle page", url: `http://${host}:${port}/cars/${slug}` },
  { name: "results page", url: `http://${host}:${port}/search/new-used-and-demo-cars` },
];
const rows = [];
const failing: string[] = [];
try {
  for (const p of pages) {
    const result = await lighthouse(p.url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
    const lhr = result!.lhr;
    const a = lhr.audits;
    // What keeps accessibility, best practices and SEO below 100, so a score is something to act on.
    for (const id of ["accessibility", "best-practices", "seo"]) {
      for (const ref of lhr.categories[id]!.auditRefs) {
        const audit = a[ref.id];
        if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) continue;
        const items = ((audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? []).slice(0, 3);
        const where = items.map((i) => i.node?.snippet).filter(Boolean).map((s) => `\n      ${s!.slice(0, 160)}`).join("");
        failing.push(`${p.name} · ${id} · ${audit.title} (${ref.id})${where}`);
      }
    }
    rows.push({
      page: p.name,
      performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
      "best practices": Math.round((lhr.categories["best-practices"]!.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo!.score ?? 0) * 100),
      LCP: a["largest-contentful-paint"]!.displayValue,
      CLS: a["cumulative-layout-shift"]!.displayValue,
      TBT: a["total-blocking-time"]!.displayValue,
      "JS transferred": `${Math.round(((a["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })?.items?.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1024)} KiB`,
    });
  }
} finally {
  chrome.kill();
  server.stop();
}
console.log(`Lighthouse ${"mobile"} run, ${new Date().toISOString()}, car ${slug}`);
console.table(rows);
if (failing.length) console.log(`Audits not passed:\n  ${failing.join("\n  ")}`);
