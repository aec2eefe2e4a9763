import { chromium } from "playwright-core";

/**
 * Takes desktop and mobile screenshots of pages for a human to look at.
 * Usage: node scripts/screenshots.ts OUT_DIR URL...   (JS=0: with JavaScript off; FULL=0: the first screen only)
 */
const [outDir = "/tmp/shots", ...urls] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const widths = [
  { name: "desktop", viewport: { width: 1366, height: 900 }, isMobile: false },
  { name: "mobile", viewport: { width: 390, height: 844 }, isMobile: true },
];
for (const url of urls) {
  for (const w of widths) {
    const page = await browser.newPage({ viewport: w.viewport, isMobile: w.isMobile, deviceScaleFactor: 1, javaScriptEnabled: process.env.JS !== "0" });
    page.on("console", (m) => m.type() === "error" && console.error(`[${w.name}] ${url}: ${m.text()}`));
    await page.goto(url, { waitUntil: "networkidle" }).catch((err: Error) => console.error(`${url}: ${err.message}`));
    // File names stay under the file system's 255 bytes: long search URLs are cut and told apart by their position.
    const name = `${urls.indexOf(url)}-${url.replace(/^https?:\/\//, "").replace(/[^a-z0-9]+/gi, "_").replace(/_+$/, "").slice(0, 100)}`;
    await page.screenshot({ path: `${outDir}/${name}-${w.name}${process.env.JS === "0" ? "-nojs" : ""}.png`, fullPage: process.env.FULL !== "0" });
    await page.close();
  }
}
await browser.close();
console.log(`screenshots in ${outDir}`);
