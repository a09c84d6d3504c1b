import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EMAIL_PATTERN } from "./sign-in.ts";

describe("sign-in rules without zod", () => {
  it("checks e-mail addresses as zod's own pattern does", () => {
    const samples = [
      "a@b.co",
      "marie.curie@example.fr",
      "x+y_z-w@sub.domain.org",
      "o'neil@example.ie",
      "a..b@c.fr",
      ".a@b.fr",
      "a.@b.fr",
      "a@b",
      "a@-b.fr",
      "a@b.c",
      "é@b.fr",
      "a b@c.fr",
      "",
    ];
    for (const email of samples) {
      expect(EMAIL_PATTERN.test(email), email).toBe(z.regexes.email.test(email));
    }
    expect(samples.filter((email) => EMAIL_PATTERN.test(email))).toHaveLength(4);
  });
});
