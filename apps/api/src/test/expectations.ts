import { MESSAGES } from "@campus/contracts/messages";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** The refusal of a password outside the policy: 400 PASSWORD_POLICY, the policy's message on `field`. */
export function expectPasswordPolicyRefusal(response: LightMyRequestResponse, field = "password"): void {
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toEqual({ code: "PASSWORD_POLICY", message: MESSAGES.passwordPolicy, field });
}
