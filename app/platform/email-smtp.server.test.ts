import { describe, expect, it } from "vitest";
import { EmailSendError } from "./email.server.ts";
import { smtpFailure } from "./email-smtp.server.ts";

/** A nodemailer error as its SMTP transport builds them: a message quoting the server, a code and the reply code. */
const smtpError = (code: string, responseCode?: number) =>
  Object.assign(new Error(`Recipient command failed: ${responseCode ?? ""} 5.1.1 <zebedee.q@example.com>: Recipient address rejected`), { code, responseCode });

describe("smtpFailure", () => {
  it("names what went wrong and the reply code, never the server's text (it repeats the address)", () => {
    const err = smtpFailure(smtpError("EENVELOPE", 550), 10_000);
    expect(err).toBeInstanceOf(EmailSendError);
    expect(err).toMatchObject({ provider: "smtp", responseCode: 550 });
    expect(err.message).toBe("smtp: the server refused the sender or recipient (SMTP 550)");
    expect(err.message).not.toContain("example.com");
  });

  it("tells an unreachable server, a timeout, refused credentials and a refused message apart", () => {
    expect(smtpFailure(smtpError("ESOCKET"), 10_000).message).toBe("smtp: could not reach the server");
    expect(smtpFailure(smtpError("ECONNECTION"), 10_000).message).toBe("smtp: could not reach the server");
    expect(smtpFailure(smtpError("ECONNECTION", 421), 10_000).message).toBe("smtp: connection refused by the server (SMTP 421)");
    expect(smtpFailure(smtpError("ETIMEDOUT"), 2_500).message).toBe("smtp: no answer within 2500 ms");
    expect(smtpFailure(smtpError("EAUTH", 535), 10_000).message).toBe("smtp: the server refused the credentials (SMTP 535)");
    expect(smtpFailure(smtpError("EMESSAGE", 552), 10_000).message).toBe("smtp: the server refused the message (SMTP 552)");
  });

  it("falls back to a plain failure for anything else", () => {
    expect(smtpFailure(new Error("smtp://user:secret@mail.test broke"), 10_000).message).toBe("smtp: send failed");
    expect(smtpFailure("not an error", 10_000).message).toBe("smtp: send failed");
  });
});
