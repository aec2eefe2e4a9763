import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { renderDemoMedia } from "./render-media.server.ts";

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), "render-media-"));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe("renderDemoMedia with a shared cache", () => {
  it("renders once, then copies the same bytes into a fresh media directory", async () => {
    const cache = await tempDir();
    const first = await tempDir();
    const second = await tempDir();
    expect(await renderDemoMedia(first, [], cache)).toMatchObject({ rendered: 1, skipped: 0 });
    expect(await readdir(cache)).toHaveLength(1);
    expect(await renderDemoMedia(second, [], cache)).toMatchObject({ rendered: 0, skipped: 1 });
    const [a, b] = await Promise.all([readFile(join(first, "not-found.webp")), readFile(join(second, "not-found.webp"))]);
    expect(b.equals(a)).toBe(true);
    expect(a.subarray(8, 12).toString()).toBe("WEBP");
  });
});
