import type { Db } from "../db/client.server.ts";
import { storeUploadedImage } from "../media/image-upload.server.ts";
import { imageUrl } from "../media/image-url.ts";
import { recordAudit, type AuditActor } from "../staff/audit-log.server.ts";
import { findVehicleById, updateVehicle } from "../stock/stock-store.server.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { displayFileName, uploadFileProblem, type PhotoAction } from "./photo-forms.ts";
import { MAX_PHOTOS, appendPhotos, movePhoto, photoRoom, removePhoto, restorePhoto, type Photo, type PhotoChange } from "./photo-order.ts";

/**
 * The console's photo screen on the server (issue 11, /dealer/stock/:id/photos): what the page shows, and its changes —
 * uploads appended in the order chosen, a move, a delete and its undo. Each change is one locked update of the vehicle
 * (stock store's `updateVehicle`, checked with the operator schema), one audit entry, and a `changed` notice so the
 * public pages show the photos at once in every process.
 */

export type PhotoDeps = {
  db: Db;
  mediaDir: string;
  tenant: { id: number; slug: string };
  actor: AuditActor;
  /** services.changed({ tenant, kind: "stock" }) */
  changed: () => Promise<void>;
};

/** What the page says after a post: one message per line, each naming its file where there is one. */
export type PhotoNotice = { tone: "success" | "error" | "info"; title: string; lines?: string[] };
export type PhotoResult = {
  status: number;
  notices: PhotoNotice[];
  /** After a delete: the photo and where it was, for the Undo button. */
  undo?: { index: number; photo: Photo };
};

export type PhotoView = { url: string; alt: string | null; src: string; srcSet: string };

/** A vehicle's id from the address: a whole number, else no such vehicle. */
export function vehicleIdParam(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;
}

/** The audit log's name for a vehicle: "Vehicle 200299 · 2026 Ford Ranger XLT". */
export function vehicleAuditSubject(v: Pick<Vehicle, "id" | "year" | "make" | "model" | "badge">): string {
  return `Vehicle ${v.id} · ${vehicleFullTitle(v)}`;
}

/** The photo page's data for one vehicle (null: the tenant has no such vehicle). */
export async function vehiclePhotosData(db: Db, tenantId: number, id: number) {
  const vehicle = await findVehicleById(db, tenantId, id);
  if (!vehicle) return null;
  return {
    vehicle: {
      id: vehicle.id,
      title: vehicleFullTitle(vehicle),
      stocknum: vehicle.stocknum,
      publicPath: vehiclePath(vehicle),
      shown: vehicle.show_on_dealer_website,
    },
    photos: vehicle.images.map(photoView),
    max: MAX_PHOTOS,
  };
}

/** A photo as the grid draws it: a 3:2 thumbnail through the image service (uploads and other /media files). */
export function photoView(photo: Photo): PhotoView {
  const size = { width: 320, height: 213 };
  return {
    url: photo.url,
    alt: photo.alt ?? null,
    src: imageUrl(photo.url, size),
    srcSet: photo.url.startsWith("/media/") ? `${imageUrl(photo.url, size)} 320w, ${imageUrl(photo.url, { width: 480, height: 320 })} 480w` : "",
  };
}

const STALE: PhotoNotice = {
  tone: "error",
  title: "The photos have changed since this page was loaded (in another tab, or by a colleague). Nothing was changed: here they are as they are now.",
};
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Thrown inside a vehicle update that turns out to change nothing: the transaction rolls back, nothing is written. */
class Unchanged extends Error {}

/**
 * One locked update of a vehicle's photos. `change` returns the new list, or null to leave the vehicle as it is (then
 * nothing is written, not even its updated_at). Resolves to the vehicle before and after, "unchanged", or null when
 * the tenant has no such vehicle.
 */
async function updatePhotos(deps: PhotoDeps, vehicleId: number, change: (images: Photo[]) => Photo[] | null) {
  try {
    return await updateVehicle(deps.db, deps.tenant.id, vehicleId, (v) => {
      const images = change(v.images);
      if (!images) throw new Unchanged();
      return { ...v, images };
    });
  } catch (err) {
    if (err instanceof Unchanged) return "unchanged" as const;
    throw err;
  }
}

/** A move, a delete or an undo: one locked change of the vehicle, audited. */
export async function changeVehiclePhotos(deps: PhotoDeps, vehicleId: number, action: Exclude<PhotoAction, { intent: "upload" }>): Promise<PhotoResult | null> {
  let outcome: PhotoChange<Photo> = { ok: false, reason: "stale" };
  const result = await updatePhotos(deps, vehicleId, (images) => {
    outcome =
      action.intent === "move"
        ? movePhoto(images, action, action.to)
        : action.intent === "delete"
          ? removePhoto(images, action)
          : restorePhoto(images, { url: action.url, ...(action.thumb ? { thumb: action.thumb } : {}), ...(action.alt ? { alt: action.alt } : {}) }, action.index);
    if (!outcome.ok) return null;
    // A move to where the photo already is, or an undo of a photo that is back: nothing to write.
    return outcome.images.length === images.length && outcome.images.every((p, i) => p === images[i]) ? null : outcome.images;
  });
  if (result === null) return null;
  const done = outcome as PhotoChange<Photo>;
  if (!done.ok) {
    if (done.reason === "full") return { status: 409, notices: [{ tone: "error", title: `The photo could not be put back: this vehicle already has ${MAX_PHOTOS} photos, the most it can hold.` }] };
    return { status: 409, notices: [STALE] };
  }
  if (result === "unchanged") return { status: 200, notices: action.intent === "restore" ? [{ tone: "info", title: "The photo is already back." }] : [] };
  const subject = vehicleAuditSubject(result.after);
  const count = result.after.images.length;
  if (action.intent === "move") {
    const to = Math.max(0, Math.min(count - 1, action.to));
    await recordAudit(deps.db, deps.tenant.id, deps.actor, { action: "photos.reorder", subject, before: { photo: action.url, position: action.index + 1 }, after: { photo: action.url, position: to + 1 } });
    await deps.changed();
    return { status: 200, notices: [{ tone: "success", title: to === 0 ? "This photo is now the main photo." : `Photo moved to position ${to + 1} of ${count}.` }] };
  }
  if (action.intent === "delete") {
    const photo = result.before.images[action.index]!;
    await recordAudit(deps.db, deps.tenant.id, deps.actor, { action: "photos.delete", subject, before: { photo: action.url, position: action.index + 1, photos: result.before.images.length }, after: { photos: count } });
    await deps.changed();
    return { status: 200, notices: [{ tone: "success", title: `Photo ${action.index + 1} deleted. ${plural(count, "photo")} left.` }], undo: { index: action.index, photo } };
  }
  await recordAudit(deps.db, deps.tenant.id, deps.actor, { action: "photos.restore", subject, before: { photos: result.before.images.length }, after: { photo: action.url, position: result.after.images.findIndex((p) => p.url === action.url) + 1, photos: count } });
  await deps.changed();
  return { status: 200, notices: [{ tone: "success", title: "The photo is back." }] };
}

/**
 * Stores each chosen file (type by content, at most 20 MB, upright, without EXIF or GPS) and appends the good ones in
 * the order chosen. A bad file is named with what is wrong and nothing of it is stored; the good ones are kept. Files
 * past the vehicle's room (200 photos) are refused before they are stored.
 */
export async function uploadVehiclePhotos(deps: PhotoDeps, vehicle: Vehicle, files: readonly File[]): Promise<PhotoResult> {
  if (files.length === 0) return { status: 400, notices: [{ tone: "error", title: "Choose one or more photos to upload." }] };
  let room = photoRoom(vehicle.images);
  const refused: string[] = [];
  const stored: { name: string; photo: Photo }[] = [];
  for (const file of files) {
    const name = displayFileName(file.name);
    const problem = uploadFileProblem(file);
    if (problem) {
      refused.push(problem);
      continue;
    }
    if (room <= 0) {
      refused.push(`${name}: this vehicle already has ${MAX_PHOTOS} photos, the most it can hold.`);
      continue;
    }
    const saved = await storeUploadedImage(deps.mediaDir, deps.tenant.slug, new Uint8Array(await file.arrayBuffer()));
    if (!saved.ok) {
      refused.push(`${name}: ${saved.error}`);
      continue;
    }
    stored.push({ name, photo: { url: saved.url } });
    room--;
  }

  const notices: PhotoNotice[] = [];
  if (stored.length) {
    let outcome: ReturnType<typeof appendPhotos<Photo>> = { images: [], appended: [], duplicates: [], overflow: [] };
    const result = await updatePhotos(deps, vehicle.id, (images) => {
      outcome = appendPhotos(images, stored.map((s) => s.photo));
      return outcome.appended.length ? outcome.images : null;
    });
    if (result === null) return { status: 404, notices: [{ tone: "error", title: "This vehicle no longer exists." }] };
    const { appended, duplicates, overflow } = outcome as ReturnType<typeof appendPhotos<Photo>>;
    const nameOf = (p: Photo) => stored.find((s) => s.photo === p)?.name ?? "A photo";
    if (result !== "unchanged") {
      await recordAudit(deps.db, deps.tenant.id, deps.actor, {
        action: "photos.upload",
        subject: vehicleAuditSubject(result.after),
        before: { photos: result.before.images.length },
        after: { photos: result.after.images.length, added: appended.map((p) => p.url) },
      });
      await deps.changed();
      notices.push({ tone: "success", title: `${plural(appended.length, "photo")} added.`, lines: appended.map(nameOf) });
    }
    if (duplicates.length) notices.push({ tone: "info", title: "Already among this vehicle's photos, so not added again:", lines: duplicates.map(nameOf) });
    for (const p of overflow) refused.push(`${nameOf(p)}: this vehicle already has ${MAX_PHOTOS} photos, the most it can hold.`);
  }
  if (refused.length) notices.unshift({ tone: "error", title: refused.length === files.length ? "No photos were added." : `${plural(refused.length, "file was", "files were")} not added:`, lines: refused });
  const anyAdded = notices.some((n) => n.tone === "success");
  return { status: anyAdded || !refused.length ? 200 : 400, notices };
}
