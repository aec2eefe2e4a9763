import { data } from "react-router";
import type { Route } from "./+types/bench.ceiling";
import { siteContext } from "../platform/contexts.ts";
import { getServices } from "../platform/request-context.server.ts";

/**
 * The framework's ceiling for `npm run bench:pages` (issue 15): a page with a trivial loader and component, rendered by
 * the same build, root route and request handler as every page, on the bare host (whose root data is one field and
 * whose layout is the document alone). Answers only when BENCH_CEILING=1; otherwise the ordinary 404.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  if (!env.BENCH_CEILING || context.get(siteContext).kind !== "platform") throw data({ reason: "not-found" }, { status: 404 });
  return { greeting: "Framework ceiling", items: [1, 2, 3] };
}

export function meta() {
  return [{ title: "Framework ceiling" }, { name: "robots", content: "noindex" }];
}

export default function BenchCeiling({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{loaderData.greeting}</h1>
      <ul>
        {loaderData.items.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </main>
  );
}
