import { ERROR_CODES } from "@campus/contracts/errors";
import { PROFILE_MESSAGES } from "@campus/contracts/profile";
import { describe, expect, it } from "vitest";
import { registerFormSchema, registerOpenFormSchema, verifyPath } from "./account-schemas.ts";

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("registration forms", () => {
  it("accept a valid address and a password typed twice alike", () => {
    const values = { email: " lea@horizon.example ", password: "Demo2026!", confirm: "Demo2026!" };
    expect(registerFormSchema.parse(values).email).toBe("lea@horizon.example");
  });

  it("report a bad address and a mistyped confirmation together, each under its field", () => {
    const result = registerFormSchema.safeParse({
      email: "lea",
      password: "Demo2026!",
      confirm: "Demo2026?",
    });
    expect(messagesOf(result)).toEqual({
      email: ERROR_CODES.INVALID_EMAIL.message,
      confirm: PROFILE_MESSAGES.passwordsDiffer,
    });
  });

  it("ask an open registration for a name, and hold its password to the rule", () => {
    const result = registerOpenFormSchema.safeParse({
      firstname: " ",
      lastname: "Petit",
      email: "lea@horizon.example",
      password: "court",
      confirm: "court",
    });
    const messages = messagesOf(result);
    expect(messages.firstname).toBe("Indiquez votre prénom.");
    expect(Object.keys(messages).sort()).toEqual(["firstname", "password"]);
  });
});

describe("verifyPath", () => {
  it("carries the e-mail and the school the registration wore", () => {
    expect(verifyPath("léa+1@exemple.fr", "horizon")).toBe(
      "/auth/verify?email=l%C3%A9a%2B1%40exemple.fr&entreprise=horizon",
    );
    expect(verifyPath("lea@exemple.fr", null)).toBe("/auth/verify?email=lea%40exemple.fr");
  });
});
