import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as access from "./access.ts";
import * as administrators from "./administrators.ts";
import * as attendance from "./attendance.ts";
import * as audit from "./audit.ts";
import * as auth from "./auth.ts";
import * as common from "./common.ts";
import { DATE_RANGE, isoDateSchema, isoDateTimeSchema, text } from "./common.ts";
import * as companies from "./companies.ts";
import * as courses from "./courses.ts";
import * as errors from "./errors.ts";
import * as evaluations from "./evaluations.ts";
import * as imports from "./imports.ts";
import * as messages from "./messages.ts";
import { MESSAGES } from "./messages.ts";
import * as permissions from "./permissions.ts";
import * as profile from "./profile.ts";
import * as programmes from "./programmes.ts";
import * as roles from "./roles.ts";
import * as school from "./school.ts";
import * as slots from "./slots.ts";
import * as students from "./students.ts";
import * as teachers from "./teachers.ts";
import * as userAccounts from "./user-accounts.ts";
import * as users from "./users.ts";
import * as whitelist from "./whitelist.ts";

const modules: Record<string, Record<string, unknown>> = {
  access: access,
  administrators: administrators,
  attendance: attendance,
  audit: audit,
  auth: auth,
  common: common,
  companies: companies,
  courses: courses,
  errors: errors,
  evaluations: evaluations,
  imports: imports,
  messages: messages,
  permissions: permissions,
  profile: profile,
  programmes: programmes,
  roles: roles,
  school: school,
  slots: slots,
  students: students,
  teachers: teachers,
  "user-accounts": userAccounts,
  users: users,
  whitelist: whitelist,
};

type Node = z.core.$ZodType;
const isSchema = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && "_zod" in value;

/** Every string schema reachable from `schema`; a pipe that already refuses NUL is one unit. */
function stringLeaves(schema: Node, seen = new Set<Node>()): Node[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === "string") return [schema];
  if (def.type === "pipe" && !(schema as z.ZodType).safeParse("a\u0000b").success) return [];
  const children: unknown[] = [
    def.innerType,
    def.element,
    def.in,
    def.out,
    def.keyType,
    def.valueType,
    def.left,
    def.right,
    ...((def.options as unknown[]) ?? []),
    ...((def.items as unknown[]) ?? []),
    ...Object.values((def.shape as Record<string, unknown>) ?? {}),
  ];
  return children.filter(isSchema).flatMap((child) => stringLeaves(child, seen));
}

const leaves = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isSchema(value))
    .flatMap(([name, value]) =>
      stringLeaves(value as Node).map((leaf) => ({ where: `${file} ${name}`, leaf })),
    ),
);

describe("contract strings", () => {
  it("walks the contracts' schemas", () => {
    expect(leaves.length).toBeGreaterThan(200);
  });

  it("refuse the NUL character everywhere, with the catalogue's message", () => {
    const accepting = leaves
      .filter(({ leaf }) => (leaf as z.ZodType).safeParse("a\u0000b").success)
      .map(({ where }) => where);
    expect(accepting).toEqual([]);
    expect(text().safeParse("a\u0000b").error?.issues[0]?.message).toBe(MESSAGES.invalidCharacter);
    expect(text().safeParse("a\ud800b").error?.issues[0]?.message).toBe(MESSAGES.invalidCharacter);
    expect(text().safeParse("é 🙂 مرحبا").success).toBe(true);
  });

  it("bound every date and instant to 1900..2200", () => {
    const formats = leaves.map(({ where, leaf }) => ({
      where,
      leaf: leaf as z.ZodType,
      format: (leaf._zod.def as { format?: string }).format,
    }));
    const dates = formats.filter((entry) => entry.format === "date");
    const instants = formats.filter((entry) => entry.format === "datetime");
    expect(dates.length).toBeGreaterThan(0);
    expect(instants.length).toBeGreaterThan(0);
    for (const { where, leaf } of dates) {
      expect(leaf.safeParse("0000-01-01").success, where).toBe(false);
      expect(leaf.safeParse("2201-01-01").success, where).toBe(false);
      expect(leaf.safeParse("2026-03-02").success, where).toBe(true);
    }
    for (const { where, leaf } of instants) {
      expect(leaf.safeParse("0000-01-01T00:00:00Z").success, where).toBe(false);
      expect(leaf.safeParse("1899-12-31T23:30:00-01:00").success, where).toBe(true);
      expect(leaf.safeParse("1899-12-31T23:30:00Z").success, where).toBe(false);
      expect(leaf.safeParse("2026-03-02T08:00:00+01:00").success, where).toBe(true);
    }
  });

  it("keep the range's own ends", () => {
    expect(isoDateSchema.safeParse(DATE_RANGE.min).success).toBe(true);
    expect(isoDateSchema.safeParse(DATE_RANGE.max).success).toBe(true);
    expect(isoDateTimeSchema.safeParse("2200-12-31T23:59:59Z").success).toBe(true);
    expect(isoDateTimeSchema.safeParse("0000-01-01T00:00:00Z").error?.issues[0]?.message).toBe(
      MESSAGES.dateOutOfRange,
    );
  });
});
