import type { Route } from "./+types/catch-all";
import { requireTenant } from "../platform/request-context.server.ts";
import { answerUnmatchedPath } from "../site/unmatched-path.server.ts";

/** Any path no other route claims: a redirect where one is known, else the styled 404 (the root error boundary). */
export async function loader({ context, params }: Route.LoaderArgs) {
  answerUnmatchedPath(requireTenant(context), `/${params["*"] ?? ""}`);
}

/** Never rendered: the loader always answers with a redirect or a 404. */
export default function CatchAll() {
  return null;
}
