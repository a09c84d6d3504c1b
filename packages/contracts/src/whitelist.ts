import { z } from "zod";
import type { Access } from "./access.ts";
import { pageOf, pageQuerySchema } from "./common.ts";
import { ADMIN_ROLES } from "./roles.ts";
import { recordIdSchema } from "./school.ts";

export const whitelistQuerySchema = pageQuerySchema.omit({ sort: true });
export type WhitelistQuery = z.infer<typeof whitelistQuerySchema>;

/** A whitelist entry with its student (the spec's whitelist entry is the student id). */
export const whitelistEntrySchema = z.object({
  studentId: z.string(),
  studentNumber: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  usageName: z.string().nullable(),
  email: z.string(),
  programmeName: z.string().nullable(),
  levelLabel: z.string().nullable(),
  cohortName: z.string().nullable(),
  presentiel: z.boolean(),
  addedAt: z.string(),
});
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;

export const whitelistPageSchema = pageOf(whitelistEntrySchema);

export const addWhitelistBodySchema = z.object({
  studentId: recordIdSchema,
});
export type AddWhitelistBody = z.infer<typeof addWhitelistBodySchema>;

export const whitelistStudentParamSchema = z.object({ studentId: recordIdSchema });

export const WHITELIST_API = {
  "GET /api/whitelist": ADMIN_ROLES,
  "POST /api/whitelist": ADMIN_ROLES,
  "DELETE /api/whitelist/:studentId": ADMIN_ROLES,
} as const satisfies Record<string, Access>;
