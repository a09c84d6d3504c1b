import path from "node:path";
import { OutboxMailer } from "./mail/outbox-mailer.ts";
import { SmtpMailer } from "./mail/smtp-mailer.ts";

/** One e-mail to one person: a plain text body, and an HTML one when the mail has layout. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends the platform's e-mails (account e-mails, digests, alerts); rejects when the mail could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** `smtp://user:pass@host:587` (or `smtps://`); unset: mails go to the outbox folder. */
  smtpUrl: string | undefined;
  /** The sender, e.g. `Campus Formation <no-reply@campus.local>`. */
  from: string;
}

/** Where a mailer says what it did: the app's (pino) logger fits. */
export interface MailLog {
  info(details: object, message: string): void;
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an `.eml` file under DATA_DIR/outbox. */
export function createMailer(settings: MailSettings, dataDir: string, log: MailLog): Mailer {
  if (settings.smtpUrl) return new SmtpMailer(settings.smtpUrl, settings.from);
  return new OutboxMailer(path.join(dataDir, "outbox"), settings.from, log);
}
