import { z } from "zod";
import { pageOf, pageQuerySchema, text } from "./common.ts";
import { recordIdSchema } from "./school.ts";

export const whitelistQuerySchema = pageQuerySchema.omit({ sort: true });
export type WhitelistQuery = z.infer<typeof whitelistQuerySchema>;

/** A whitelist entry with its student (the spec's whitelist entry is the student id). */
export const whitelistEntrySchema = z.object({
  studentId: text(),
  studentNumber: text(),
  firstname: text(),
  lastname: text(),
  usageName: text().nullable(),
  email: text(),
  programmeName: text().nullable(),
  levelLabel: text().nullable(),
  cohortName: text().nullable(),
  presentiel: z.boolean(),
  addedAt: text(),
});
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;

export const whitelistPageSchema = pageOf(whitelistEntrySchema);

export const addWhitelistBodySchema = z.object({
  studentId: recordIdSchema,
});
export type AddWhitelistBody = z.infer<typeof addWhitelistBodySchema>;

export const whitelistStudentParamSchema = z.object({ studentId: recordIdSchema });
