import { emailSchema } from "@campus/contracts/auth";
import { describe, expect, it } from "vitest";
import { checkSignIn } from "./sign-in-schema.ts";

describe("checkSignIn", () => {
  it("accepts an address and a password of six characters", () => {
    expect(checkSignIn({ email: "  Marie.Curie@Example.fr ", password: "secret" })).toEqual({});
  });

  it("refuses a malformed address and a short password with the server's messages", () => {
    expect(checkSignIn({ email: "marie@", password: "12345" })).toEqual({
      email: "The email address is not valid.",
      password: "Password should be at least 6 characters",
    });
  });

  it("judges addresses as the contract's schema does", () => {
    for (const email of ["a@b.co", "a..b@c.fr", ".a@b.fr", "a@b", "x+y@sub.domain.org", "é@b.fr"]) {
      expect(checkSignIn({ email, password: "secret" }).email === undefined).toBe(
        emailSchema.safeParse(email).success,
      );
    }
  });
});
