import type { Transporter } from "nodemailer";
import { loadNodemailer } from "../heavy-modules.ts";
import type { Mailer, MailMessage } from "../mailer.ts";

/** Real mail: nodemailer over SMTP (the URL carries the host, port, TLS and credentials). */
export class SmtpMailer implements Mailer {
  /** Made at the first e-mail (nodemailer is loaded then, not at start-up). */
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.transport ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport(this.smtpUrl, { from: this.from }),
    );
    await (await this.transport).sendMail(message);
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
