import crypto from "node:crypto";
import express, { type Request, type Response } from "express";
import type { Services } from "../app/platform/services.server.ts";
import { listableStockPage, listableStockVersion } from "../app/stock/stock-store.server.ts";
import { isFeedToken } from "../app/feeds/feed-store.server.ts";
import { tenantPublicOrigin } from "../app/tenants/public-origin.ts";
import {
  FEED_CONTENT_TYPES,
  FEED_FILES,
  GOOGLE_FOOTER,
  STOCK_CSV_COLUMNS,
  STOCK_JSON_FOOTER,
  csvLine,
  googleExclusion,
  googleHeader,
  googleItem,
  metaExclusion,
  metaHeader,
  metaLine,
  stockCsvLine,
  stockJsonHeader,
  stockJsonItem,
  type FeedContext,
  type FeedFile,
} from "../app/feeds/listing-formats.ts";
import type { Vehicle } from "../app/stock/vehicle-schema.ts";
import { sendRefusal } from "./request-guard.ts";

/** Bump when a format changes, so crawlers holding an old ETag get the new text. */
const FORMAT_VERSION = "1";
const PAGE = 500;

type Writer = { header: (ctx: FeedContext) => string; item: (v: Vehicle, ctx: FeedContext, first: boolean) => string | null; footer: string };

const WRITERS: Record<FeedFile, Writer> = {
  "google.xml": { header: googleHeader, item: (v, ctx) => (googleExclusion(v, ctx.tenant) ? null : googleItem(v, ctx)), footer: GOOGLE_FOOTER },
  "meta.csv": { header: metaHeader, item: (v, ctx) => (metaExclusion(v, ctx.tenant) ? null : metaLine(v, ctx)), footer: "" },
  "stock.json": { header: stockJsonHeader, item: (v, ctx, first) => stockJsonItem(v, ctx, first), footer: STOCK_JSON_FOOTER },
  "stock.csv": { header: () => csvLine(STOCK_CSV_COLUMNS), item: (v, ctx) => stockCsvLine(v, ctx), footer: "" },
};

/**
 * The listing feeds (issue 14, ADR 044): `GET /feeds/{token}/{google.xml|meta.csv|stock.json|stock.csv}` on a tenant's
 * host. A wrong token, an unknown file or a host that is no tenant is a plain 404 that tells nothing. The feed is
 * written 500 vehicles at a time, waiting for the socket to drain, so memory stays flat at any stock size; its ETag is
 * the listable stock's version, so an unchanged feed costs a crawler one small query and a 304.
 */
export function listingFeedsRouter(services: Services): express.Router {
  const router = express.Router();
  const notFound = (req: Request, res: Response) => {
    res.set("X-Robots-Tag", "noindex, nofollow");
    sendRefusal(req, res, 404, "Not found.");
  };

  router.get("/:token/:file", async (req, res, next) => {
    try {
      const { tenant } = services.tenants.resolve(req.get("host"));
      const file = FEED_FILES.find((f) => f === req.params.file);
      const db = services.database.db;
      if (!tenant || !file || !(await isFeedToken(db, tenant.id, String(req.params.token)))) return notFound(req, res);
      const origin = tenantPublicOrigin(tenant, `${req.protocol}://${req.get("host")}`);
      const version = await listableStockVersion(db, tenant.id);
      const site = JSON.stringify([tenant.name, tenant.hosts, tenant.locations]);
      const etag = `"${crypto.createHash("sha256").update([FORMAT_VERSION, file, origin, version, site].join("\n")).digest("base64url").slice(0, 32)}"`;
      res.set({
        "Content-Type": FEED_CONTENT_TYPES[file],
        // Short and private: the URL is a secret, so no shared cache keeps it; crawlers revalidate with If-None-Match.
        "Cache-Control": "private, max-age=300",
        ETag: etag,
        "X-Robots-Tag": "noindex, nofollow",
        "Referrer-Policy": "no-referrer",
      });
      if (file.endsWith(".csv")) res.set("Content-Disposition", `inline; filename="${tenant.slug}-${file.replace(".", "-")}.${file.split(".")[1]}"`);
      if (req.fresh) return void res.status(304).end();
      if (req.method === "HEAD") return void res.end();
      const ctx: FeedContext = { tenant, origin, generatedAt: new Date() };
      const writer = WRITERS[file];
      // Waits for the socket to take what was written (or close): one listener pair per wait, removed after it.
      const drained = () =>
        new Promise<void>((resolve) => {
          const done = () => {
            res.off("drain", done);
            res.off("close", done);
            resolve();
          };
          res.on("drain", done);
          res.on("close", done);
        });
      const write = async (chunk: string) => {
        if (chunk && !res.write(chunk)) await drained();
      };
      await write(writer.header(ctx));
      let after = 0;
      let first = true;
      for (;;) {
        if (res.destroyed) return;
        const page = await listableStockPage(db, tenant.id, after, PAGE);
        let text = "";
        for (const v of page) {
          const item = writer.item(v, ctx, first);
          if (item === null) continue;
          text += item;
          first = false;
        }
        await write(text);
        if (page.length < PAGE) break;
        after = page[page.length - 1]!.id;
      }
      res.end(writer.footer);
    } catch (err) {
      if (res.headersSent) {
        services.logger.error({ err }, "listing feed failed mid-response");
        return void res.destroy();
      }
      next(err);
    }
  });
  router.use((req, res) => notFound(req, res));
  return router;
}
