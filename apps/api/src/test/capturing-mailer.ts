import type { Mailer, MailMessage } from "../platform/mailer.ts";

/** A mailer for tests: keeps every mail it is given, in order, and sends nothing. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  /** The mails sent to one address. */
  to(address: string): MailMessage[] {
    return this.sent.filter((mail) => mail.to === address);
  }

  clear(): void {
    this.sent.length = 0;
  }

  close(): void {}
}
