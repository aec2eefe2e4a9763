import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/dev.lead-clock";
import { backdateLead } from "../leads/lead-store.server.ts";
import { devToolsEnabled } from "../platform/dev-tools.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { isSameOrigin } from "../platform/same-origin.ts";

/**
 * Development-only: POST {lead, minutes} moves one of this site's leads back in time (its arrival, assignment and
 * response deadline), the controllable clock browser tests use to see a lead go overdue (ADR 034). Like the other /dev
 * pages it is the site's ordinary 404 in production unless DEV_MAILBOX=1.
 */
const schema = z.object({ lead: z.uuid(), minutes: z.coerce.number().int().min(1).max(60 * 24 * 60) });

export async function action({ context, request }: Route.ActionArgs) {
  const tenant = requireTenant(context);
  const { env, database } = getServices(context);
  if (!devToolsEnabled(env)) throw data({ reason: "not-found" }, { status: 404 });
  if (!isSameOrigin(request)) return Response.json({ error: "Post from this site." }, { status: 403 });
  const form = await request.formData().catch(() => null);
  const parsed = schema.safeParse(form ? Object.fromEntries(form) : null);
  if (!parsed.success) return Response.json({ error: "lead (an id) and minutes (1 to 86400) are required." }, { status: 400 });
  const moved = await backdateLead(database.db, tenant.id, parsed.data.lead, parsed.data.minutes);
  return Response.json(moved ? { ok: true } : { error: "No such lead on this site." }, { status: moved ? 200 : 404 });
}

export function loader() {
  throw data({ reason: "not-found" }, { status: 404 });
}
