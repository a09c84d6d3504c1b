import { ERROR_CODES, type ErrorCode } from "@campus/contracts/errors";
import { MESSAGES } from "@campus/contracts/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { failureMessage } from "./failure-message.ts";

const KO = "Enregistrement échoué";
const apiError = (code: ErrorCode, message: string = ERROR_CODES[code].message) =>
  new ApiError({ status: ERROR_CODES[code].status, code, message });
/** The catalogue's sentences in the specification's English: never shown after a French failure. */
const ENGLISH = /\b(the|is|be|been|has|should|there|wrong|something|user|with)\b/i;

describe("failureMessage, over the whole error catalogue", () => {
  for (const [code, entry] of Object.entries(ERROR_CODES) as [
    ErrorCode,
    { status: number; message: string },
  ][]) {
    it(`${code} (${entry.status})`, () => {
      const shown = failureMessage(KO, apiError(code));
      expect(shown.startsWith(KO)).toBe(true);
      expect(shown).not.toMatch(ENGLISH);
      const isExplained = entry.status >= 400 && entry.status < 500 && entry.status !== 401;
      const isGeneric = ["VALIDATION", "NOT_FOUND", "FORBIDDEN", "CONFLICT"].includes(code);
      if (isExplained && !isGeneric && !ENGLISH.test(entry.message)) {
        expect(shown).toBe(`${KO} : ${entry.message}`);
      } else {
        expect(shown).toBe(KO);
      }
    });
  }

  it("shows the server's own sentence for a generic code when it names the rule", () => {
    const lastInstance = "Une entreprise garde au moins une instance.";
    expect(failureMessage(KO, apiError("CONFLICT", lastInstance))).toBe(`${KO} : ${lastInstance}`);
    const tooBig = "Le fichier dépasse 20 Mo.";
    expect(failureMessage(KO, apiError("TOO_LARGE", tooBig))).toBe(`${KO} : ${tooBig}`);
  });

  it("shows the reason instead of an English failure of the specification (« Error on upload »)", () => {
    const refused = apiError("UNSUPPORTED_FILE_TYPE");
    expect(failureMessage(MESSAGES.uploadKo, refused)).toBe(ERROR_CODES.UNSUPPORTED_FILE_TYPE.message);
    expect(failureMessage(MESSAGES.uploadKo, new Error("Failed to fetch"))).toBe(MESSAGES.uploadKo);
  });

  it("shows the failure alone for anything but an answer of the API", () => {
    expect(failureMessage(KO, new Error("Failed to fetch"))).toBe(KO);
    expect(failureMessage(KO, new ApiError({ status: 502, code: "INTERNAL", message: "Bad gateway" }))).toBe(
      KO,
    );
  });
});
