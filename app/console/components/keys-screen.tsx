import { KeyRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import type { FormFailure } from "../../lib/form-submission.ts";
import { fieldErrors } from "../../lib/form-submission.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Card } from "../../ui/card.tsx";
import { CopyField } from "../../ui/copy-field.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { SubmitButton, TextField, ValidatedForm } from "../../ui/form.tsx";
import type { KeyRow } from "../key-admin.server.ts";
import { createKeySchema, KEY_NAME_MAX } from "../key-forms.ts";
import { ConsolePage } from "./console-page.tsx";
import { ConfirmAction, ConfirmPanel, type ConfirmCopy } from "./confirm-action.tsx";

export type KeysScreenData = { slug: string; keys: KeyRow[]; confirming: KeyRow | null };
export type KeysActionData = FormFailure | { ok: true; created: { id: string; name: string; key: string } } | { ok: true; revoked: { name: string } };

const revokeCopy = (key: KeyRow): ConfirmCopy => ({
  title: `Revoke “${key.name}”?`,
  description: (
    <>
      Anything using this key (<code className="font-mono">{key.prefix}…</code>) is refused from its next call. This can't be undone: to reconnect
      that system, create a new key.
    </>
  ),
  confirmLabel: "Revoke key",
  fields: { _intent: "revoke", id: key.id },
});

function NewKey({ name, value, slug }: { name: string; value: string; slug: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [value]);
  return (
    <Card asChild padding="lg" className="mb-6 ring-2 ring-emerald-600/50">
      <section aria-labelledby="new-key-title">
        <h2 id="new-key-title" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
          Your new key “{name}”
        </h2>
        <p className="mt-2 max-w-3xl">
          Copy it now and paste it into the settings of the system that will use it. <strong>You won't see it again:</strong> we keep only a
          fingerprint of it. If it is lost, revoke it and create a new one.
        </p>
        <CopyField id="new-key" label="API key" value={value} className="mt-4 max-w-3xl" />
        <p className="mt-3 text-sm text-muted">
          Send it as <code className="font-mono">Authorization: Bearer {value.slice(0, 12)}…</code> to{" "}
          <code className="font-mono break-all">/api/admin/tenants/{slug}/stock</code>, <code className="font-mono">…/leads</code> and{" "}
          <code className="font-mono">…/reservations</code>.
        </p>
      </section>
    </Card>
  );
}

function KeyItem({ item }: { item: KeyRow }) {
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className={item.revoked ? "font-semibold text-muted" : "font-semibold"}>{item.name}</span>
          {item.revoked && <Badge tone="neutral">Revoked</Badge>}
        </p>
        <p className="mt-0.5 font-mono text-sm text-muted">{item.prefix}…</p>
        <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-0.5 text-sm text-muted">
          <div>
            <dt className="inline">Created </dt>
            <dd className="inline text-ink">{item.created}</dd>
          </div>
          <div>
            <dt className="inline">Last used </dt>
            <dd className="inline text-ink">{item.lastUsed ?? "never"}</dd>
          </div>
          {item.revoked && (
            <div>
              <dt className="inline">Revoked </dt>
              <dd className="inline text-ink">{item.revoked}</dd>
            </div>
          )}
        </dl>
      </div>
      {!item.revoked && <ConfirmAction label="Revoke" accessibleLabel={`Revoke ${item.name}`} copy={revokeCopy(item)} fallbackHref={`?revoke=${item.id}`} />}
    </li>
  );
}

export function KeysScreen({ page, result }: { page: KeysScreenData; result: KeysActionData | undefined }) {
  const navigation = useNavigation();
  const creating = navigation.state === "submitting" && navigation.formData?.get("_intent") === "create";
  const created = result && "created" in result ? result.created : null;
  const revoked = result && "revoked" in result ? result.revoked : null;
  const failure = result && !result.ok ? result : null;
  const createFailure = failure && failure.values.name !== undefined ? failure : null;
  const validate = (formData: FormData) => {
    const parsed = createKeySchema.safeParse({ name: formData.get("name") ?? "" });
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const active = page.keys.filter((k) => !k.revoked).length;

  return (
    <ConsolePage title="API keys" description="Let your own systems — a DMS, a stock feed, a CRM — use the operator API for this site's stock, leads and reservations.">
      {created && <NewKey name={created.name} value={created.key} slug={page.slug} />}
      {revoked && (
        <Alert tone="success" className="mb-6">
          “{revoked.name}” is revoked. Calls with it are refused from now on.
        </Alert>
      )}
      {failure && !createFailure && (
        <Alert tone="error" className="mb-6">
          {failure.error}
        </Alert>
      )}
      {page.confirming && <ConfirmPanel copy={revokeCopy(page.confirming)} cancelHref="/dealer/keys" />}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card asChild padding="lg" className="lg:order-last">
          <section aria-labelledby="create-key-title">
            <h2 id="create-key-title" className="text-lg font-bold">
              Create a key
            </h2>
            <p className="mt-1 text-sm text-muted">A key can replace the whole stock and read every lead, so give one to each system you trust, and revoke it when you stop using that system.</p>
            <ValidatedForm key={created?.id ?? "create"} id="create-key" validate={validate} failure={createFailure} pending={creating} hiddenFields={<input type="hidden" name="_intent" value="create" />} className="mt-4 space-y-4">
              <TextField name="name" label="Name" required maxLength={KEY_NAME_MAX} autoComplete="off" hint="What will use it, e.g. “DMS stock feed”." />
              <SubmitButton pending={creating} pendingText="Creating…" size="md">
                Create key
              </SubmitButton>
            </ValidatedForm>
          </section>
        </Card>

        <section aria-labelledby="keys-title">
          <h2 id="keys-title" className="mb-3 text-lg font-bold">
            Your keys <span className="font-normal text-muted">({active} active)</span>
          </h2>
          {page.keys.length ? (
            <Card padding="none">
              <ul className="divide-y divide-black/5">
                {page.keys.map((item) => (
                  <KeyItem key={item.id} item={item} />
                ))}
              </ul>
            </Card>
          ) : (
            <EmptyState icon={KeyRound} title="No keys yet" headingLevel={3} size="sm">
              Create one for each system that should send stock or read leads for this site.
            </EmptyState>
          )}
        </section>
      </div>
    </ConsolePage>
  );
}
