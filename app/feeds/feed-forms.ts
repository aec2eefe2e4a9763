import { z } from "zod";
import { isUuid } from "../lib/ids.ts";
import { httpUrlSchema } from "../lib/urls.ts";

/** Whether a URL carries a user name or password (refused: secrets belong in the signature, not the address). */
function hasCredentials(url: string): boolean {
  try {
    const u = new URL(url);
    return u.username !== "" || u.password !== "";
  } catch {
    return false;
  }
}

/** The listing feeds' forms and API bodies (ADR 025: one schema for the browser, the console action and the API). */
export const stockWebhookSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "Enter the address that should receive stock changes.")
    .pipe(httpUrlSchema(1000).refine((u) => !hasCredentials(u), "Put no user name or password in the address.")),
});

export const stockWebhookIdSchema = z.object({ id: z.string().refine(isUuid, "That webhook no longer exists.") });
