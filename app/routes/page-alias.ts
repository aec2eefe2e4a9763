import { redirect } from "react-router";
import type { Route } from "./+types/page-alias";
import { pagePath } from "../lib/page-path.ts";

/**
 * Addresses other dealer sites use for pages we have under one name (spec 000 §2 'Other routes seen'):
 * they answer with a permanent redirect, keeping the query (e.g. /personalised/finance?car_id=…).
 */
const ALIASES: Record<string, string> = {
  "/apply-for-finance": "/finance",
  "/finance-enquiry": "/finance",
  "/ford-finance": "/finance",
  "/finance-and-insurance": "/finance",
  "/personalised/finance": "/finance",
  "/buying": "/sell-my-car",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = ALIASES[pagePath(url).replace(/\/$/, "")];
  if (!target) throw new Response("Not Found", { status: 404 });
  throw redirect(`${target}${url.search}`, 301);
}
