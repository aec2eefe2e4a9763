import { z } from "zod";
import { isUuid } from "../lib/ids.ts";

/** The API keys page's forms (ADR 025: one schema for the browser and the server). */
export const KEY_NAME_MAX = 80;

export const createKeySchema = z.object({
  name: z.string().trim().min(1, "Name the key after what will use it, e.g. “DMS stock feed”.").max(KEY_NAME_MAX, `Use at most ${KEY_NAME_MAX} characters.`),
});

/** A form that names one row by its id (revoke a key, release a hold, change a staff member). */
export const rowIdSchema = z.object({ id: z.string().refine(isUuid, "That item no longer exists.") });
