import { z } from "zod";
import { linkUrlSchema } from "../lib/urls.ts";
import { MAX_PHOTOS } from "./photo-order.ts";

/**
 * The photo screen's forms (ADR 025: one schema per form, read the same way by the browser and the server). Every
 * form on the page posts an `intent`; the photo forms name their photo by position and URL (see photo-order.ts).
 */

/** Largest photo file taken (issue 11); the request guard allows 100 MB per post for /dealer. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** The file types taken, checked by content on the server; `accept` only narrows the browser's file picker. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

const position = z
  .string()
  .regex(/^\d{1,3}$/, "must be a position in the list")
  .transform(Number)
  .refine((n) => n < MAX_PHOTOS, "must be a position in the list");
const photoUrl = linkUrlSchema(1000);

export const photoMoveSchema = z.object({ intent: z.literal("move"), index: position, url: photoUrl, to: position });
export const photoDeleteSchema = z.object({ intent: z.literal("delete"), index: position, url: photoUrl });
/** Undo of a delete: the photo as it was (its file stays stored: uploads are content-addressed and may be shared). */
export const photoRestoreSchema = z.object({
  intent: z.literal("restore"),
  index: position,
  url: photoUrl,
  thumb: photoUrl.optional(),
  alt: z.string().max(200).optional(),
});
export const photoUploadSchema = z.object({ intent: z.literal("upload") });

export const photoActionSchema = z.discriminatedUnion("intent", [photoUploadSchema, photoMoveSchema, photoDeleteSchema, photoRestoreSchema]);
export type PhotoAction = z.output<typeof photoActionSchema>;

/** A file as the browser named it, cut to something a message can show (old browsers send a whole path). */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() || "unnamed file";
  return base.length > 80 ? `${base.slice(0, 77)}…` : base;
}

/** What is wrong with a file before its bytes are looked at: nothing, or the message to show. */
export function uploadFileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${displayFileName(file.name)} is empty.`;
  if (file.size > MAX_PHOTO_BYTES) return `${displayFileName(file.name)} is larger than 20 MB, the most a photo can be.`;
  return null;
}

/** Bytes as people read them: "850 KB", "20.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
}

/** The files of an upload post: the `photos` entries that are files, without the empty one a file input sends when nothing was chosen. */
export function uploadedFiles(formData: FormData): File[] {
  return formData.getAll("photos").filter((v): v is File => typeof v !== "string" && !(v.size === 0 && v.name === ""));
}
