import { devSms } from "../db/schema.ts";
import type { Db } from "../db/client.server.ts";
import type { Logger } from "../platform/logger.server.ts";

/** Sends text messages. Production would plug a real SMS gateway in behind this. */
export interface SmsProvider {
  send(message: { tenantId: number; to: string; body: string }): Promise<void>;
}

/**
 * The built-in development provider: the message goes to the log (without the phone number) and
 * to the dev_sms table, readable at /dev/sms — so the whole sign-in flow works offline.
 */
export class DevSmsProvider implements SmsProvider {
  private db: Db;
  private logger: Logger;
  constructor(db: Db, logger: Logger) {
    this.db = db;
    this.logger = logger;
  }
  async send(message: { tenantId: number; to: string; body: string }): Promise<void> {
    await this.db.insert(devSms).values(message);
    this.logger.info({ tenant: message.tenantId, sms: message.body }, "development SMS sent (see /dev/sms)");
  }
}
