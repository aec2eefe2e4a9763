import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/db/client.server.ts";
import { createFeedPhotoResolver, REVALIDATE_AFTER_MS, RETRY_FAILED_AFTER_MS, type FeedPhotoResolver } from "../../app/stock/feed-photos.server.ts";
import { tenantDocumentSchema } from "../../app/tenants/tenant-document.ts";
import { saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, tempDir } from "../support/engines.ts";
import { startFeedServer, type FeedServer } from "../support/feed-server.ts";
import { tenantDoc } from "../support/fixtures.ts";

/**
 * Feed photos by URL (issue 14, ADR 043) against a real HTTP server on 127.0.0.1, on both engines: each URL fetched
 * once and stored like a console upload (upright, no EXIF), the next import asks nothing, failures are reported and
 * not fatal, a changed ETag brings the new picture after the revalidation interval, and private addresses are refused
 * unless allowed.
 */

const jpeg = (colour: string) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: "DealerCam" } })
    .toBuffer();
const png = (colour: string) => sharp({ create: { width: 90, height: 60, channels: 3, background: colour } }).png().toBuffer();

function suite(engine: "pglite" | "postgres") {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let server: FeedServer;
  let tenantId: number;
  let mediaDir: string;
  let clock = new Date("2026-11-24T09:00:00Z");
  const slug = `feed-photos-${engine}`;
  let resolve: FeedPhotoResolver;

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    const dataDir = tempDir("feed-pull-photos-");
    mediaDir = path.join(dataDir, "media");
    database = await openDatabase({ databaseUrl: engineDb.env.DATABASE_URL ?? null, dataDir: engineDb.env.DATABASE_URL ? null : dataDir });
    tenantId = (await saveTenant(database.db, slug, tenantDocumentSchema.parse(tenantDoc(slug)))).id;
    server = await startFeedServer();
    resolve = createFeedPhotoResolver({ db: database.db, mediaDir, tenantSlug: (id) => (id === tenantId ? slug : null), allowPrivate: true, now: () => clock, timeoutMs: 2_000 });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    await drop?.();
  });

  it("downloads each photo once, stores it upright without EXIF, and keeps the feed's order", async () => {
    server.serve("/a.jpg", { body: await jpeg("#c02020"), etag: '"a1"', contentType: "image/jpeg" });
    server.serve("/b.png", { body: await png("#2040c0"), lastModified: "Mon, 23 Nov 2026 10:00:00 GMT", contentType: "image/png" });
    // The header lies: the content decides.
    server.serve("/c", { body: await jpeg("#20a040"), contentType: "text/plain" });
    const urls = [server.url("/b.png"), server.url("/a.jpg"), server.url("/c"), server.url("/a.jpg")];

    const first = await resolve(tenantId, urls);
    expect(first.problems).toEqual([]);
    expect(first.fetched).toBe(3);
    expect(first.images).toHaveLength(3);
    expect(first.images.map((i) => path.extname(i.url))).toEqual([".png", ".jpg", ".jpg"]);
    for (const image of first.images) expect(image.url).toMatch(new RegExp(`^/media/uploads/${slug}/[0-9a-f]{32}\\.(jpg|png)$`));
    const stored = await sharp(fs.readFileSync(path.join(mediaDir, first.images[1]!.url.replace(/^\/media\//, "")))).metadata();
    expect([stored.width, stored.height]).toEqual([80, 120]); // turned upright by its EXIF orientation
    expect(stored.exif).toBeUndefined();
    expect([server.count("/a.jpg"), server.count("/b.png"), server.count("/c")]).toEqual([1, 1, 1]);

    // A second import of the same file: no request at all, the same stored pictures.
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    const before = server.count();
    const second = await resolve(tenantId, urls);
    expect(second).toEqual({ images: first.images, problems: [], fetched: 0 });
    expect(server.count()).toBe(before);
  });

  it("reports a 404, a page that is not an image and a refused address as problems, keeping the good photos", async () => {
    server.serve("/good.jpg", { body: await jpeg("#777777"), etag: '"g"' });
    server.serve("/page.html", { body: "<html>Sorry</html>", contentType: "image/jpeg" });
    const urls = [server.url("/missing.jpg"), server.url("/good.jpg"), server.url("/page.html"), "ftp://example.com/x.jpg"];
    const result = await resolve(tenantId, urls);
    expect(result.images).toHaveLength(1);
    expect(result.problems).toEqual([
      { url: server.url("/missing.jpg"), message: "The server answered 404 Not Found." },
      { url: server.url("/page.html"), message: "The download is not a JPEG, PNG or WebP image." },
      { url: "ftp://example.com/x.jpg", message: "Only http:// and https:// addresses can be fetched." },
    ]);
    expect(result.fetched).toBe(3);

    // Asked again soon: the remembered answer, no request; after an hour the dead link is tried once more.
    const before = server.count();
    const again = await resolve(tenantId, urls);
    expect(again.problems.map((p) => p.message)).toEqual(result.problems.map((p) => p.message));
    expect(server.count()).toBe(before);
    clock = new Date(clock.getTime() + RETRY_FAILED_AFTER_MS);
    server.serve("/missing.jpg", { body: await png("#abcdef") });
    const later = await resolve(tenantId, urls);
    expect(later.images).toHaveLength(2);
    expect(server.count("/missing.jpg")).toBe(2);
  });

  it("after the revalidation interval asks conditionally: a 304 keeps the copy, a new ETag downloads the new picture", async () => {
    server.serve("/e.jpg", { body: await jpeg("#111111"), etag: '"v1"' });
    const first = await resolve(tenantId, [server.url("/e.jpg")]);
    clock = new Date(clock.getTime() + REVALIDATE_AFTER_MS + 1);
    const kept = await resolve(tenantId, [server.url("/e.jpg")]);
    expect(kept).toEqual({ images: first.images, problems: [], fetched: 1 });
    expect(server.requests.filter((r) => r.path === "/e.jpg").map((r) => r.ifNoneMatch)).toEqual([null, '"v1"']);

    clock = new Date(clock.getTime() + REVALIDATE_AFTER_MS + 1);
    server.serve("/e.jpg", { body: await jpeg("#eeeeee"), etag: '"v2"' });
    const changed = await resolve(tenantId, [server.url("/e.jpg")]);
    expect(changed.fetched).toBe(1);
    expect(changed.images[0]!.url).not.toBe(first.images[0]!.url);

    // The source gone at the next revalidation: the copy held stays in use.
    clock = new Date(clock.getTime() + REVALIDATE_AFTER_MS + 1);
    server.serve("/e.jpg", { status: 500 });
    expect((await resolve(tenantId, [server.url("/e.jpg")])).images).toEqual(changed.images);
  });

  it("refuses loopback and private addresses unless FEED_FETCH_PRIVATE allows them, and gives up on slow servers", async () => {
    const strict = createFeedPhotoResolver({ db: database.db, mediaDir, tenantSlug: () => slug, allowPrivate: false, now: () => clock });
    server.serve("/private.jpg", { body: await jpeg("#333333") });
    const before = server.count();
    const refused = await strict(tenantId, [server.url("/private.jpg"), "http://localhost:9/x.jpg", "http://[::1]/x.jpg", "http://169.254.169.254/latest/meta-data"]);
    expect(refused.images).toEqual([]);
    expect(refused.problems.map((p) => p.message)).toEqual([
      "The server's address is on a private network (127.0.0.1), which feeds may not reach.",
      "The server's address is on a private network (localhost), which feeds may not reach.",
      "The server's address is on a private network (::1), which feeds may not reach.",
      "The server's address is on a private network (169.254.169.254), which feeds may not reach.",
    ]);
    expect(server.count()).toBe(before);

    server.serve("/slow.jpg", { body: await jpeg("#444444"), delayMs: 3_000 });
    const slow = await resolve(tenantId, [server.url("/slow.jpg")]);
    expect(slow.problems).toEqual([{ url: server.url("/slow.jpg"), message: "No complete answer within 2 seconds." }]);
  });
}

describe("feed photos on PGlite", () => suite("pglite"));
describe("feed photos on PostgreSQL", () => suite("postgres"));
