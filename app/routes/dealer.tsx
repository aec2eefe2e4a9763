import { Outlet, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/dealer";
import { ConsoleShell } from "../console/components/console-shell.tsx";
import { ConsolePage } from "../console/components/console-page.tsx";
import { navFor } from "../console/console-nav.ts";
import { requireStaff } from "../staff/console-session.server.ts";
import { ROLE_LABELS } from "../staff/permissions.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { Alert } from "../ui/alert.tsx";
import { ButtonLink } from "../ui/button.tsx";

/** Console pages are never stored by any cache. */
export const headers = noStorePageHeaders;

/** A page's own title wins; this one names a console error page. */
export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Console · ${loaderData?.dealerName ?? "Dealer"}` }, { name: "robots", content: "noindex" }];
}

/** The signed-in console's frame (issue 11): every page below needs a console session on this tenant's host. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request);
  return {
    dealerName: user.tenant.name,
    siteUrl: "/",
    user: { name: user.staff.name, email: user.staff.email, roleLabel: ROLE_LABELS[user.staff.role] },
    nav: navFor(user.can),
  };
}

export default function DealerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell data={loaderData}>
      <Outlet />
    </ConsoleShell>
  );
}

/** A refused or failed console page keeps the console around it (the frame's data loaded before the page failed). */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>("routes/dealer");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, message] =
    status === 403
      ? ["You don't have access to this", "Your role doesn't include this page or action. Ask an owner of this dealership's console if you need it."]
      : status === 404
        ? ["Not found", "There is nothing at this address in the console. It may have been removed."]
        : status === 400
          ? ["That request wasn't understood", "Something in the address or the form wasn't right. Go back and try again."]
          : ["Something went wrong", "Sorry, something went wrong on our side. Please try again in a moment."];
  const body = (
    <ConsolePage title={title}>
      <Alert tone={status >= 500 ? "error" : "warning"} role="alert">
        <p>{message}</p>
      </Alert>
      <ButtonLink to="/dealer" variant="outline" className="mt-6">
        Back to the overview
      </ButtonLink>
    </ConsolePage>
  );
  if (!shell) return <main className="p-6">{body}</main>;
  return <ConsoleShell data={shell}>{body}</ConsoleShell>;
}
