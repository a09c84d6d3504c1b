import { ERROR_CODES, type ErrorCode } from "@campus/contracts/errors";
import { MESSAGES } from "@campus/contracts/messages";
import { describe, expect, it } from "vitest";
import { ApiError, errorFromResponse } from "./api-client.ts";
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

describe("failureMessage after an upload, over the whole error catalogue", () => {
  for (const [code, entry] of Object.entries(ERROR_CODES) as [
    ErrorCode,
    { status: number; message: string },
  ][]) {
    const isRefusal = entry.status >= 400 && entry.status < 500 && entry.status !== 401;
    if (!isRefusal || ENGLISH.test(entry.message)) continue;
    it(`${code} (${entry.status}) reads as the catalogue's French sentence`, () => {
      expect(failureMessage(MESSAGES.uploadKo, apiError(code))).toBe(entry.message);
    });
  }

  it("words a 413, 415 or 429 without our JSON body (a proxy, the body limit) in French", () => {
    const bodyless = (status: number) =>
      new ApiError({ status, code: "INTERNAL", message: "Something went wrong" });
    expect(failureMessage(MESSAGES.uploadKo, bodyless(413))).toBe(ERROR_CODES.TOO_LARGE.message);
    expect(failureMessage(MESSAGES.uploadKo, bodyless(415))).toBe(ERROR_CODES.UNSUPPORTED_FILE_TYPE.message);
    expect(failureMessage(MESSAGES.uploadKo, bodyless(429))).toBe(ERROR_CODES.TOO_MANY_REQUESTS.message);
    expect(failureMessage(KO, bodyless(413))).toBe(`${KO} : ${ERROR_CODES.TOO_LARGE.message}`);
    expect(failureMessage(KO, bodyless(429))).not.toMatch(ENGLISH);
  });

  it("reads a body-less 413 from the network answer through errorFromResponse", async () => {
    const error = await errorFromResponse(
      new Response("<html>Request Entity Too Large</html>", { status: 413 }),
    );
    expect(failureMessage(MESSAGES.uploadKo, error)).toBe(ERROR_CODES.TOO_LARGE.message);
  });

  it("gives the details of a generic refusal (allowed types, sizes) instead of its generic sentence", () => {
    const refused = new ApiError({
      status: 400,
      code: "VALIDATION",
      message: ERROR_CODES.VALIDATION.message,
      details: [
        { field: "file", message: "Types acceptés : PDF, images." },
        { field: "file", message: "Taille maximale : 5 Mo." },
      ],
    });
    expect(failureMessage(MESSAGES.uploadKo, refused)).toBe(
      "Types acceptés : PDF, images. ; Taille maximale : 5 Mo.",
    );
    expect(failureMessage(KO, refused)).toBe(
      `${KO} : Types acceptés : PDF, images. ; Taille maximale : 5 Mo.`,
    );
  });

  it("keeps the specification's English failure for a server fault or a lost network", () => {
    expect(failureMessage(MESSAGES.uploadKo, apiError("INTERNAL"))).toBe(MESSAGES.uploadKo);
    expect(failureMessage(MESSAGES.uploadKo, new TypeError("Failed to fetch"))).toBe(MESSAGES.uploadKo);
  });
});
