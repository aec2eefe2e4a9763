import path from "node:path";
import type { Db } from "../db/client.server.ts";
import { devToolsEnabled } from "../platform/dev-tools.ts";
import type { Env } from "../platform/env.server.ts";
import type { Logger } from "../platform/logger.server.ts";
import { MessageMediaSmsProvider } from "./sms-messagemedia.server.ts";
import { TwilioSmsProvider } from "./sms-twilio.server.ts";
import { DevSmsProvider, type SmsProvider } from "./sms.server.ts";

/** The provider SMS_PROVIDER names, with its credentials from the (already validated) environment. */
export function createSmsProvider(env: Env, db: Db, logger: Logger): SmsProvider {
  switch (env.SMS_PROVIDER) {
    case "twilio":
      logger.info({ provider: "twilio" }, "sign-in codes are sent by SMS through Twilio");
      return new TwilioSmsProvider({
        accountSid: env.TWILIO_ACCOUNT_SID!,
        authToken: env.TWILIO_AUTH_TOKEN!,
        from: env.TWILIO_FROM,
        messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
        apiUrl: env.TWILIO_API_URL,
        timeoutMs: env.SMS_TIMEOUT_MS,
      });
    case "messagemedia":
      logger.info({ provider: "messagemedia" }, "sign-in codes are sent by SMS through MessageMedia");
      return new MessageMediaSmsProvider({
        apiKey: env.MESSAGEMEDIA_API_KEY!,
        apiSecret: env.MESSAGEMEDIA_API_SECRET!,
        from: env.MESSAGEMEDIA_FROM,
        apiUrl: env.MESSAGEMEDIA_API_URL,
        timeoutMs: env.SMS_TIMEOUT_MS,
      });
    case "dev": {
      const provider = new DevSmsProvider(db, { outboxDir: path.join(env.dataDir, "dev-outbox"), showOnWeb: devToolsEnabled(env) });
      const where = provider.showsOnWeb ? `${provider.outboxFile} and shown at /dev/sms on each site` : provider.outboxFile;
      // The one place a demo user learns where their sign-in code is: the path only, never a code.
      logger[env.NODE_ENV === "production" ? "warn" : "info"](
        { provider: "dev", outbox: provider.outboxFile },
        `SMS_PROVIDER=dev: no SMS is sent; sign-in codes are written to ${where}`,
      );
      return provider;
    }
  }
}
