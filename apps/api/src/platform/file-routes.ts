import type { z } from "zod";
import { type Ctx, requireCtx } from "./context.ts";
import { type BlobDownload, sendBlob } from "./downloads.ts";
import type { TypedApp } from "./fastify.ts";

/** What an owner of stored files (a slot, an assignment box) does with one of them. */
interface StoredFiles {
  /** The file, for download (404 when the caller may not read it). */
  open(ctx: Ctx, id: string, fileId: string): Promise<BlobDownload>;
  remove(ctx: Ctx, id: string, fileId: string): Promise<unknown>;
}

/**
 * The two routes of one stored file under its owner, `path` ending in `/:id/files/:fileId`: GET
 * streams it (byte ranges honoured), DELETE removes it (204).
 */
export function storedFileRoutes(
  app: TypedApp,
  path: string,
  { tags, params }: { tags: string[]; params: z.ZodType<{ id: string; fileId: string }> },
  files: StoredFiles,
) {
  app.get(path, { schema: { tags, params } }, async (request, reply) =>
    sendBlob(request, reply, await files.open(requireCtx(request), request.params.id, request.params.fileId)),
  );

  app.delete(path, { schema: { tags, params } }, async (request, reply) => {
    await files.remove(requireCtx(request), request.params.id, request.params.fileId);
    return reply.status(204).send();
  });
}
