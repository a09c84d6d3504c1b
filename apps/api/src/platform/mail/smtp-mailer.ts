import nodemailer, { type Transporter } from "nodemailer";
import type { Mailer, MailMessage } from "../mailer.ts";

/** Real mail: nodemailer over SMTP (the URL carries the host, port, TLS and credentials). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport(smtpUrl, { from });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(message);
  }

  close(): void {
    this.transport.close();
  }
}
