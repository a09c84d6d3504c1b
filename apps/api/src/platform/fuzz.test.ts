import { API_PERMISSIONS } from "@campus/contracts/permissions";
import { ALL_ROLES, type Role } from "@campus/contracts/roles";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cohorts,
  courseTeachers,
  enrolments,
  evaluations,
  levels,
  programmes,
  slots,
  teachers,
  tracks,
} from "../db/schema/index.ts";
import {
  HOSTILE_BODIES,
  HOSTILE_QUERY_VALUES,
  HOSTILE_VALUES,
  type Json,
  type JsonSchema,
  leafPaths,
  replaceAt,
  sampleOf,
  seededRandom,
} from "../test/fuzz-inputs.ts";
import { bearer, createTestApp, type TestApp } from "../test/harness.ts";

/** About how many requests the whole walk sends. */
const BUDGET = Number(process.env.FUZZ_BUDGET ?? 1_000);
const SEED = 20_261_123;

const TOKENS_BY_ROLE: Record<Role, string> = {
  superadmin: "superadmin@plateforme.example",
  superadmincom: "direction@ata.example",
  admin: "admin@ata.example",
  teacher: "prof@ata.example",
  student: "apprenant@ata.example",
};

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Case {
  route: string;
  label: string;
  method: string;
  url: string;
  query?: Record<string, string | string[]>;
  /** A JSON value, or a raw JSON text; neither: no body at all. */
  body?: Json;
  raw?: string;
  role: Role | null;
}

let t: TestApp;
const tokens = {} as Record<Role, string>;
let ids: Record<string, string> = {};

async function firstId(query: Promise<{ id: string }[]>, what: string): Promise<string> {
  const [row] = await query;
  if (!row) throw new Error(`fuzz fixtures: no ${what}`);
  return row.id;
}

/** Real records of the `ata` company that the teacher `prof@ata.example` works on. */
async function loadIds(): Promise<Record<string, string>> {
  const db = t.database.db;
  const teacherId = await firstId(
    db.select({ id: teachers.id }).from(teachers).where(eq(teachers.email, "prof@ata.example")),
    "teacher",
  );
  const courseId = await firstId(
    db
      .select({ id: courseTeachers.courseId })
      .from(courseTeachers)
      .where(eq(courseTeachers.teacherId, teacherId))
      .orderBy(asc(courseTeachers.courseId)),
    "course",
  );
  const administrator = await t.app.inject({
    method: "POST",
    url: "/api/administrators",
    headers: bearer(tokens.superadmincom),
    payload: {
      email: "fuzz-admin@ata.example",
      firstname: "Fuzz",
      lastname: "Admin",
      roles: ["admin"],
      password: "Fuzz2026!x",
    },
  });
  const account = await t.app.inject({
    method: "POST",
    url: "/api/users",
    headers: bearer(tokens.admin),
    payload: {
      email: "fuzz-teacher@ata.example",
      firstname: "Fuzz",
      lastname: "Prof",
      roles: ["teacher"],
      password: "Fuzz2026!x",
    },
  });
  return {
    teacherId,
    courseId,
    slotId: await firstId(
      db
        .select({ id: slots.id })
        .from(slots)
        .where(eq(slots.courseId, courseId))
        .orderBy(asc(slots.startsAt)),
      "slot",
    ),
    studentId: await firstId(
      db
        .select({ id: enrolments.studentId })
        .from(enrolments)
        .where(eq(enrolments.courseId, courseId))
        .orderBy(asc(enrolments.studentId)),
      "enrolment",
    ),
    evaluationId: await firstId(
      db.select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.courseId, courseId)),
      "evaluation",
    ),
    otherTeacherId: await firstId(
      db
        .select({ id: teachers.id })
        .from(teachers)
        .where(and(eq(teachers.companyId, "ata"), ne(teachers.id, teacherId)))
        .orderBy(asc(teachers.email)),
      "other teacher",
    ),
    accountId: account.json<{ id: string }>().id,
    administratorId: administrator.json<{ id: string }>().id,
    programmeId: await firstId(
      db.select({ id: programmes.id }).from(programmes).where(eq(programmes.companyId, "ata")),
      "programme",
    ),
    levelId: await firstId(
      db.select({ id: levels.id }).from(levels).where(eq(levels.companyId, "ata")),
      "level",
    ),
    cohortId: await firstId(
      db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.companyId, "ata")),
      "cohort",
    ),
    trackId: await firstId(
      db.select({ id: tracks.id }).from(tracks).where(eq(tracks.companyId, "ata")),
      "track",
    ),
  };
}

const UNKNOWN_ID = "6f1c2b8e-0c4a-4d5e-9f00-000000000000";

/** The record id a body field or query parameter names (`studentIds` → a student). */
function idFor(name: string): string {
  const key = name.replace(/Ids?$/, "Id");
  return ids[key] ?? UNKNOWN_ID;
}

/** The path of a route with real ids in its parameters, chosen by the resource the path names. */
function fillPath(route: string): string {
  const resource = route.split("/")[2] ?? "";
  const byResource: Record<string, string | undefined> = {
    slots: ids.slotId,
    students: ids.studentId,
    teachers: ids.otherTeacherId,
    users: ids.accountId,
    administrators: ids.administratorId,
    courses: ids.courseId,
    evaluations: ids.evaluationId,
    companies: "horizon",
  };
  return route
    .replace(":id", byResource[resource] ?? UNKNOWN_ID)
    .replace(":companyId", "ata")
    .replace(":instanceId", "principal")
    .replace(":kind", "students")
    .replace(":fileId", UNKNOWN_ID)
    .replace(":slotId", ids.slotId ?? UNKNOWN_ID)
    .replace(":evaluationId", ids.evaluationId ?? UNKNOWN_ID)
    .replace(":studentId", ids.studentId ?? UNKNOWN_ID);
}

/** Whether a write route without a JSON body reads one anyway (file uploads, sent JSON here). */
const isUpload = (route: string) => /\/files$|\/imports\/:kind\/(preview|commit)$/.test(route);

const DATE_LIKE = /^\d{4}-\d\d-\d\d/;

/** The cases always sent: a NUL in each text, a year 0 in each date (the rest are sampled). */
function isKeyCase(label: string, base: Json | undefined): boolean {
  if (typeof base !== "string") return false;
  if (DATE_LIKE.test(base)) return label.startsWith("année 0");
  return label === "NUL";
}

function valueAt(value: Json, path: (string | number)[]): Json | undefined {
  let current: Json | undefined = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = Array.isArray(current) ? current[Number(key)] : current[String(key)];
  }
  return current;
}

/** Every case of one route, the base one first, then one hostile value at a time. */
function casesOf(route: string, operation: Operation, pick: () => number): { must: Case[]; may: Case[] } {
  const [method = "GET", path = ""] = route.split(" ");
  const access = API_PERMISSIONS[route];
  const roles: (Role | null)[] =
    access === "public" ? [null] : access === "authenticated" ? [...ALL_ROLES] : [...(access ?? [])];
  let turn = Math.floor(pick() * roles.length);
  const role = () => roles[turn++ % roles.length] ?? null;
  const url = fillPath(path);

  const queryParams = (operation.parameters ?? []).filter((p) => p.in === "query");
  const baseQuery: Record<string, string> = {};
  for (const param of queryParams) {
    const value = sampleOf(param.schema ?? {}, param.name, idFor);
    if (param.name !== "page" && param.name !== "pageSize") baseQuery[param.name] = String(value);
  }
  const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
  // Each case gets fresh unique values (e-mails, numbers) so that it is not refused as a duplicate.
  const freshBody = () => (bodySchema ? sampleOf(bodySchema, "", idFor) : undefined);
  const baseBody = freshBody();
  const hasBody = bodySchema !== undefined || (method !== "GET" && method !== "DELETE" && isUpload(path));

  const must: Case[] = [];
  const may: Case[] = [];
  const make = (label: string, extra: Partial<Case>): Case => ({
    route,
    label,
    method,
    url,
    role: role(),
    ...(queryParams.length > 0 ? { query: baseQuery } : {}),
    ...(bodySchema ? { body: freshBody() ?? null } : {}),
    ...extra,
  });

  must.push(make("base", {}));
  for (const param of queryParams) {
    for (const hostile of HOSTILE_QUERY_VALUES) {
      const query = { ...baseQuery, [param.name]: hostile.value };
      (isKeyCase(hostile.label, baseQuery[param.name]) ? must : may).push(
        make(`?${param.name}=${hostile.label}`, { query }),
      );
    }
  }
  if (queryParams.length > 0) {
    may.push(make("?__proto__", { query: { ...baseQuery, __proto__: "x", constructor: "y" } }));
  }
  if (method !== "GET") {
    for (const hostile of HOSTILE_BODIES) {
      if (!hostile.parseError && !hasBody) continue;
      (hostile.label === "corps vide" ? must : may).push(
        make(`corps ${hostile.label}`, { raw: hostile.raw, body: undefined }),
      );
    }
  }
  if (baseBody !== undefined) {
    for (const leaf of leafPaths(baseBody)) {
      for (const hostile of HOSTILE_VALUES) {
        const body = replaceAt(freshBody() ?? null, leaf, hostile.value);
        const isKey = isKeyCase(hostile.label, valueAt(baseBody, leaf));
        (isKey ? must : may).push(make(`${leaf.join(".")}=${hostile.label}`, { body }));
      }
    }
  }
  return { must, may };
}

async function send(c: Case) {
  const headers: Record<string, string> = c.role ? bearer(tokens[c.role]) : {};
  const hasPayload = c.raw !== undefined || c.body !== undefined;
  if (hasPayload) headers["content-type"] = "application/json";
  return t.app.inject({
    method: c.method as "GET",
    url: c.url,
    headers,
    ...(c.query ? { query: c.query } : {}),
    ...(c.raw !== undefined
      ? { payload: c.raw }
      : c.body !== undefined
        ? { payload: JSON.stringify(c.body) }
        : {}),
  });
}

let tableNames: string[] = [];

/** Row count and an order-free hash of every row, per table of the business schema. */
async function fullSnapshot(): Promise<Record<string, string>> {
  const union = tableNames
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text as n, coalesce(sum(hashtext(t::text)::bigint), 0)::text as h from "${name}" t`,
    )
    .join(" union all ");
  const result = await t.database.db.execute(sql.raw(union));
  const rows = (result as unknown as { rows: { name: string; n: string; h: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, `${row.n}:${row.h}`]));
}

/**
 * The next transaction id: it moves only when a transaction wrote (or began to), so an
 * unchanged value proves a request wrote nothing without hashing every table.
 */
async function nextTransactionId(): Promise<string> {
  const result = await t.database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
  return (result as unknown as { rows: { x: string }[] }).rows[0]?.x ?? "";
}

/** The tables' state, hashed again only when a transaction may have written since the last hash. */
const tables = {
  xid: "",
  hashes: 0,
  state: {} as Record<string, string>,
  async current(): Promise<Record<string, string>> {
    const xid = await nextTransactionId();
    if (xid !== this.xid) {
      this.state = await fullSnapshot();
      this.hashes += 1;
      this.xid = xid;
    }
    return this.state;
  },
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ALL_ROLES) tokens[role] = await t.login(TOKENS_BY_ROLE[role]);
  ids = await loadIds();
  const result = await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // A refused sign-in is counted in login_attempts on purpose (the shared brute-force limiter).
  tableNames = (result as unknown as { rows: { table_name: string }[] }).rows
    .map((row) => row.table_name)
    .filter((name) => name !== "login_attempts");
}, 300_000);
afterAll(() => t.close());

describe("hostile inputs", () => {
  it("never answer 5xx, and a refused write changes no table", async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const pick = seededRandom(SEED);
    const must: Case[] = [];
    const may: Case[] = [];
    for (const [openApiPath, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${openApiPath.replace(/\{(\w+)\}/g, ":$1")}`;
        if (!route.includes(" /api/") || route.includes("/api/docs")) continue;
        expect(API_PERMISSIONS, route).toHaveProperty([route]);
        const hasInput =
          operation.requestBody !== undefined || operation.parameters?.some((p) => p.in === "query");
        if (!hasInput && method === "get") continue;
        const cases = casesOf(route, operation, pick);
        must.push(...cases.must);
        may.push(...cases.may);
      }
    }
    // A seeded shuffle, then as many of the other cases as the budget leaves.
    for (let index = may.length - 1; index > 0; index--) {
      const other = Math.floor(pick() * (index + 1));
      [may[index], may[other]] = [may[other] as Case, may[index] as Case];
    }
    const chosen = [...must, ...may.slice(0, Math.max(0, BUDGET - must.length))];
    const routes = new Set(chosen.map((c) => c.route));

    const serverErrors: string[] = [];
    const changedByRefusedWrite: string[] = [];
    const statuses: Record<string, number> = {};
    const started = Date.now();
    let sending = 0;
    for (const c of chosen) {
      const isWrite = c.method !== "GET";
      const before = isWrite ? await tables.current() : undefined;
      const sentAt = Date.now();
      const response = await send(c);
      sending += Date.now() - sentAt;
      const family = `${Math.floor(response.statusCode / 100)}xx`;
      statuses[family] = (statuses[family] ?? 0) + 1;
      if (response.statusCode >= 500) {
        serverErrors.push(`${c.route} [${c.label}] as ${c.role}: ${response.statusCode}`);
      } else if (before && response.statusCode >= 400) {
        const after = await tables.current();
        const changed = tableNames.filter((name) => before[name] !== after[name]);
        if (changed.length > 0) {
          changedByRefusedWrite.push(`${c.route} [${c.label}] ${response.statusCode}: ${changed.join(", ")}`);
        }
      }
    }
    console.info(`fuzz: ${Date.now() - started} ms, ${sending} ms sending`);
    console.info(
      `fuzz: ${chosen.length} requests over ${routes.size} routes, ${JSON.stringify(statuses)}, ${serverErrors.length} 5xx, ${tables.hashes} table hashes`,
    );
    expect(chosen.length).toBeGreaterThanOrEqual(BUDGET);
    expect(serverErrors).toEqual([]);
    expect(changedByRefusedWrite).toEqual([]);
    // The walk reaches the services: some hostile-free bases are accepted.
    expect(statuses["2xx"] ?? 0).toBeGreaterThan(20);
  }, 300_000);
});
