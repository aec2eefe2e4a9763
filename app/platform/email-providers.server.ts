import path from "node:path";
import type { Db } from "../db/client.server.ts";
import { devToolsEnabled } from "./dev-tools.ts";
import { DevEmailProvider, type EmailProvider } from "./email.server.ts";
import { SmtpEmailProvider } from "./email-smtp.server.ts";
import type { Env } from "./env.server.ts";
import type { Logger } from "./logger.server.ts";

/** The provider EMAIL_PROVIDER names, with its settings from the (already validated) environment. */
export function createEmailProvider(env: Env, db: Db, logger: Logger): EmailProvider {
  switch (env.EMAIL_PROVIDER) {
    case "smtp":
      logger.info({ provider: "smtp" }, "account emails are sent through the SMTP server in SMTP_URL");
      return new SmtpEmailProvider({ url: env.SMTP_URL!, from: env.MAIL_FROM, timeoutMs: env.EMAIL_TIMEOUT_MS });
    case "dev": {
      const provider = new DevEmailProvider(db, { outboxDir: path.join(env.dataDir, "dev-outbox"), showOnWeb: devToolsEnabled(env) });
      const where = provider.showsOnWeb ? `${provider.outboxFile} and shown at /dev/mail on each site` : provider.outboxFile;
      // The one place a demo user learns where their emails are: the path only, never an address or a link.
      logger[env.NODE_ENV === "production" ? "warn" : "info"](
        { provider: "dev", outbox: provider.outboxFile },
        `EMAIL_PROVIDER=dev: no email is sent; messages are written to ${where}`,
      );
      return provider;
    }
  }
}
