import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

// What a person's erasure (the privacy module) does to the audit trail, inside its transaction: the entries
// about them stay, without their names and contact details.

// The personal keys an audit entry may hold of a student or an account: taken out of the entries about an
// erased person, whose action, date and other fields stay.
const PERSONAL_KEYS = [
  "firstname",
  "lastname",
  "usageName",
  "displayName",
  "email",
  "emailPerso",
  "phoneNumber",
  "phone",
  "address",
  "postalAddress",
  "postalCode",
  "zipCode",
  "city",
  "state",
  "country",
  "about",
  "note",
  "comment",
  "photoUrl",
  "passwordHash",
  "externalId",
  "speciality",
];
const personalKeys = sql.raw(`array[${PERSONAL_KEYS.map((key) => `'${key}'`).join(", ")}]::text[]`);

/** Takes the names and contact details out of the audit entries about these records (the rest stays). */
export async function scrubAuditEntries(tx: Executor, companyId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return;
  await tx
    .update(auditLog)
    .set({
      before: sql`case when jsonb_typeof(${auditLog.before}) = 'object' then ${auditLog.before} - ${personalKeys} else ${auditLog.before} end`,
      after: sql`case when jsonb_typeof(${auditLog.after}) = 'object' then ${auditLog.after} - ${personalKeys} else ${auditLog.after} end`,
    })
    .where(and(eq(auditLog.companyId, companyId), inArray(auditLog.entityId, [...entityIds])));
}
