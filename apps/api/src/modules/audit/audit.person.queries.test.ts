import { describe, expect, it } from "vitest";
import { planWithoutSeqScan, useMigratedDatabase } from "../../test/query-plans.ts";
import { auditEntriesAbout } from "./audit.person.queries.ts";

// The entries about one person, which an erasure counts and rewrites, read the company's whole log
// (50,000 entries at 100,000 students: 866 buffers against 58, issue 42) before index audit_company_entity.

const database = useMigratedDatabase();

describe("the audit entries about a person", () => {
  it("are read through the index on their records, not by walking the company's log", async () => {
    const db = database();
    const query = auditEntriesAbout(db, "ata", ["une-fiche", "un-compte"], null, null, 50);
    expect(await planWithoutSeqScan(db, query)).toMatch(/audit_company_entity/);
  });
});
