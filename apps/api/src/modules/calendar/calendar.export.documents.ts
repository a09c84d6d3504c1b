import type { ExportFormat, PlanningExportQuery } from "@campus/contracts/calendar";
import { CALENDAR_MESSAGES, EXPORT_MAX_DAYS } from "@campus/contracts/calendar";
import { agree } from "@campus/contracts/french";
import { STATUS_LABELS } from "@campus/contracts/slots";
import type { Db } from "../../db/client.ts";
import { seesEverySlot, slotVisibility } from "../../platform/access/slot-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { fileSlug, parisDateTime } from "../../platform/documents.ts";
import { AppError } from "../../platform/errors.ts";
import { fileDays } from "../../platform/paris-time.ts";
import { assertPeriod, selectPeriodSlots, toCalendarEvent } from "../slots/index.ts";
import { findCallerTeacherId } from "../teacher-cards/index.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { buildPlanningXlsx, type PlanningDocument } from "./calendar.documents.ts";
import { buildPlanningPdf } from "./calendar.planning-pdf.documents.ts";

/** Most slots one export holds: beyond, the caller is asked to narrow the period. */
const EXPORT_MAX_ROWS = 5000;

export interface PlanningFile {
  name: string;
  contentType: string;
  body: Buffer;
}

/** A logo the PDF can draw: a PNG or JPEG `data:` address (an SVG or a link is left out). */
function rasterLogo(logoUrl: string | null): Buffer | null {
  const match = logoUrl ? /^data:image\/(?:png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(logoUrl) : null;
  return match?.[1] ? Buffer.from(match[1], "base64") : null;
}

/**
 * The planning of a period as a PDF (a weekly grid a page, a crowded week going on on more) or an
 * XLSX (a row per slot and the hours per course). A teacher exports their own slots; an administrator
 * any teacher's, room's or cohort's.
 */
export async function exportPlanning(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  format: ExportFormat,
  query: PlanningExportQuery,
): Promise<PlanningFile> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  assertPeriod(from, to, EXPORT_MAX_DAYS, CALENDAR_MESSAGES.exportRangeTooLong);
  let teacherId = query.teacherId;
  if (!seesEverySlot(ctx)) {
    const own = await findCallerTeacherId(db, ctx);
    if (!own) throw new AppError("FORBIDDEN", { message: CALENDAR_MESSAGES.teachersOnlyExport });
    teacherId = own;
  }
  const [branding, rows] = await Promise.all([
    getCompanyBranding(db, ctx.companyId),
    slotVisibility(db, ctx).then((visible) =>
      selectPeriodSlots(db, ctx, { ...query, teacherId, from, to }, EXPORT_MAX_ROWS + 1, visible),
    ),
  ]);
  if (rows.length > EXPORT_MAX_ROWS) {
    throw new AppError("VALIDATION", {
      field: "to",
      message: "Trop de séances : choisissez une période plus courte.",
    });
  }
  const slots = rows.map(toCalendarEvent);
  const title = query.title || "Planning";
  const lastDay = new Date(to.getTime() - 1);
  const words = [
    `Du ${parisDateTime(from).date} au ${parisDateTime(lastDay).date}`,
    query.room ? `salle ${query.room}` : null,
    query.status ? `statut ${STATUS_LABELS[query.status]}` : null,
    `${slots.length} ${agree(slots.length, "séance")}`,
  ].filter(Boolean);
  const doc: PlanningDocument = {
    companyName: branding.fullName,
    logo: rasterLogo(branding.logoUrl),
    title,
    subtitle: words.join(" · "),
    from,
    to,
    generatedAt: clock.now(),
    slots,
  };
  const name = `${fileSlug(title)}-${fileDays({ first: from, last: lastDay }, doc.generatedAt)}`;
  return format === "pdf"
    ? { name: `${name}.pdf`, contentType: "application/pdf", body: await buildPlanningPdf(doc) }
    : {
        name: `${name}.xlsx`,
        contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        body: await buildPlanningXlsx(doc),
      };
}
