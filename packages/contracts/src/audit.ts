import { z } from "zod";
import { pageOf, text } from "./common.ts";
import { companyIdSchema } from "./companies.ts";

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: text(),
  entity: text(),
  entityId: text(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: text(),
  /** Who made the change; null when the account no longer exists. */
  actor: z.object({ id: text(), name: text(), email: text() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);

export const auditListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  entity: text().trim().min(1).max(60).optional(),
  entityId: text().trim().min(1).max(200).optional(),
  /** The platform superadmin may read another company's log; anyone else only their own. */
  companyId: companyIdSchema.optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
