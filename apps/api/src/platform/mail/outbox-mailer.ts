import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Transporter } from "nodemailer";
import { loadNodemailer } from "../heavy-modules.ts";
import type { Mailer, MailLog, MailMessage } from "../mailer.ts";

/**
 * Development mail: nodemailer builds the whole MIME message (encoded headers, text and HTML parts) and
 * it is written as an `.eml` file, which any mail client opens; its path is logged.
 */
export class OutboxMailer implements Mailer {
  /** Made at the first e-mail (nodemailer is loaded then, not at start-up). */
  private composer: Promise<Transporter> | undefined;

  constructor(
    private readonly folder: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.composer ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }),
    );
    const { message: eml } = await (await this.composer).sendMail({ from: this.from, ...message });
    await mkdir(this.folder, { recursive: true });
    // Sortable by time, unique across processes sharing the folder.
    const name = `${new Date().toISOString().replaceAll(":", "-")}-${randomBytes(4).toString("hex")}.eml`;
    const file = path.join(this.folder, name);
    await writeFile(file, eml as Buffer, { flag: "wx" });
    this.log.info(
      { to: message.to, subject: message.subject, file: pathToFileURL(file).href },
      "E-mail écrit dans la boîte d'envoi",
    );
  }

  close(): void {
    void this.composer?.then((composer) => composer.close());
  }
}
