import { describe, expect, it } from "vitest";
import { vehicleSchema } from "../stock/vehicle-schema.ts";
import { MAX_PHOTOS, appendPhotos, dropIndex, movePhoto, pendingOrder, photoAt, photoRoom, removePhoto, restorePhoto } from "./photo-order.ts";

const photos = (...names: string[]) => names.map((n) => ({ url: `/media/uploads/t/${n}.jpg` }));
const urls = (list: readonly { url: string }[]) => list.map((p) => p.url.replace(/^.*\/(\w+)\.jpg$/, "$1"));
const ref = (list: readonly { url: string }[], index: number) => ({ index, url: list[index].url });

describe("photo order", () => {
  const list = photos("a", "b", "c", "d");

  it("moves a photo earlier, later, to the front (the main photo) and to the end", () => {
    const earlier = movePhoto(list, ref(list, 2), 1);
    expect(earlier.ok && urls(earlier.images)).toEqual(["a", "c", "b", "d"]);
    const later = movePhoto(list, ref(list, 0), 1);
    expect(later.ok && urls(later.images)).toEqual(["b", "a", "c", "d"]);
    const main = movePhoto(list, ref(list, 3), 0);
    expect(main.ok && urls(main.images)).toEqual(["d", "a", "b", "c"]);
    const last = movePhoto(list, ref(list, 0), 3);
    expect(last.ok && urls(last.images)).toEqual(["b", "c", "d", "a"]);
    expect(urls(list)).toEqual(["a", "b", "c", "d"]);
  });

  it("clamps a move past either end", () => {
    const past = movePhoto(list, ref(list, 1), 99);
    expect(past.ok && urls(past.images)).toEqual(["a", "c", "d", "b"]);
    const before = movePhoto(list, ref(list, 0), -1);
    expect(before.ok && urls(before.images)).toEqual(["a", "b", "c", "d"]);
  });

  it("refuses a change from a stale page: the photo is no longer at the position the form saw", () => {
    expect(movePhoto(list, { index: 1, url: list[2].url }, 0)).toEqual({ ok: false, reason: "stale" });
    expect(removePhoto(list, { index: 7, url: list[0].url })).toEqual({ ok: false, reason: "stale" });
    expect(photoAt(list, { index: -1, url: list[0].url })).toBe(false);
    expect(photoAt(list, { index: 0.5, url: list[0].url })).toBe(false);
    expect(photoAt(list, ref(list, 3))).toBe(true);
  });

  it("deletes one photo, and an undo puts it back where it was", () => {
    const removed = removePhoto(list, ref(list, 1));
    expect(removed.ok && urls(removed.images)).toEqual(["a", "c", "d"]);
    if (!removed.ok) return;
    const back = restorePhoto(removed.images, list[1], 1);
    expect(back.ok && urls(back.images)).toEqual(["a", "b", "c", "d"]);
    // Undo twice (a re-posted form): the photo is there once.
    expect(back.ok && urls(restorePhoto(back.images, list[1], 1).ok ? back.images : [])).toEqual(["a", "b", "c", "d"]);
    const shorter = restorePhoto(photos("a"), list[3], 3);
    expect(shorter.ok && urls(shorter.images)).toEqual(["a", "d"]);
  });

  it("appends uploads in the order chosen, once each, up to the most a vehicle holds", () => {
    const r = appendPhotos(list, photos("e", "b", "f", "e"));
    expect(urls(r.images)).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(urls(r.appended)).toEqual(["e", "f"]);
    expect(urls(r.duplicates)).toEqual(["b", "e"]);
    const nearlyFull = Array.from({ length: MAX_PHOTOS - 1 }, (_, i) => ({ url: `/media/p${i}.jpg` }));
    const full = appendPhotos(nearlyFull, photos("x", "y"));
    expect(full.images).toHaveLength(MAX_PHOTOS);
    expect(urls(full.overflow)).toEqual(["y"]);
    expect(photoRoom(full.images)).toBe(0);
    expect(photoRoom(list)).toBe(MAX_PHOTOS - 4);
    expect(restorePhoto(full.images, { url: "/media/z.jpg" }, 0)).toEqual({ ok: false, reason: "full" });
  });

  it("MAX_PHOTOS is what the operator schema allows", () => {
    const base = { id: 1, year: 2024, make: "Ford", model: "Ranger", car_type: "used", created_at: "2026-01-01T00:00:00+10:00" };
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/media/p${i}.jpg` }));
    expect(vehicleSchema.safeParse({ ...base, images: many(MAX_PHOTOS) }).success).toBe(true);
    expect(vehicleSchema.safeParse({ ...base, images: many(MAX_PHOTOS + 1) }).success).toBe(false);
  });

  it("shows a move on its way to the server at once, and the list as it is otherwise", () => {
    expect(urls(pendingOrder(list, { ref: ref(list, 3), to: 0 }))).toEqual(["d", "a", "b", "c"]);
    expect(pendingOrder(list, { ref: { index: 3, url: "/gone.jpg" }, to: 0 })).toBe(list);
    expect(pendingOrder(list, null)).toBe(list);
  });
});

describe("dropIndex", () => {
  // A 3-column grid of 100×100 boxes with 10 px gaps: two full rows and one box on the third.
  const boxes = Array.from({ length: 7 }, (_, i) => ({ left: (i % 3) * 110, top: Math.floor(i / 3) * 110, width: 100, height: 100 }));

  it("is the box under the pointer", () => {
    expect(dropIndex(boxes, 50, 50)).toBe(0);
    expect(dropIndex(boxes, 160, 160)).toBe(4);
    expect(dropIndex(boxes, 20, 250)).toBe(6);
  });

  it("is the nearest box from a gap or from beyond the last one", () => {
    expect(dropIndex(boxes, 104, 50)).toBe(0);
    expect(dropIndex(boxes, 300, 260)).toBe(6);
    expect(dropIndex(boxes, 20, 400)).toBe(6);
    expect(dropIndex(boxes, 300, 160)).toBe(5);
    expect(dropIndex(boxes, -40, -40)).toBe(0);
    expect(dropIndex([], 0, 0)).toBeNull();
  });
});
