import { useNavigation } from "react-router";
import { fieldErrors, type FormFailure } from "../../lib/form-submission.ts";
import { ChoiceField, SubmitButton, TextField, ValidatedForm } from "../../ui/form.tsx";
import { MAX_NAME_LENGTH, saveSearchSchema } from "../alert-rules.ts";

export const SAVE_SEARCH_ACTION = "/saved-searches";

const FREQUENCY_OPTIONS = (["instant", "daily", "weekly"] as const).map((value) => ({ value, label: { instant: "Instantly", daily: "Daily", weekly: "Weekly" }[value] }));

const validate = (formData: FormData) => {
  const parsed = saveSearchSchema.safeParse({ search: formData.get("search") ?? "", name: formData.get("name") ?? "", frequency: formData.get("frequency") ?? "" });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

/** The form itself: a name and how often; posts to /saved-searches (a signed-out shopper signs in first and comes back). */
export function SaveSearchForm({ search, name, frequency = "daily", failure, id = "save-search" }: { search: string; name: string; frequency?: string; failure?: FormFailure | null; id?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === SAVE_SEARCH_ACTION;
  return (
    <ValidatedForm id={id} action={SAVE_SEARCH_ACTION} validate={validate} failure={failure} pending={pending} defaults={{ name }} hiddenFields={<input type="hidden" name="search" value={search} />} className="space-y-4">
      <TextField name="name" label="Name" required maxLength={MAX_NAME_LENGTH} autoComplete="off" />
      <ChoiceField name="frequency" legend="Tell me about new cars" options={FREQUENCY_OPTIONS} defaultValue={frequency} required />
      <p className="text-sm text-muted">
        We text you (and email you, if you add an address in My Garage). Instantly means within a minute of the car arriving; every message has a link to stop them.
      </p>
      <SubmitButton pending={pending} pendingText="Saving…" size="md">
        Save search
      </SubmitButton>
    </ValidatedForm>
  );
}
