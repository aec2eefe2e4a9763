import { internationalPhone } from "../lib/phone.ts";
import { basicAuth, postToSmsApi, SmsSendError, type SmsMessage, type SmsProvider } from "./sms.server.ts";

export type MessageMediaOptions = {
  apiKey: string;
  apiSecret: string;
  /** Sender number or ID; without it MessageMedia picks one from its shared pool. */
  from?: string;
  /** https://api.messagemedia.com; tests point it at a local server. */
  apiUrl: string;
  timeoutMs: number;
};

/**
 * MessageMedia's Messages API (Sinch MessageMedia, common with Australian dealers): POST /v1/messages
 * with JSON {messages: [{content, destination_number, format: "SMS", source_number?}]}, HTTP Basic
 * auth with the API key and secret. Accepted messages answer 202 with {messages: [{message_id, status}]};
 * refused ones answer 4xx with {message, details: [...]}.
 */
export class MessageMediaSmsProvider implements SmsProvider {
  readonly id = "messagemedia";
  private options: MessageMediaOptions;
  constructor(options: MessageMediaOptions) {
    this.options = options;
  }
  async send(message: SmsMessage): Promise<void> {
    const o = this.options;
    const sms: Record<string, unknown> = { content: message.body, destination_number: internationalPhone(message.to), format: "SMS" };
    if (o.from) sms.source_number = o.from;
    const body = await postToSmsApi(
      "messagemedia",
      `${o.apiUrl}/v1/messages`,
      { headers: { authorization: basicAuth(o.apiKey, o.apiSecret), "content-type": "application/json" }, body: JSON.stringify({ messages: [sms] }) },
      o.timeoutMs,
      // Its errors carry no numeric code, only text (which may echo the number): nothing to keep.
      () => null,
    );
    const accepted = Array.isArray(body.messages) ? (body.messages[0] as Record<string, unknown> | undefined) : undefined;
    if (!accepted || typeof accepted.message_id !== "string") throw new SmsSendError("messagemedia", "unexpected answer (no message id)");
  }
}
