import { MESSAGES } from "@campus/contracts/messages";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** An error answer: its status, and its error exactly (code, message and the field when there is one). */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  error: { code: string; message: string; field?: string; details?: { field: string; message: string }[] },
): void {
  expect(response.statusCode).toBe(status);
  expect(response.json().error).toEqual(error);
}

/** The refusal of a password outside the policy: 400 PASSWORD_POLICY, the policy's message on `field`. */
export function expectPasswordPolicyRefusal(response: LightMyRequestResponse, field = "password"): void {
  expectError(response, 400, { code: "PASSWORD_POLICY", message: MESSAGES.passwordPolicy, field });
}
