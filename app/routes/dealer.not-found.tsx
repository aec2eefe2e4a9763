import { data } from "react-router";
import type { Route } from "./+types/dealer.not-found";
import { requireStaff } from "../staff/console-session.server.ts";

/** An unknown console address: signed in, the console's own 404 (its frame's error boundary); signed out, sign-in. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  throw data({ reason: "not-found" }, { status: 404 });
}

export default function ConsoleNotFound() {
  return null;
}
