import type { DownloadLinkBody } from "@campus/contracts/assignments";
import { ASSIGNMENTS_ENDPOINTS } from "@campus/contracts/assignments.endpoints";
import { endpointUrl } from "@campus/contracts/endpoint";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { requireBox } from "../../platform/access/assignment-access.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { sendBlob } from "../../platform/downloads.ts";
import { notFound } from "../../platform/errors.ts";
import { callerOfAccount } from "../../platform/sessions.ts";
import { signMediaPath, verifyMediaSignature } from "../../platform/signed-links.ts";
import { openBoxFile } from "./assignments.files.service.ts";
import { requireRosterStudent } from "./assignments.submissions.service.ts";
import { sendBoxZip } from "./assignments.zip.documents.ts";

// A download the browser saves itself (streamed to disk by its download manager, never held in the
// page's memory): the page asks for a link, then follows it. The link is signed for the person (never
// their session: the link lands in histories and logs), the box and what it downloads, and lives 5 to 10
// minutes; following it applies the same rules as the authenticated routes, as that person, and dies
// at once with a disabled or deleted account.

/** A link lives 5 to 10 minutes (its expiry is rounded up to 5 minutes). */
export const DOWNLOAD_LINK_VALIDITY_MS = 5 * 60_000;

type Scope = DownloadLinkBody["scope"];

const subject = (ctx: Pick<Ctx, "companyId" | "userId">, boxId: string, scope: Scope, target: string) =>
  `${ctx.companyId}:assignment-download:${ctx.userId}:${boxId}:${scope}:${target}`;

const targetOf = (body: DownloadLinkBody) =>
  body.scope === "student" ? body.studentId : body.scope === "file" ? body.fileId : "";

/** Checks that the caller may download this now (404 otherwise), and answers its signed link. */
export async function createDownloadLink(
  deps: { db: Db; blobs: BlobStore; clock: Clock },
  ctx: Ctx,
  boxId: string,
  body: DownloadLinkBody,
): Promise<{ url: string }> {
  const { db, blobs, clock } = deps;
  if (body.scope === "file") {
    const file = await openBoxFile(db, blobs, ctx, boxId, body.fileId);
    // Its first byte opened now: a file gone from the store is refused here with the catalogue's
    // message (FILE_MISSING), which the page shows, rather than by the browser's download manager.
    (await file.open(file.size > 0 ? { start: 0, end: 0 } : undefined)).destroy();
  } else {
    const { box } = await requireBox(db, ctx, boxId, "manage");
    if (body.scope === "student") await requireRosterStudent(db, ctx, box, body.studentId);
  }
  const target = targetOf(body);
  const query = new URLSearchParams({ scope: body.scope, ...(target ? { target } : {}), u: ctx.userId });
  const path = `${endpointUrl(ASSIGNMENTS_ENDPOINTS.sendSignedDownload, { id: boxId })}?${query}`;
  const url = await signMediaPath(
    db,
    clock,
    path,
    subject(ctx, boxId, body.scope, target),
    DOWNLOAD_LINK_VALIDITY_MS,
  );
  return { url };
}

/** Follows a signed link: 404 when it is expired, altered, or its person disabled or gone; else the download. */
export async function sendSignedDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; blobs: BlobStore; clock: Clock },
  boxId: string,
  query: { scope: Scope; target?: string; u: string; exp?: number; sig?: string },
) {
  const { db, blobs, clock } = deps;
  const caller = await callerOfAccount(db, query.u);
  if (!caller) throw notFound();
  const target = query.target ?? "";
  await verifyMediaSignature(db, clock, subject(caller, boxId, query.scope, target), query);
  if (query.scope === "file")
    return sendBlob(request, reply, await openBoxFile(db, blobs, caller, boxId, target));
  return sendBoxZip(reply, db, blobs, caller, boxId, query.scope === "student" ? target : undefined);
}
