import { MESSAGES } from "@campus/contracts/messages";
import { PROFILE_MESSAGES, profileFormSchema } from "@campus/contracts/profile";
import { describe, expect, it } from "vitest";
import { changePasswordFormSchema } from "./password-form-schema.ts";
import { changedProfileFields } from "./profile-form-values.ts";

const VALUES = profileFormSchema.parse({
  displayName: "Inès Martin",
  firstname: "Inès",
  lastname: "Martin",
  emailPerso: "",
  phoneNumber: "06 12 34 56 78",
  address: "",
  zipCode: "69003",
  city: "Lyon",
  state: "",
  country: "France",
  about: "",
  isPublic: false,
  messageDigest: true,
});

describe("the profile form", () => {
  it("sends only the fields the user changed", () => {
    expect(changedProfileFields(VALUES, { phoneNumber: true, lastname: true })).toEqual({
      phoneNumber: "06 12 34 56 78",
      lastname: "Martin",
    });
    expect(changedProfileFields(VALUES, {})).toEqual({});
  });

  it("accepts an empty personal e-mail and refuses a malformed one", () => {
    expect(profileFormSchema.safeParse({ ...VALUES, emailPerso: "" }).success).toBe(true);
    const result = profileFormSchema.safeParse({ ...VALUES, emailPerso: "ines@" });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["emailPerso"],
      message: PROFILE_MESSAGES.invalidEmail,
    });
  });
});

describe("the change of password form", () => {
  const messagesOf = (values: object) =>
    changePasswordFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message]);

  it("asks for the current password and a new one under the policy, typed twice", () => {
    expect(messagesOf({ currentPassword: "", newPassword: "court", confirmPassword: "court" })).toEqual([
      ["currentPassword", PROFILE_MESSAGES.currentPasswordRequired],
      ...Array.from({ length: 4 }, () => ["newPassword", MESSAGES.passwordPolicy]),
    ]);
    expect(
      messagesOf({
        currentPassword: "Ancien2026!",
        newPassword: "Nouveau2026!",
        confirmPassword: "Autre2026!",
      }),
    ).toEqual([["confirmPassword", PROFILE_MESSAGES.passwordsDiffer]]);
    expect(
      messagesOf({
        currentPassword: "Ancien2026!",
        newPassword: "Ancien2026!",
        confirmPassword: "Ancien2026!",
      }),
    ).toEqual([["newPassword", PROFILE_MESSAGES.sameAsCurrent]]);
    expect(
      messagesOf({
        currentPassword: "Ancien2026!",
        newPassword: "Nouveau2026!",
        confirmPassword: "Nouveau2026!",
      }),
    ).toBeUndefined();
  });
});
