import { CheckCircle2, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { FormFailure } from "../../lib/form-submission.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge, type BadgeStyle } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CheckboxField, SubmitButton, TextField, ValidatedForm } from "../../ui/form.tsx";
import { formValidator } from "../document-fields.ts";
import type { StockFeedStatusView } from "../stock-feed-page.server.ts";
import { stockFeedFormSchema } from "../stock-feed-form.ts";
import { ConsolePage } from "./console-page.tsx";
import { FormSection } from "./form-section.tsx";
import { SettingsNav } from "./settings-nav.tsx";

export type StockFeedData = { values: Record<string, string>; notice: "saved" | "pull" | null; status: StockFeedStatusView };

const validate = formValidator(stockFeedFormSchema);
const TONES: Record<NonNullable<StockFeedStatusView["status"]>, BadgeStyle["tone"]> = { imported: "success", unchanged: "neutral", held: "warning", failed: "danger" };

/** What the last pulls did: when, with what result, and when the next one is. */
function PullStatus({ status }: { status: StockFeedStatusView }) {
  const rows: [string, ReactNode][] = [
    ["Scheduled pull", status.enabled ? "On" : "Off"],
    ["Last checked", status.running ? "Pulling now…" : (status.lastChecked ?? "Not yet")],
    [
      "Last result",
      status.statusLabel ? (
        <span className="flex flex-col items-start gap-1">
          <Badge tone={TONES[status.status!]}>{status.statusLabel}</Badge>
          {status.message && <span>{status.message}</span>}
        </span>
      ) : (
        "—"
      ),
    ],
    [
      "Last import",
      status.lastImported ? (
        <span>
          {status.lastImported}
          {status.reportHref && (
            <>
              {" · "}
              <Link to={status.reportHref} className="font-semibold text-brand underline">
                See the import report
              </Link>
            </>
          )}
        </span>
      ) : (
        "None yet"
      ),
    ],
    ["Next pull", status.nextPull ?? "—"],
  ];
  return (
    <Card padding="lg" className="mb-6 max-w-3xl p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="font-heading text-lg font-bold">Pulls</h2>
        {status.enabled && (
          <Form method="post">
            <input type="hidden" name="intent" value="pull" />
            <Button type="submit" variant="secondary" size="sm">
              <RefreshCw aria-hidden="true" className="size-4" /> Pull now
            </Button>
          </Form>
        )}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          // On phones each term sits right above its value; from sm up they share a row of the grid.
          <div key={term} className="sm:contents">
            <dt className="font-semibold text-muted">{term}</dt>
            <dd className="mt-0.5 min-w-0 break-words sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** /dealer/settings/stock-feed: the scheduled pull of the dealer's stock feed, and what it last did. */
export function StockFeedScreen({ data, failure, pending }: { data: StockFeedData; failure: FormFailure | null; pending: boolean }) {
  return (
    <ConsolePage title="Settings" description="Your website's everyday switches. Changes show on the website as soon as you save.">
      <SettingsNav current="stock-feed" />
      {data.notice === "saved" && !failure && (
        <Alert tone="success" className="mb-6 flex max-w-3xl items-center gap-2">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" /> Stock feed settings saved.
        </Alert>
      )}
      {data.notice === "pull" && !failure && (
        <Alert tone="info" className="mb-6 max-w-3xl">
          The feed will be pulled within a minute. Reload this page to see the result.
        </Alert>
      )}
      <PullStatus status={data.status} />
      <ValidatedForm id="stock-feed" validate={validate} failure={failure} defaults={data.values} pending={pending} className="max-w-3xl" bodyClassName="space-y-6" hiddenFields={<input type="hidden" name="intent" value="save" />}>
        <FormSection
          title="Scheduled pull"
          description="Your dealer management system (DMS) can publish your stock as a CSV file at a web address. Forecourt fetches it on a schedule and imports it like an upload. A file that cannot be downloaded, or is not a stock feed, changes nothing."
        >
          <TextField
            name="feed_url"
            label="Feed address"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={2000}
            placeholder="https://"
            hint="The http:// or https:// address your DMS gives for the export, including any access token in it."
          />
          <TextField name="interval_minutes" label="Pull interval" required inputMode="numeric" suffix="minutes" className="max-w-xs" hint="5 to 1440. The feed is only downloaded again when it has changed." />
          <CheckboxField name="enabled" label="Pull the feed on this schedule" />
        </FormSection>
        <SubmitButton pending={pending} pendingText="Saving…" size="lg">
          Save stock feed
        </SubmitButton>
      </ValidatedForm>
    </ConsolePage>
  );
}
