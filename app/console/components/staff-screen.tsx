import { Form, useNavigation } from "react-router";
import type { FormFailure } from "../../lib/form-submission.ts";
import { fieldErrors } from "../../lib/form-submission.ts";
import { ROLE_LABELS } from "../../staff/permissions.ts";
import { staffInvitationSchema } from "../../staff/staff-invitation-schema.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge, type BadgeStyle } from "../../ui/badge.tsx";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CopyField } from "../../ui/copy-field.tsx";
import { SelectField, SubmitButton, TextField, ValidatedForm } from "../../ui/form.tsx";
import { Select } from "../../ui/select.tsx";
import type { PersonRow } from "../staff-admin.server.ts";
import { ROLE_SUMMARIES } from "../staff-forms.ts";
import { ConsolePage } from "./console-page.tsx";

export type StaffActionData = FormFailure | { ok: true; notice: string; link?: string };

const ROLE_OPTIONS = (["owner", "manager", "sales"] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATUS: Record<PersonRow["status"], { label: string; tone: BadgeStyle["tone"] }> = {
  active: { label: "Active", tone: "success" },
  invited: { label: "Invited", tone: "soft" },
  disabled: { label: "Disabled", tone: "neutral" },
};

/** One button that posts one intent for one person. */
function RowButton({ person, intent, children, busy }: { person: PersonRow; intent: string; children: string; busy: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="_intent" value={intent} />
      <input type="hidden" name="id" value={person.id} />
      <Button type="submit" variant="secondary" size="sm" loading={busy} aria-label={`${children}: ${person.name}`}>
        {children}
      </Button>
    </Form>
  );
}

function PersonItem({ person, busy, version }: { person: PersonRow; busy: (intent: string, id: string) => boolean; version: string }) {
  const status = STATUS[person.status];
  const roleId = `role-${person.id}`;
  return (
    <li className="grid gap-3 px-5 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{person.name}</span>
          {person.isYou && <Badge tone="neutral">You</Badge>}
          <Badge tone={status.tone}>{status.label}</Badge>
        </p>
        <p className="mt-0.5 truncate text-sm text-muted">{person.email}</p>
        <p className="mt-0.5 text-xs text-muted">
          {ROLE_LABELS[person.role]} · {person.status === "invited" ? "invited" : "added"} {person.since}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Form method="post" preventScrollReset className="flex items-center gap-2">
          <input type="hidden" name="_intent" value="role" />
          <input type="hidden" name="id" value={person.id} />
          <label htmlFor={roleId} className="sr-only">
            Role of {person.name}
          </label>
          <Select id={roleId} name="role" options={ROLE_OPTIONS} placeholder={null} defaultValue={person.role} compact className="w-32" key={`${person.role}:${version}`} />
          <Button type="submit" variant="secondary" size="sm" loading={busy("role", person.id)} aria-label={`Change role: ${person.name}`}>
            Change role
          </Button>
        </Form>
        {person.status === "invited" && (
          <RowButton person={person} intent="resend" busy={busy("resend", person.id)}>
            Resend invitation
          </RowButton>
        )}
        {person.status === "disabled" ? (
          <RowButton person={person} intent="enable" busy={busy("enable", person.id)}>
            Enable
          </RowButton>
        ) : (
          !person.isYou && (
            <RowButton person={person} intent="disable" busy={busy("disable", person.id)}>
              Disable
            </RowButton>
          )
        )}
      </div>
    </li>
  );
}

export function StaffScreen({ people, result }: { people: PersonRow[]; result: StaffActionData | undefined }) {
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData : null;
  const busy = (intent: string, id: string) => posting?.get("_intent") === intent && posting.get("id") === id;
  const inviting = posting?.get("_intent") === "invite";
  const failure = result && !result.ok ? result : null;
  const inviteFailure = failure && Object.keys(failure.fieldErrors).length ? failure : null;
  const notice = result && result.ok ? result : null;
  const validate = (formData: FormData) => {
    const parsed = staffInvitationSchema.safeParse({ name: formData.get("name") ?? "", email: formData.get("email") ?? "", role: formData.get("role") ?? "" });
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const active = people.filter((p) => p.status === "active").length;
  // After any answer the role pickers show the stored roles again (a refused change must not look made).
  const version = result ? (result.ok ? result.notice : result.error) : "";

  return (
    <ConsolePage
      title="Staff"
      description="Who can sign in to this console, and what each person may do."
      actions={
        <ButtonLink to="#invite" variant="primary">
          Invite someone
        </ButtonLink>
      }
    >
      {notice && (
        <Alert tone="success" className="mb-6">
          <p>{notice.notice}</p>
          {notice.link && <CopyField id="invitation-link" label="Invitation link" value={notice.link} className="mt-3" />}
        </Alert>
      )}
      {failure && !inviteFailure && (
        <Alert tone="error" className="mb-6">
          {failure.error}
        </Alert>
      )}
      <section aria-labelledby="staff-title">
        <h2 id="staff-title" className="mb-3 text-lg font-bold">
          People <span className="font-normal text-muted">({active} active)</span>
        </h2>
        <Card padding="none">
          <ul className="divide-y divide-black/5">
            {people.map((person) => (
              <PersonItem key={person.id} person={person} busy={busy} version={version} />
            ))}
          </ul>
        </Card>
      </section>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <Card asChild padding="lg">
          <section id="invite" aria-labelledby="invite-title" className="scroll-mt-20">
            <h2 id="invite-title" className="text-lg font-bold">
              Invite someone
            </h2>
            <p className="mt-1 text-sm text-muted">They get an email with a link to choose their password. The link works once, for 24 hours.</p>
            <ValidatedForm
              key={notice?.notice ?? "invite"}
              id="invite-staff"
              validate={validate}
              failure={inviteFailure}
              pending={inviting}
              defaults={{ role: "sales" }}
              hiddenFields={<input type="hidden" name="_intent" value="invite" />}
              className="mt-4 space-y-4"
            >
              <TextField name="name" label="Name" required autoComplete="off" maxLength={120} />
              <TextField name="email" label="Email" type="email" required autoComplete="off" maxLength={254} />
              <SelectField name="role" label="Role" options={ROLE_OPTIONS} placeholder={null} required />
              <SubmitButton pending={inviting} pendingText="Sending…" size="md">
                Send invitation
              </SubmitButton>
            </ValidatedForm>
          </section>
        </Card>
        <Card asChild padding="lg" elevation="inset">
          <section aria-labelledby="roles-title">
            <h2 id="roles-title" className="text-lg font-bold">
              What each role may do
            </h2>
            <dl className="mt-3 space-y-3">
              {ROLE_OPTIONS.map((r) => (
                <div key={r.value}>
                  <dt className="font-semibold">{r.label}</dt>
                  <dd className="text-sm text-muted">{ROLE_SUMMARIES[r.value]}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-muted">A console always keeps at least one active owner. Disabling someone signs them out everywhere at once.</p>
          </section>
        </Card>
      </div>
    </ConsolePage>
  );
}
