import { BellOff, BellRing, Search, Trash2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { fieldErrors, type FormFailure } from "../../lib/form-submission.ts";
import { formatNumber } from "../../lib/format.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { CheckboxField, ChoiceField, SelectField, SubmitButton, TextField, ValidatedForm } from "../../ui/form.tsx";
import { alertEmailSchema, FREQUENCIES, FREQUENCY_LABELS, MAX_NAME_LENGTH, savedSearchSettingsSchema, watchAlertSchema, type Frequency } from "../alert-rules.ts";

/** What My Garage's action answers: which form it was for, and its refusal or what was done. */
export type GarageAlertResult = ({ form: string } & FormFailure) | { ok: true; form: string; message: string };

type SavedSearchItem = { id: string; name: string; href: string; frequency: Frequency; matches: number | null; alertsSent: number };
type WatchSettings = { priceAlert: "off" | "any" | "below"; priceBelow: number | null; stockAlert: boolean };

const FREQUENCY_OPTIONS = FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));
const PRICE_OPTIONS = [
  { value: "off", label: "Off" },
  { value: "any", label: "Any drop" },
  { value: "below", label: "Below…" },
];

const intent = (value: string) => <input type="hidden" name="_intent" value={value} />;
const validateWith = (parse: (f: FormData) => { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] }) => (f: FormData) => {
  const r = parse(f);
  return r.success ? {} : fieldErrors(r.error);
};
const failureFor = (result: GarageAlertResult | undefined, form: string) => (result && result.ok === false && result.form === form ? result : null);
const useSubmitting = (form: string) => {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("_form") === form;
};

/** The outcome line above the alert settings after a post (the page is rendered again, with or without JavaScript). */
export function GarageAlertNotice({ result, saved }: { result: GarageAlertResult | undefined; saved: boolean }) {
  const message = result?.ok ? result.message : saved ? "Search saved. We'll tell you when new cars match it." : null;
  return message ? (
    <Alert tone="success" role="status">
      {message}
    </Alert>
  ) : null;
}

/** My Garage's saved searches: each with its link, how many cars it finds now, and its name and alert settings. */
export function SavedSearchesSection({ searches, result, searchHref }: { searches: SavedSearchItem[]; result: GarageAlertResult | undefined; searchHref: string }) {
  return (
    <section aria-labelledby="saved-searches-heading" id="saved-searches" className="scroll-mt-4">
      <h2 id="saved-searches-heading" className="text-2xl font-bold">
        Saved searches <span className="text-muted">({searches.length})</span>
      </h2>
      {searches.length === 0 ? (
        <EmptyState icon={Search} title="No saved searches yet" headingLevel={3} size="sm" className="mt-4" action={<Link to={searchHref} className="font-semibold text-brand underline">Search our stock</Link>}>
          On any results page, choose Save this search and we'll tell you when new cars match.
        </EmptyState>
      ) : (
        <ul role="list" aria-label="Saved searches" className="mt-4 grid gap-4 lg:grid-cols-2">
          {searches.map((s) => (
            <SavedSearchCard key={s.id} search={s} result={result} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedSearchCard({ search, result }: { search: SavedSearchItem; result: GarageAlertResult | undefined }) {
  const formId = `search-${search.id}`;
  const pending = useSubmitting(formId);
  const validate = validateWith((f) => savedSearchSettingsSchema.safeParse({ id: search.id, name: f.get("name") ?? "", frequency: f.get("frequency") ?? "" }));
  return (
    <Card asChild padding="md">
      <li aria-label={search.name}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={search.href} className="font-bold text-brand hover:underline">
              {search.name}
            </Link>
            <p className="text-sm text-muted">
              {search.matches === null ? "This search no longer works on the site." : `${formatNumber(search.matches)} ${search.matches === 1 ? "car" : "cars"} now`}
              {search.alertsSent > 0 && ` · ${formatNumber(search.alertsSent)} ${search.alertsSent === 1 ? "alert" : "alerts"} sent`}
            </p>
          </div>
          {search.frequency === "off" ? (
            <Badge tone="neutral">
              <BellOff aria-hidden="true" className="size-3.5" /> Alerts off
            </Badge>
          ) : (
            <Badge tone="success">
              <BellRing aria-hidden="true" className="size-3.5" /> {FREQUENCY_LABELS[search.frequency]}
            </Badge>
          )}
        </div>
        <ValidatedForm
          id={formId}
          validate={validate}
          failure={failureFor(result, formId)}
          pending={pending}
          defaults={{ name: search.name, frequency: search.frequency }}
          hiddenFields={
            <>
              {intent("update-search")}
              <input type="hidden" name="_form" value={formId} />
              <input type="hidden" name="id" value={search.id} />
            </>
          }
          className="mt-4 space-y-3"
        >
          <TextField name="name" label="Name" required maxLength={MAX_NAME_LENGTH} autoComplete="off" />
          <SelectField name="frequency" label="Alerts" options={FREQUENCY_OPTIONS} placeholder={null} required />
          <SubmitButton pending={pending} pendingText="Saving…" size="md">
            Save changes
          </SubmitButton>
        </ValidatedForm>
        <Form method="post" className="mt-2">
          {intent("delete-search")}
          <input type="hidden" name="id" value={search.id} />
          <Button type="submit" variant="ghost" size="sm" aria-label={`Delete saved search ${search.name}`}>
            <Trash2 aria-hidden="true" className="size-4" /> Delete
          </Button>
        </Form>
      </li>
    </Card>
  );
}

/** A watched car's alerts, under its card: price drop (off, any, below a price) and sold / back in stock. */
export function WatchAlertForm({ vehicleId, title, settings, result }: { vehicleId: number; title: string; settings: WatchSettings | undefined; result: GarageAlertResult | undefined }) {
  const formId = `watch-${vehicleId}`;
  const pending = useSubmitting(formId);
  const validate = validateWith((f) =>
    watchAlertSchema.safeParse({ vehicle_id: String(vehicleId), price_alert: f.get("price_alert") ?? "", price_below: f.get("price_below") ?? "", stock_alert: f.get("stock_alert") ?? undefined }),
  );
  const current = settings ?? { priceAlert: "off", priceBelow: null, stockAlert: false };
  return (
    <details className="rounded-theme bg-page px-3 py-2 ring-1 ring-black/10">
      <summary className="cursor-pointer text-sm font-semibold">
        Alerts for this car:{" "}
        {current.priceAlert === "off" && !current.stockAlert
          ? "off"
          : [current.priceAlert === "any" ? "any price drop" : current.priceAlert === "below" ? `price below $${formatNumber(current.priceBelow ?? 0)}` : null, current.stockAlert ? "sold or back in stock" : null].filter(Boolean).join(", ")}
      </summary>
      <ValidatedForm
        id={formId}
        aria-label={`Alerts for ${title}`}
        validate={validate}
        failure={failureFor(result, formId)}
        pending={pending}
        defaults={{ price_below: current.priceBelow ? String(current.priceBelow) : "" }}
        hiddenFields={
          <>
            {intent("watch-alerts")}
            <input type="hidden" name="_form" value={formId} />
            <input type="hidden" name="vehicle_id" value={vehicleId} />
          </>
        }
        className="mt-3 space-y-3 pb-2"
      >
        <ChoiceField name="price_alert" legend="Tell me when the price drops" options={PRICE_OPTIONS} defaultValue={current.priceAlert} />
        <TextField name="price_below" label="…to this price or less" inputMode="numeric" prefix="$" maxLength={9} hint="Used when you choose Below…" />
        <CheckboxField name="stock_alert" label="Tell me when it's sold or back in stock" defaultChecked={current.stockAlert} />
        <SubmitButton pending={pending} pendingText="Saving…" size="md">
          Save alerts
        </SubmitButton>
      </ValidatedForm>
    </details>
  );
}

/** Where alerts go: the shopper's mobile (always) and an email address (optional). */
export function AlertEmailForm({ email, phone, result }: { email: string | null; phone: string | null; result: GarageAlertResult | undefined }) {
  const formId = "alert-email";
  const pending = useSubmitting(formId);
  const validate = validateWith((f) => alertEmailSchema.safeParse({ email: f.get("email") ?? "" }));
  return (
    <section aria-labelledby="alert-email-heading">
      <h2 id="alert-email-heading" className="text-2xl font-bold">
        Where alerts go
      </h2>
      <Card padding="md" className="mt-4 max-w-xl">
        <p className="text-sm text-muted">Alerts are texted to {phone ?? "your mobile"}. Add an email address to get them by email too.</p>
        <ValidatedForm
          id={formId}
          validate={validate}
          failure={failureFor(result, formId)}
          pending={pending}
          defaults={{ email: email ?? "" }}
          hiddenFields={
            <>
              {intent("alert-email")}
              <input type="hidden" name="_form" value={formId} />
            </>
          }
          className="mt-3 space-y-3"
        >
          <TextField name="email" label="Email for alerts" type="email" autoComplete="email" maxLength={254} />
          <SubmitButton pending={pending} pendingText="Saving…" size="md">
            Save email
          </SubmitButton>
        </ValidatedForm>
      </Card>
    </section>
  );
}
