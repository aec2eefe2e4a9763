import type { Route } from "./+types/catch-all";
import { requireTenant } from "../site/site-context.server.ts";
import { answerUnmatchedPath } from "../site/unmatched-path.server.ts";
import { ComingSoon } from "../site/components/coming-soon.tsx";

export function meta() {
  return [{ title: "Coming soon" }, { name: "robots", content: "noindex" }];
}

/** Pages that later work builds show 'coming soon'; anything else is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return answerUnmatchedPath(requireTenant(context), `/${params["*"] ?? ""}`);
}

export default ComingSoon;
