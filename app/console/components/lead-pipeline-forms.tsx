import { Hand, RotateCw } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { entriesObject, fieldErrors } from "../../lib/form-submission.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { LOST_REASONS, LOST_REASON_MAX, NOTE_MAX, leadAssignSchema, leadNoteSchema, leadStatusSchema } from "../../leads/lead-pipeline.ts";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { SelectField, SubmitButton, TextAreaField, ValidatedForm, fieldId, useFormContext } from "../../ui/form.tsx";
import { Input } from "../../ui/input.tsx";
import { Select, type SelectOption } from "../../ui/select.tsx";
import type { LeadActionData, LeadIntent, LeadPageData } from "../leads-console.server.ts";
import type { z } from "zod";

const check = (schema: z.ZodType) => (formData: FormData) => {
  const parsed = schema.safeParse(entriesObject(formData.entries()));
  return parsed.success ? {} : fieldErrors(parsed.error);
};
const validateStatus = check(leadStatusSchema);
const validateAssign = check(leadAssignSchema);
const validateNote = check(leadNoteSchema);

const intentField = (intent: LeadIntent) => <input type="hidden" name="intent" value={intent} />;

function usePending(intent: LeadIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

const failureFor = (failure: LeadActionData | null, intent: LeadIntent) => (failure?.intent === intent ? failure : null);

/** Where the lead is in the pipeline: move it on; Lost asks for a reason (shown only then, once JavaScript runs). */
export function StatusForm({ page, failure }: { page: LeadPageData; failure: LeadActionData | null }) {
  const pending = usePending("status");
  const mine = failureFor(failure, "status");
  const hydrated = useHydrated();
  const [choice, setChoice] = useState(mine?.values.status ?? "");
  return (
    <ValidatedForm key={`${page.status}-${page.lostReason ?? ""}`} id="lead-status" validate={validateStatus} failure={mine} pending={pending} hiddenFields={intentField("status")} alertTitle="The status wasn't changed" className="space-y-3">
      <SelectField name="status" label="Move to" required options={page.statusChoices} placeholder="Choose a status" onChange={setChoice} />
      {(!hydrated || choice === "lost") && (
        <>
          <LostReasonField hint={hydrated ? "Pick one or write your own." : "Needed when you move the lead to Lost: pick one or write your own."} />
          <datalist id="lead-lost-reasons">
            {LOST_REASONS.map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
        </>
      )}
      <Button type="submit" variant="secondary" block loading={pending} loadingText="Saving…">
        Save status
      </Button>
    </ValidatedForm>
  );
}

/** The reason of a lost lead (its own field: it is required only for Lost, so it carries no "optional" mark). */
function LostReasonField({ hint }: { hint: string }) {
  const form = useFormContext();
  const id = fieldId(form.formId, "lost_reason");
  return (
    <Field id={id} label="Why was it lost?" hint={hint} error={form.error("lost_reason")}>
      <Input name="lost_reason" list="lead-lost-reasons" maxLength={LOST_REASON_MAX} autoComplete="off" defaultValue={form.value("lost_reason") ?? ""} onBlur={() => form.touched("lost_reason")} />
    </Field>
  );
}

/** The assignee select ("No one" is a choice, so the field carries no "optional" mark). */
function AssigneeField({ options }: { options: SelectOption[] }) {
  const form = useFormContext();
  return (
    <Field id={fieldId(form.formId, "assigned_to")} label="Assign to" error={form.error("assigned_to")}>
      <Select name="assigned_to" options={options} placeholder="No one" defaultValue={form.value("assigned_to") ?? ""} onBlur={() => form.touched("assigned_to")} />
    </Field>
  );
}

/** Who has the lead: managers and owners choose anyone active (or no one). */
export function AssignForm({ page, failure }: { page: LeadPageData; failure: LeadActionData | null }) {
  const pending = usePending("assign");
  return (
    <ValidatedForm
      key={page.assignee?.id ?? "none"}
      id="lead-assign"
      validate={validateAssign}
      failure={failureFor(failure, "assign")}
      pending={pending}
      defaults={{ assigned_to: page.assignee?.id ?? "" }}
      hiddenFields={intentField("assign")}
      alertTitle="The lead wasn't assigned"
      className="space-y-3"
    >
      <AssigneeField options={page.staffChoices} />
      <Button type="submit" variant="secondary" block loading={pending} loadingText="Saving…">
        Assign
      </Button>
    </ValidatedForm>
  );
}

/** An unassigned lead: anyone who can see it takes it. */
export function TakeLeadForm() {
  const pending = usePending("take");
  return (
    <Form method="post">
      {intentField("take")}
      <Button type="submit" variant="primary" block loading={pending} loadingText="Taking it…">
        <Hand aria-hidden="true" className="size-4" /> Take this lead
      </Button>
    </Form>
  );
}

/** A note for the lead's history (plain text). */
export function NoteForm({ page, failure }: { page: LeadPageData; failure: LeadActionData | null }) {
  const pending = usePending("note");
  return (
    <ValidatedForm key={page.history.length} id="lead-note" validate={validateNote} failure={failureFor(failure, "note")} pending={pending} hiddenFields={intentField("note")} alertTitle="The note wasn't added" className="space-y-3">
      <TextAreaField name="note" label="Add a note" required rows={3} maxLength={NOTE_MAX} placeholder="Called, left a message; booked a test drive for Saturday…" />
      <SubmitButton pending={pending} pendingText="Adding…" size="md">
        Add note
      </SubmitButton>
    </ValidatedForm>
  );
}

/** Sends the lead to the CRM again: every destination back to pending now. */
export function ResendForm() {
  const pending = usePending("resend");
  return (
    <Form method="post">
      {intentField("resend")}
      <Button type="submit" variant="secondary" loading={pending} loadingText="Queuing…">
        <RotateCw aria-hidden="true" className="size-4" /> Send to CRM again
      </Button>
    </Form>
  );
}
