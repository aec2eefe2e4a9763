/**
 * A vehicle's photos as the console changes them: pure functions over the `images` list (the first photo is the
 * main one, the order is the order shoppers see). A change names a photo by its position *and* its URL, so a form
 * posted from a page that has since gone stale (another tab, another member of staff) is refused instead of moving
 * or deleting the wrong photo.
 */

/** The most photos a vehicle holds: `images` in the operator schema (stock/vehicle-schema.ts) allows 200. */
export const MAX_PHOTOS = 200;

export type Photo = { url: string; thumb?: string; alt?: string };
/** Anything in a photo list: the order functions only read the URL. */
type HasUrl = { url: string };

/** A photo as a form names it: where it was on the page and which file it was. */
export type PhotoRef = { index: number; url: string };

export type PhotoChange<T extends HasUrl> = { ok: true; images: T[] } | { ok: false; reason: "stale" | "full" };

/** Whether the photo a form names is still where the form saw it. */
export function photoAt(images: readonly HasUrl[], ref: PhotoRef): boolean {
  return Number.isInteger(ref.index) && ref.index >= 0 && images[ref.index]?.url === ref.url;
}

/** Moves the named photo to position `to` (clamped to the list); moving it to 0 makes it the main photo. */
export function movePhoto<T extends HasUrl>(images: readonly T[], ref: PhotoRef, to: number): PhotoChange<T> {
  if (!photoAt(images, ref)) return { ok: false, reason: "stale" };
  const target = Math.max(0, Math.min(images.length - 1, Math.trunc(to)));
  const next = images.slice();
  const [photo] = next.splice(ref.index, 1);
  next.splice(target, 0, photo);
  return { ok: true, images: next };
}

/** Takes the named photo out of the list. */
export function removePhoto<T extends HasUrl>(images: readonly T[], ref: PhotoRef): PhotoChange<T> {
  if (!photoAt(images, ref)) return { ok: false, reason: "stale" };
  return { ok: true, images: images.filter((_, i) => i !== ref.index) };
}

/** Puts a deleted photo back where it was (or at the end, if the list has since become shorter). */
export function restorePhoto<T extends HasUrl>(images: readonly T[], photo: T, index: number): PhotoChange<T> {
  if (images.length >= MAX_PHOTOS) return { ok: false, reason: "full" };
  if (images.some((p) => p.url === photo.url)) return { ok: true, images: images.slice() };
  const next = images.slice();
  next.splice(Math.max(0, Math.min(next.length, Math.trunc(index))), 0, photo);
  return { ok: true, images: next };
}

/** How many more photos the vehicle can take. */
export function photoRoom(images: readonly HasUrl[]): number {
  return Math.max(0, MAX_PHOTOS - images.length);
}

/**
 * Appends uploaded photos in the order they were chosen. A photo the vehicle already has (same stored file: uploads
 * are stored by content hash) is not added twice; past MAX_PHOTOS the rest are left out.
 */
export function appendPhotos<T extends HasUrl>(images: readonly T[], added: readonly T[]): { images: T[]; appended: T[]; duplicates: T[]; overflow: T[] } {
  const next = images.slice();
  const seen = new Set(images.map((p) => p.url));
  const appended: T[] = [];
  const duplicates: T[] = [];
  const overflow: T[] = [];
  for (const photo of added) {
    if (seen.has(photo.url)) duplicates.push(photo);
    else if (next.length >= MAX_PHOTOS) overflow.push(photo);
    else {
      next.push(photo);
      appended.push(photo);
      seen.add(photo.url);
    }
  }
  return { images: next, appended, duplicates, overflow };
}

/**
 * The position a dragged photo lands on: the index of the photo whose box holds the pointer, else the nearest box
 * by distance to its centre (a drop in a gap between cards); past the last box in reading order (below it, or on
 * its row to its right), the end. `null` when there are no boxes.
 */
export function dropIndex(boxes: readonly { left: number; top: number; width: number; height: number }[], x: number, y: number): number | null {
  const last = boxes.at(-1);
  if (last && (y > last.top + last.height || (y >= last.top && x > last.left + last.width))) return boxes.length - 1;
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const [i, b] of boxes.entries()) {
    if (x >= b.left && x <= b.left + b.width && y >= b.top && y <= b.top + b.height) return i;
    const d = Math.hypot(x - (b.left + b.width / 2), y - (b.top + b.height / 2));
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return best;
}

/** The order the page shows while a move is on its way to the server (optimistic), or the list as it is. */
export function pendingOrder<T extends HasUrl>(images: readonly T[], pending: { ref: PhotoRef; to: number } | null): readonly T[] {
  if (!pending) return images;
  const moved = movePhoto(images, pending.ref, pending.to);
  return moved.ok ? moved.images : images;
}
