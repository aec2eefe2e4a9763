import { internationalPhone } from "../lib/phone.ts";
import { basicAuth, postToSmsApi, SmsSendError, type SmsMessage, type SmsProvider } from "./sms.server.ts";

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** A Twilio number (E.164) or alphanumeric sender ID; or a messaging service instead. */
  from?: string;
  messagingServiceSid?: string;
  /** https://api.twilio.com; tests point it at a local server. */
  apiUrl: string;
  timeoutMs: number;
};

/**
 * Twilio's Programmable Messaging REST API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * form-encoded To, Body and From (or MessagingServiceSid), HTTP Basic auth with the account SID and
 * auth token. Accepted messages answer 201 with the message resource ({sid, status: "queued"});
 * refused ones answer 4xx/5xx with {code, message, more_info, status}.
 */
export class TwilioSmsProvider implements SmsProvider {
  readonly id = "twilio";
  private options: TwilioOptions;
  constructor(options: TwilioOptions) {
    if (!options.from && !options.messagingServiceSid) throw new Error("Twilio needs a sender (From) or a messaging service SID");
    this.options = options;
  }
  async send(message: SmsMessage): Promise<void> {
    const o = this.options;
    const form = new URLSearchParams({ To: internationalPhone(message.to), Body: message.body });
    if (o.messagingServiceSid) form.set("MessagingServiceSid", o.messagingServiceSid);
    else form.set("From", o.from!);
    const url = `${o.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(o.accountSid)}/Messages.json`;
    const body = await postToSmsApi(
      "twilio",
      url,
      { headers: { authorization: basicAuth(o.accountSid, o.authToken), "content-type": "application/x-www-form-urlencoded" }, body: form.toString() },
      o.timeoutMs,
      (answer) => answer.code,
    );
    // A message resource always has a sid; anything else is not Twilio's answer.
    if (typeof body.sid !== "string") throw new SmsSendError("twilio", "unexpected answer (no message sid)");
    if (body.status === "failed" || body.status === "undelivered")
      throw new SmsSendError("twilio", `message ${body.status}`, { providerCode: body.error_code as string | number | null });
  }
}
