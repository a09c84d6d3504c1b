import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import nodemailer from "nodemailer";
import type { Mailer, MailLog, MailMessage } from "../mailer.ts";

/**
 * Development mail: nodemailer builds the whole MIME message (encoded headers, text and HTML parts) and
 * it is written as an `.eml` file, which any mail client opens; its path is logged.
 */
export class OutboxMailer implements Mailer {
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });

  constructor(
    private readonly folder: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const { message: eml } = await this.composer.sendMail({ from: this.from, ...message });
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
    this.composer.close();
  }
}
