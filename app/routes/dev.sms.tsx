import { data } from "react-router";
import type { Route } from "./+types/dev.sms";
import { DevSmsProvider, listDevSms } from "../accounts/sms.server.ts";
import { devToolsEnabled } from "../platform/dev-tools.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { Card } from "../ui/card.tsx";

/** Sign-in codes: never stored. */
export const headers = noStorePageHeaders;

export function meta() {
  return [{ title: "Development SMS" }, { name: "robots", content: "noindex" }];
}

/**
 * Development-only page: the messages the built-in SMS provider 'sent' for this site (sign-in codes).
 * Anyone could read every code here, so in production (unless DEV_MAILBOX=1) it is the site's ordinary 404.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const { sms, database, env } = getServices(context);
  if (!devToolsEnabled(env) || !(sms instanceof DevSmsProvider)) throw data({ reason: "not-found" }, { status: 404 });
  const messages = await listDevSms(database.db, tenant.id);
  return { messages: messages.map((m) => ({ id: m.id, to: m.to, body: m.body, at: m.createdAt.toISOString() })) };
}

export default function DevSms({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Development SMS</h1>
      <p className="mt-2 text-muted">Messages sent by the built-in development SMS provider. A real gateway replaces it in production.</p>
      <ol className="mt-6 space-y-3">
        {loaderData.messages.map((m) => (
          <Card asChild key={m.id} padding="sm">
          <li>
            <p className="text-xs text-muted">
              To {m.to} · {new Date(m.at).toLocaleString("en-AU")}
            </p>
            <p className="mt-1 font-mono whitespace-pre-line">{m.body}</p>
          </li>
          </Card>
        ))}
        {loaderData.messages.length === 0 && <li className="text-muted">No messages yet.</li>}
      </ol>
    </section>
  );
}
