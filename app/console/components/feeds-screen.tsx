import { Webhook } from "lucide-react";
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
import type { Exclusions, FeedRow, HookRow } from "../feeds-admin.server.ts";
import { stockWebhookSchema } from "../../feeds/feed-forms.ts";
import { ConsolePage } from "./console-page.tsx";
import { ConfirmAction, ConfirmPanel, type ConfirmCopy } from "./confirm-action.tsx";

export type FeedsScreenData = {
  feeds: FeedRow[];
  listable: number;
  exclusions: Exclusions;
  storeCodes: { name: string; code: string }[];
  rotated: string;
  hooks: HookRow[];
  maxHooks: number;
  confirmRotate: boolean;
  confirmRemove: HookRow | null;
};
export type FeedsActionData = FormFailure | { ok: true; rotated: true } | { ok: true; added: { id: string; url: string; secret: string } } | { ok: true; removed: { url: string } };

const rotateCopy: ConfirmCopy = {
  title: "Make new feed addresses?",
  description: (
    <>
      The current addresses stop working at once: Google, Meta and anything else fetching them gets “not found” until you give them the new
      addresses. Do this when an address got into the wrong hands.
    </>
  ),
  confirmLabel: "Make new addresses",
  fields: { _intent: "rotate" },
};

const removeCopy = (hook: HookRow): ConfirmCopy => ({
  title: "Stop sending stock changes?",
  description: (
    <>
      <code className="font-mono break-all">{hook.url}</code> gets no more stock changes, including any still waiting to be sent.
    </>
  ),
  confirmLabel: "Remove webhook",
  fields: { _intent: "remove-webhook", id: hook.id },
});

const plural = (n: number, one: string) => `${n.toLocaleString("en-AU")} ${one}${n === 1 ? "" : "s"}`;

function NewSecret({ url, secret }: { url: string; secret: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [secret]);
  return (
    <Card asChild padding="lg" className="mb-6 ring-2 ring-emerald-600/50">
      <section aria-labelledby="new-secret-title">
        <h2 id="new-secret-title" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
          Stock changes now go to {url}
        </h2>
        <p className="mt-2 max-w-3xl">
          Each one is signed with this secret in the <code className="font-mono">X-Forecourt-Signature</code> header, like lead webhooks. Copy it into the
          receiving system now. <strong>You won't see it again.</strong>
        </p>
        <CopyField id="new-secret" label="Signing secret" value={secret} className="mt-4 max-w-3xl" />
      </section>
    </Card>
  );
}

function HookItem({ hook }: { hook: HookRow }) {
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-mono text-sm break-all">{hook.url}</p>
        <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-0.5 text-sm text-muted">
          <div>
            <dt className="inline">Added </dt>
            <dd className="inline text-ink">{hook.created}</dd>
          </div>
          <div>
            <dt className="inline">Sent </dt>
            <dd className="inline text-ink">{hook.delivered.toLocaleString("en-AU")}</dd>
          </div>
          <div>
            <dt className="inline">Last sent </dt>
            <dd className="inline text-ink">{hook.lastDelivered ?? "never"}</dd>
          </div>
        </dl>
        <p className="mt-1 flex flex-wrap gap-2">
          {hook.pending > 0 && <Badge tone="warning">{plural(hook.pending, "change")} waiting</Badge>}
          {hook.dead > 0 && <Badge tone="danger">{plural(hook.dead, "change")} not delivered</Badge>}
        </p>
        {hook.lastError && (hook.pending > 0 || hook.dead > 0) && <p className="mt-1 text-sm text-muted">Last problem: {hook.lastError}</p>}
      </div>
      <ConfirmAction label="Remove" accessibleLabel={`Remove webhook ${hook.url}`} copy={removeCopy(hook)} fallbackHref={`?remove=${hook.id}`} />
    </li>
  );
}

export function FeedsScreen({ page, result }: { page: FeedsScreenData; result: FeedsActionData | undefined }) {
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("_intent") === "add-webhook";
  const added = result && "added" in result ? result.added : null;
  const removed = result && "removed" in result ? result.removed : null;
  const rotated = result && "rotated" in result;
  const failure = result && !result.ok ? result : null;
  const addFailure = failure && failure.values.url !== undefined ? failure : null;
  const validate = (formData: FormData) => {
    const parsed = stockWebhookSchema.safeParse({ url: formData.get("url") ?? "" });
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const excluded = page.exclusions.filter((e) => e.reasons.length);

  return (
    <ConsolePage title="Listing feeds" description="Send your stock to Google vehicle ads and Meta's automotive catalogue, and tell other systems when it changes.">
      {added && <NewSecret url={added.url} secret={added.secret} />}
      {rotated && (
        <Alert tone="success" className="mb-6">
          New feed addresses are ready. The old ones no longer work: give Google and Meta the addresses below.
        </Alert>
      )}
      {removed && (
        <Alert tone="success" className="mb-6">
          Stock changes no longer go to {removed.url}.
        </Alert>
      )}
      {failure && !addFailure && (
        <Alert tone="error" className="mb-6">
          {failure.error}
        </Alert>
      )}
      {page.confirmRotate && <ConfirmPanel copy={rotateCopy} cancelHref="/dealer/feeds" />}
      {page.confirmRemove && <ConfirmPanel copy={removeCopy(page.confirmRemove)} cancelHref="/dealer/feeds" />}

      <section aria-labelledby="feeds-title" className="mb-8">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="feeds-title" className="text-lg font-bold">
              Feed addresses
            </h2>
            <p className="text-sm text-muted">
              Private addresses: anyone who has one can read the feed. {plural(page.listable, "vehicle")} in stock and shown on your website; made {page.rotated}.
            </p>
          </div>
          <ConfirmAction label="Make new addresses" copy={rotateCopy} fallbackHref="?rotate=1" />
        </div>
        <Card padding="lg">
          <ul className="space-y-5">
            {page.feeds.map((f) => (
              <li key={f.file}>
                <CopyField id={`feed-${f.file.replace(".", "-")}`} label={f.label} value={f.url} hint={`${plural(f.count, "vehicle")} in this feed.`} />
              </li>
            ))}
          </ul>
        </Card>
        {excluded.length > 0 && (
          <Card padding="lg" className="mt-4">
            <h3 className="font-semibold">Left out of the ad feeds</h3>
            <p className="mt-1 text-sm text-muted">Google and Meta refuse listings without these, so they are not sent. Fix them in Stock to include the vehicles.</p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {excluded.map((e) => (
                <div key={e.feed}>
                  <h4 className="text-sm font-semibold">{e.feed}</h4>
                  <ul className="mt-1 space-y-0.5 text-sm">
                    {e.reasons.map((r) => (
                      <li key={r.reason}>
                        {r.reason}: <span className="font-semibold">{r.count.toLocaleString("en-AU")}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </Card>
        )}
        {page.storeCodes.length > 0 && (
          <p className="mt-3 text-sm text-muted">
            Store codes in the Google feed (use the same codes in your Business Profile):{" "}
            {page.storeCodes.map((s, i) => (
              <span key={s.code}>
                {i > 0 && ", "}
                {s.name} <code className="font-mono text-ink">{s.code}</code>
              </span>
            ))}
          </p>
        )}
      </section>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card asChild padding="lg" className="lg:order-last">
          <section aria-labelledby="add-webhook-title">
            <h2 id="add-webhook-title" className="text-lg font-bold">
              Add a stock webhook
            </h2>
            <p className="mt-1 text-sm text-muted">We post each vehicle added, changed, sold or removed to this address, signed, and try again if it fails.</p>
            <ValidatedForm key={added?.id ?? "add"} id="add-webhook" validate={validate} failure={addFailure} pending={adding} hiddenFields={<input type="hidden" name="_intent" value="add-webhook" />} className="mt-4 space-y-4">
              <TextField name="url" label="Address" type="url" required maxLength={1000} autoComplete="off" hint="https://… on the system that mirrors your stock." />
              <SubmitButton pending={adding} pendingText="Adding…" size="md">
                Add webhook
              </SubmitButton>
            </ValidatedForm>
          </section>
        </Card>

        <section aria-labelledby="webhooks-title">
          <h2 id="webhooks-title" className="mb-3 text-lg font-bold">
            Stock webhooks{" "}
            <span className="font-normal text-muted">
              ({page.hooks.length} of {page.maxHooks})
            </span>
          </h2>
          {page.hooks.length ? (
            <Card padding="none">
              <ul className="divide-y divide-black/5">
                {page.hooks.map((h) => (
                  <HookItem key={h.id} hook={h} />
                ))}
              </ul>
            </Card>
          ) : (
            <EmptyState icon={Webhook} title="No stock webhooks yet" headingLevel={3} size="sm">
              Add one to keep another system's copy of your stock up to date.
            </EmptyState>
          )}
        </section>
      </div>
    </ConsolePage>
  );
}
