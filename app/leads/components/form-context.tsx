import { createContext, useContext } from "react";

/** What a field needs from the form around it: its error, its starting value, and a way to say it was left. */
export interface LeadFormContextValue {
  formId: string;
  error(name: string): string | undefined;
  /** The value to start with: what was posted (after a failed post), else the page's default. */
  value(name: string): string | undefined;
  /** A field lost focus: check it (inline errors). */
  touched(name: string): void;
  /** Whether the browser has taken over (JavaScript enhancements). */
  hydrated: boolean;
  /** Sending (the submit button shows a spinner). */
  pending: boolean;
  /** Checks just these fields now (a step of a multi-step form); true when they are all fine. */
  checkFields(names: readonly string[]): boolean;
}

export const LeadFormContext = createContext<LeadFormContextValue | null>(null);

export function useLeadForm(): LeadFormContextValue {
  const ctx = useContext(LeadFormContext);
  if (!ctx) throw new Error("Lead form fields must be used inside <LeadFormShell>");
  return ctx;
}

export const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
