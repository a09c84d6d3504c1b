import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { contrastFailures, type UpdateBrandingBody } from "@campus/contracts/branding";
import type { CompanyBranding } from "@campus/contracts/companies";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { readStoredBlob } from "../../platform/downloads.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { getCompanyBranding, saveCompanyBranding } from "../tenants/index.ts";
import { prepareLogo } from "./branding.logo-image.rules.ts";

/** A stored logo's file name, as its address carries it (older ones have no random part). */
const LOGO_FILE = /^\d{10,16}(-[\w-]{8})?-logo\.(png|svg)$/;

const logoKey = (companyId: string, file: string) => `${companyId}/principal/branding/${companyId}/${file}`;

/**
 * The blob key of a company's logo address (`logoUrl`), for the integrity check of the files;
 * undefined for a logo that is not an upload (the demo's, served with the web application).
 */
export function logoKeyOfUrl(companyId: string, logoUrl: string): string | undefined {
  const prefix = `/api/branding/${encodeURIComponent(companyId)}/logo/`;
  return logoUrl.startsWith(prefix) ? logoKey(companyId, logoUrl.slice(prefix.length)) : undefined;
}

/** The caller's company colours (light and dark) and registration setting; colours failing WCAG AA are refused. */
export async function updateBranding(
  deps: { db: Db; clock: Clock },
  ctx: Ctx,
  body: UpdateBrandingBody,
): Promise<CompanyBranding> {
  const failures = contrastFailures(body.style);
  const [first] = failures;
  if (first)
    throw new AppError("VALIDATION", { field: first.field, message: first.message, details: failures });
  return deps.db.transaction(async (tx) => {
    const branding = await saveCompanyBranding(tx, deps.clock, ctx.companyId, body);
    await recordAudit(tx, ctx, {
      action: "update-branding",
      entity: "company",
      entityId: ctx.companyId,
      after: { style: body.style, openRegistration: body.openRegistration },
    });
    return branding;
  });
}

/**
 * Checks, resizes or sanitises and stores a company's logo; its address changes with each upload. The company
 * is the caller's own (`ctx.companyId`, its super-administrators) or the one the platform operator names
 * (an unknown one is a 404, before anything is stored).
 */
export async function replaceLogo(
  deps: { db: Db; clock: Clock; blobs: BlobStore },
  ctx: Ctx,
  companyId: string,
  input: Buffer,
): Promise<CompanyBranding> {
  await getCompanyBranding(deps.db, companyId);
  const logo = await prepareLogo(input);
  // Random as well as dated: two uploads in the same millisecond never share (nor remove) a file.
  const file = `${deps.clock.now().getTime()}-${randomBytes(6).toString("base64url")}-logo.${logo.extension}`;
  const key = logoKey(companyId, file);
  await deps.blobs.put(key, Readable.from([logo.bytes]));
  const logoUrl = `/api/branding/${encodeURIComponent(companyId)}/logo/${file}`;
  try {
    return await deps.db.transaction(async (tx) => {
      const branding = await saveCompanyBranding(tx, deps.clock, companyId, { logoUrl });
      await recordAudit(tx, ctx, {
        action: "update-logo",
        entity: "company",
        entityId: companyId,
        after: { logoUrl },
        companyId,
      });
      return branding;
    });
  } catch (error) {
    // Not recorded: the stored file would be an orphan no row names.
    await deps.blobs.remove(key);
    throw error;
  }
}

/** Takes a company's logo off (the file stays until replaced: old pages may still show it). */
export async function removeLogo(
  deps: { db: Db; clock: Clock },
  ctx: Ctx,
  companyId: string,
): Promise<CompanyBranding> {
  return deps.db.transaction(async (tx) => {
    const branding = await saveCompanyBranding(tx, deps.clock, companyId, { logoUrl: null });
    await recordAudit(tx, ctx, { action: "remove-logo", entity: "company", entityId: companyId, companyId });
    return branding;
  });
}

/** A company's stored logo, public (the login page shows it): its bytes and type. */
export async function openLogo(db: Db, blobs: BlobStore, companyId: string, file: string) {
  if (!LOGO_FILE.test(file)) throw notFound();
  await getCompanyBranding(db, companyId);
  const read = await readStoredBlob(blobs, logoKey(companyId, file));
  return { ...read, contentType: file.endsWith(".svg") ? "image/svg+xml" : "image/png" };
}
