import type { Database } from "../db/client.server.ts";
import { demoTenants } from "../demo/demo-tenants.ts";
import { mediaNeedsFor, renderDemoMedia } from "../demo/render-media.server.ts";
import { demoModelAndBrandImages } from "../demo/demo-models.ts";
import { parseStockBatch } from "../stock/vehicle-schema.ts";
import { replaceStock } from "../stock/stock-store.server.ts";
import { tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { countTenants, saveTenant } from "../tenants/tenant-store.server.ts";
import type { Env } from "./env.server.ts";
import type { Logger } from "./logger.server.ts";

/**
 * First start: writes the four demo dealer sites and their stock, and renders their pictures.
 * Skipped when any tenant exists, so an operator's data is never overwritten.
 */
export async function seedDemoIfEmpty(database: Database, env: Env, logger: Logger): Promise<void> {
  const n = await countTenants(database.db);
  const started = Date.now();
  const demo = demoTenants(new Date());
  // Pictures are rendered even when the data exists: a fresh DATA_DIR/media needs them back.
  const offerImages = demo.flatMap((d) => (d.document.config?.offers ?? []).flatMap((o) => (o.image ? [{ images: [{ url: o.image }] }] : [])));
  const modelAndBrandImages = demo.flatMap((d) => demoModelAndBrandImages(d.document.config).map((url) => ({ images: [{ url }] })));
  const blogImages = demo.flatMap((d) => (d.document.config?.blog_posts ?? []).flatMap((p) => (p.image ? [{ images: [{ url: p.image }] }] : [])));
  await renderDemoMedia(env.mediaDir, mediaNeedsFor([...demo.flatMap((d) => d.stock), ...offerImages, ...modelAndBrandImages, ...blogImages]), env.DEMO_MEDIA_CACHE);
  if (n > 0) return;
  await writeDemoDealers(database, demo);
  logger.info({ tenants: demo.length, vehicles: demo.reduce((s, d) => s + d.stock.length, 0), ms: Date.now() - started }, "demo dealers seeded");
}

/** The demo dealers' documents and stock, without their pictures (tests that need only the data call this). */
export async function writeDemoDealers(database: Database, demo = demoTenants(new Date())): Promise<void> {
  for (const { slug, document, stock } of demo) {
    const doc = tenantDocumentSchema.parse(document);
    const { id } = await saveTenant(database.db, slug, doc);
    const parsed = parseStockBatch(stock);
    if (!parsed.ok) throw new Error(`demo stock for ${slug} is invalid: ${JSON.stringify(parsed.problems.slice(0, 3))}`);
    await replaceStock(database.db, id, parsed.vehicles);
  }
}
