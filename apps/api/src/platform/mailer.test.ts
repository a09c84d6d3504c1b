import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createMailer, type MailMessage } from "./mailer.ts";

const FROM = "Campus Formation <no-reply@campus.local>";
const MAIL: MailMessage = {
  to: "ines.martin@ata.example",
  subject: "Vous avez 2 messages non lus — « Algèbre » à réviser",
  text: "Bonjour Inès,\nDes messages vous attendent.",
  html: "<p>Bonjour Inès,</p><p>Des messages vous attendent.</p>",
};

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as a mail client shows the header. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=(?:\s+(?==\?))?/gi,
    (_word, encoding: string, data: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(data, "base64").toString("utf8");
      const bytes = data
        .replaceAll("_", " ")
        .replace(/=([0-9a-f]{2})/gi, (_hex, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    },
  );
}

/** The header fields of a raw message (folded lines joined), by lower-case name. */
function headersOf(raw: string): Map<string, string> {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return new Map(
    head.split("\r\n").map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
}

describe("the mail settings", () => {
  it("default to the outbox, the platform's sender, no digest and the local address", () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({ smtpUrl: undefined, from: FROM });
    expect(config.messageDigestHours).toBe(0);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("read SMTP_URL, MAIL_FROM, MESSAGE_DIGEST_HOURS and PUBLIC_URL, and refuse bad values", () => {
    const config = loadConfig({
      SMTP_URL: "smtp://user:pass@mail.example.fr:587",
      MAIL_FROM: "École <ecole@example.fr>",
      MESSAGE_DIGEST_HOURS: "4",
      PUBLIC_URL: "https://campus.example.fr/",
    });
    expect(config.mail).toEqual({
      smtpUrl: "smtp://user:pass@mail.example.fr:587",
      from: "École <ecole@example.fr>",
    });
    expect(config.messageDigestHours).toBe(4);
    expect(config.publicUrl).toBe("https://campus.example.fr");
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.fr" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MESSAGE_DIGEST_HOURS: "-1" })).toThrow(/MESSAGE_DIGEST_HOURS/);
    expect(() => loadConfig({ PUBLIC_URL: "campus.example.fr" })).toThrow(/PUBLIC_URL/);
  });
});

describe("the outbox mailer (no SMTP_URL)", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "campus-outbox-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("writes each mail as an .eml file under DATA_DIR/outbox, its headers encoded, and logs where", async () => {
    const logged: object[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: FROM }, dataDir, {
      info: (details) => logged.push(details),
    });
    await mailer.send(MAIL);
    const files = await readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(path.join(dataDir, "outbox", files[0]!), "utf8");
    // Headers are 7-bit: the French subject travels as encoded words, and reads back whole.
    const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(/^[\x20-\x7e\r\n\t]*$/.test(head)).toBe(true);
    const headers = headersOf(raw);
    expect(headers.get("subject")).toMatch(/=\?UTF-8\?[BQ]\?/i);
    expect(decodeHeader(headers.get("subject") ?? "")).toBe(MAIL.subject);
    expect(headers.get("from")).toBe(FROM);
    expect(headers.get("to")).toBe(MAIL.to);
    expect(headers.get("message-id")).toMatch(/^<.+@.+>$/);
    expect(headers.get("mime-version")).toBe("1.0");
    expect(headers.get("content-type")).toMatch(/^multipart\/alternative; boundary=/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);

    expect(logged).toEqual([
      { to: MAIL.to, subject: MAIL.subject, file: `file://${path.join(dataDir, "outbox", files[0]!)}` },
    ]);

    await mailer.send({ ...MAIL, subject: "Second" });
    mailer.close();
    expect(await readdir(path.join(dataDir, "outbox"))).toHaveLength(2);
  });
});

describe("the SMTP mailer (SMTP_URL set)", () => {
  const received: { from: string; to: string[]; user: string | undefined; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      // Plain SMTP on localhost: no certificate to trust, and the test's credentials may travel in clear.
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === "campus" && auth.password === "s3cret") callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({
            from: mailFrom ? mailFrom.address : "",
            to: rcptTo.map((recipient) => recipient.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("hands the mail to the server of SMTP_URL, signed in with its credentials, from MAIL_FROM", async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://campus:s3cret@127.0.0.1:${port}`, from: FROM },
      "/unused",
      {
        info: () => {},
      },
    );
    await mailer.send(MAIL);
    mailer.close();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: "no-reply@campus.local", to: [MAIL.to], user: "campus" });
    const headers = headersOf(mail!.raw);
    expect(decodeHeader(headers.get("subject") ?? "")).toBe(MAIL.subject);
    expect(headers.get("from")).toBe(FROM);
  });

  it("rejects when the server refuses the credentials", async () => {
    const mailer = createMailer({ smtpUrl: `smtp://campus:wrong@127.0.0.1:${port}`, from: FROM }, "/unused", {
      info: () => {},
    });
    await expect(mailer.send(MAIL)).rejects.toThrow(/Invalid login|Invalid username/);
    mailer.close();
  });
});
