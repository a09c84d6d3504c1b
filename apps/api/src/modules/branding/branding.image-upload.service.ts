import { BRANDING_MESSAGES, LOGO_MAX_BYTES } from "@campus/contracts/branding";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors.ts";

/**
 * The one file of an image upload, bounded by `maxBytes` (images are small and sharp decodes them whole:
 * read into memory, never beyond the limit). The multipart plugin must be registered on the route's scope.
 */
export async function readImageFile(
  request: FastifyRequest,
  rules: { maxBytes: number; invalidMessage: string; tooLargeMessage: string },
): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: rules.maxBytes } });
  if (!part) throw new AppError("VALIDATION", { field: "file", message: rules.invalidMessage });
  return part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("TOO_LARGE", { field: "file", message: rules.tooLargeMessage });
    }
    throw new AppError("INCOMPLETE_UPLOAD", { field: "file" });
  });
}

const LOGO_UPLOAD = {
  maxBytes: LOGO_MAX_BYTES,
  invalidMessage: BRANDING_MESSAGES.invalidLogo,
  tooLargeMessage: BRANDING_MESSAGES.tooLarge,
};

/** A company logo's file, with the limit and messages of every logo upload (its own or the operator's). */
export const readLogoFile = (request: FastifyRequest) => readImageFile(request, LOGO_UPLOAD);
