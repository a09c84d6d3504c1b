import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createUsers, demoAccounts } from "../../test/factories.ts";
import { ctxOf, outcome } from "../../test/fixtures/access.ts";
import { createTeacherAccount } from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import type { Ctx } from "../context.ts";
import {
  accountScope,
  accountView,
  assertMayGrant,
  assertMayManage,
  requireAccount,
} from "./account-access.ts";

let t: TestApp;
let operatorId: string;
let teacherId: string;
const admin = ctxOf("00000000-0000-4000-8000-000000000001", "ata", ["admin"]);
const operator = ctxOf("00000000-0000-4000-8000-000000000002", "ata", ["superadmin"]);
const otherAdmin = ctxOf("00000000-0000-4000-8000-000000000003", "horizon", ["superadmincom"]);

beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
  const db = t.database.db;
  [operatorId] = (await createUsers(db, [
    {
      companyId: "ata",
      email: "operateur.acces@ata.example",
      roles: ["superadmin"],
      firstname: "Opé",
      lastname: "Rateur",
    },
  ])) as [string];
  teacherId = (await createTeacherAccount(db, "ata", "compte")).userId;
});
afterAll(() => t.close());

async function listed(ctx: Ctx) {
  const db = t.database.db;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, "ata"), inArray(users.id, [operatorId, teacherId]), accountScope(ctx)));
  return rows.map((row) => row.id).sort();
}

describe("the account access policy", () => {
  it("hides the platform operators' accounts from everyone but a platform operator", async () => {
    expect(await listed(admin)).toEqual([teacherId]);
    expect(await listed(operator)).toEqual([operatorId, teacherId].sort());
  });

  it("opens one account of the company in scope; 404 for a hidden one or another company's", async () => {
    const db = t.database.db;
    expect(await outcome(() => requireAccount(db, admin, "ata", teacherId))).toBe("ok");
    expect(await outcome(() => requireAccount(db, admin, "ata", operatorId))).toBe(404);
    expect(await outcome(() => requireAccount(db, operator, "ata", operatorId))).toBe("ok");
    expect(await outcome(() => requireAccount(db, otherAdmin, "horizon", teacherId))).toBe(404);
    expect(await outcome(() => requireAccount(db, admin, "ata", teacherId, ["admin"]))).toBe(404);
  });

  it("shows the whole profile to its owner and the administrators, the card to a teacher", () => {
    const teacher = ctxOf(teacherId, "ata", ["teacher"]);
    expect(accountView(admin, teacherId)).toBe("full");
    expect(accountView(teacher, teacherId)).toBe("full");
    expect(accountView(teacher, operatorId)).toBe("card");
  });

  it("refuses with 403 a role the caller may not grant, or an account it may not manage", async () => {
    expect(await outcome(() => assertMayGrant(admin, ["teacher", "student"]))).toBe("ok");
    expect(await outcome(() => assertMayGrant(admin, ["admin"]))).toBe(403);
    expect(await outcome(() => assertMayManage(admin, { id: teacherId, roles: ["teacher"] }))).toBe("ok");
    expect(await outcome(() => assertMayManage(admin, { id: operatorId, roles: ["superadmin"] }))).toBe(403);
    expect(await outcome(() => assertMayManage(admin, { id: admin.userId, roles: ["admin"] }))).toBe("ok");
  });
});
