import { describe, expect, it } from "vitest";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { LEAD_ALERT_MESSAGES, leadAlertsSchema } from "./lead-alerts-form.ts";

const post = (values: Record<string, string>) => parseFormSubmission(Object.entries(values), leadAlertsSchema);

describe("lead alerts form", () => {
  it("keeps a mobile number in national form, or none", () => {
    expect(post({ phone: "+61 412 345 678", lead_sms: "on" })).toMatchObject({ ok: true, data: { phone: "0412345678", lead_sms: true } });
    expect(post({ phone: " " })).toMatchObject({ ok: true, data: { phone: null, lead_sms: false } });
  });
  it("refuses a landline or nonsense, and text messages without a number", () => {
    expect(post({ phone: "07 3000 0000" })).toMatchObject({ ok: false, fieldErrors: { phone: LEAD_ALERT_MESSAGES.phone } });
    expect(post({ phone: "0412<script>" })).toMatchObject({ ok: false, fieldErrors: { phone: LEAD_ALERT_MESSAGES.phone } });
    expect(post({ phone: "", lead_sms: "on" })).toMatchObject({ ok: false, fieldErrors: { phone: LEAD_ALERT_MESSAGES.needsPhone } });
  });
});
