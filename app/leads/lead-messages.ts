import { FIX_ERRORS } from "../lib/form-submission.ts";

/** The lead forms' shared messages, without the forms' schemas (lead-forms.ts): the chat on every vehicle page needs
 * only these, and no zod (ADR 051). */
export const MESSAGES = {
  postcode: "Invalid postcode. Please enter a 4-digit number.",
  unknownPostcode: "Invalid postcode",
  consent: "*You must agree to the terms of use before submitting.",
  submitFailed: "An error occurred when submitting this form",
  listHeading: FIX_ERRORS,
} as const;
