import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mailer, MailMessage } from "../../platform/mailer.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// Issue 41: the sign-in-link and forgotten-password forms answered later for a known e-mail (its mail
// was written before the answer). The answer now comes first; the mail follows.

/** A mailer that hands nothing over until the test lets it. */
class HeldMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  private release: () => void = () => {};
  private readonly released = new Promise<void>((resolve) => {
    this.release = resolve;
  });
  asked = 0;

  async send(message: MailMessage): Promise<void> {
    this.asked++;
    await this.released;
    this.sent.push(message);
  }

  let(): void {
    this.release();
  }

  close(): void {}
}

let t: TestApp;
const mailer = new HeldMailer();

beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts, mailer });
});
afterAll(async () => {
  mailer.let();
  await t.close();
});

const post = (url: string, email: string, ip: string) =>
  t.app.inject({ method: "POST", url, payload: { email }, remoteAddress: ip });

describe("e-mails of the public forms", () => {
  it("a known e-mail is answered before its mail is sent, the same answer as an unknown one", async () => {
    for (const url of ["/api/auth/login-link", "/api/auth/password-reset/request"]) {
      const known = await post(url, "prof@ata.example", "10.7.0.1");
      const unknown = await post(url, "personne@nulle-part.example", "10.7.0.2");
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    }
    // Both answers are out while the mails still wait on the mailer.
    expect(mailer.sent).toEqual([]);
    mailer.let();
    await t.settle();
    expect(mailer.sent.map((mail) => mail.to)).toEqual(["prof@ata.example", "prof@ata.example"]);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/connexion/i),
      expect.stringMatching(/^Réinitialisation/),
    ]);
  });
});
