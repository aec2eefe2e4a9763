import { Mail } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/dev.mail";
import { textLinks } from "../lib/text-links.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { devToolsEnabled } from "../platform/dev-tools.ts";
import { DevEmailProvider, listDevMail } from "../platform/email.server.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { Card } from "../ui/card.tsx";
import { EmptyState } from "../ui/empty-state.tsx";

/** Invitation and password-reset links: never stored. */
export const headers = noStorePageHeaders;

export function meta() {
  return [{ title: "Development mail" }, { name: "robots", content: "noindex" }];
}

/**
 * Development-only page: the emails the built-in development provider 'sent' for this site (invitations, password
 * resets). Anyone could follow every link here, so in production (unless DEV_MAILBOX=1) it is the site's ordinary 404.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const { email, database, env } = getServices(context);
  if (!devToolsEnabled(env) || !(email instanceof DevEmailProvider)) throw data({ reason: "not-found" }, { status: 404 });
  const messages = await listDevMail(database.db, tenant.id);
  return { messages: messages.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, at: m.createdAt.toISOString() })) };
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Development mail</h1>
      <p className="mt-2 text-muted">Emails sent by the built-in development email provider, newest first. An SMTP server replaces it in production.</p>
      {messages.length === 0 ? (
        <EmptyState icon={Mail} title="No messages yet" size="sm" className="mt-6">
          Invitations and password resets sent for this site appear here.
        </EmptyState>
      ) : (
        <ol className="mt-6 space-y-3">
          {messages.map((m) => (
            <Card asChild key={m.id} padding="md">
              <li>
                <article aria-labelledby={`mail-${m.id}`}>
                  <p className="text-xs text-muted">
                    To {m.to} · <time dateTime={m.at}>{new Date(m.at).toLocaleString("en-AU")}</time>
                  </p>
                  <h2 id={`mail-${m.id}`} className="mt-1 text-lg font-semibold">
                    {m.subject}
                  </h2>
                  <p className="mt-3 whitespace-pre-wrap break-words">
                    {textLinks(m.text).map((part, i) =>
                      part.href ? (
                        <a key={i} href={part.href} className="text-brand underline underline-offset-2">
                          {part.text}
                        </a>
                      ) : (
                        part.text
                      ),
                    )}
                  </p>
                </article>
              </li>
            </Card>
          ))}
        </ol>
      )}
    </section>
  );
}
