import { IMPORT_LEVEL_SEPARATOR, type ImportError } from "@campus/contracts/imports";
import {
  durationMessage,
  MAX_DURATION_HOURS,
  MAX_PROGRAMME_LEVELS,
  PROGRAMME_MESSAGES,
  rncpCodeField,
} from "@campus/contracts/programmes";
import { z } from "zod";
import type { Executor } from "../../db/client.ts";
import { recordAudits } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { searchKey } from "../../platform/search.ts";
import {
  type ImportedProgrammeFields,
  levelUsesOfProgrammes,
  listProgrammesWithLevels,
  type ProgrammeCreate,
  type ProgrammeUpdate,
  writeImportedProgrammes,
} from "../programmes/index.ts";
import {
  duplicateChecker,
  importAudit,
  type Plan,
  type PlannedRow,
  parseRow,
  requiredCell,
} from "./imports.plan.rules.ts";
import type { Sheet } from "./imports.rows.rules.ts";

const durationCell = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const digits = value?.replace(/\s+/g, "") ?? "";
    if (digits === "") return null;
    const hours = Number(digits.replace(",", "."));
    if (!Number.isInteger(hours) || hours < 1 || hours > MAX_DURATION_HOURS) {
      ctx.addIssue({ code: "custom", message: durationMessage });
      return z.NEVER;
    }
    return hours;
  });

/** « 1re année;2e année » as its labels in order; a label twice is refused. */
const levelsCell = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const labels = (value ?? "")
      .split(IMPORT_LEVEL_SEPARATOR)
      .map((label) => label.trim())
      .filter(Boolean);
    if (labels.length === 0) return undefined;
    if (labels.length > MAX_PROGRAMME_LEVELS) {
      ctx.addIssue({ code: "custom", message: `${MAX_PROGRAMME_LEVELS} niveaux au maximum` });
      return z.NEVER;
    }
    const seen = new Set<string>();
    for (const label of labels) {
      if (label.length > 100) {
        ctx.addIssue({ code: "custom", message: "100 caractères au maximum par niveau" });
        return z.NEVER;
      }
      if (seen.has(searchKey(label))) {
        ctx.addIssue({ code: "custom", message: PROGRAMME_MESSAGES.repeatedLevel(label) });
        return z.NEVER;
      }
      seen.add(searchKey(label));
    }
    return labels;
  });

const programmeRowSchema = z.object({
  titre: requiredCell("Le titre", 200),
  code: requiredCell("Le code", 50),
  code_rncp: rncpCodeField,
  duree_heures: durationCell,
  niveaux: levelsCell,
});

const sameLevels = (a: string[], b: string[]) =>
  a.length === b.length && a.every((label, index) => searchKey(label) === searchKey(b[index] ?? ""));

/**
 * Plans a programmes import: a programme is found by its code (case ignored) and updated with the
 * filled cells that differ; a new code creates one. Its levels, when given, become its list in that
 * order; a level leaving the programme while courses or students are at it refuses the row.
 */
export async function planProgrammes(db: Executor, ctx: Ctx, sheet: Sheet): Promise<Plan> {
  const errors: ImportError[] = [];
  const parsed: { row: number; values: z.infer<typeof programmeRowSchema> }[] = [];
  for (const row of sheet.rows) {
    const values = parseRow(programmeRowSchema, row, errors);
    if (values) parsed.push({ row: row.row, values });
  }
  const existing = await listProgrammesWithLevels(db, ctx);
  const byCode = new Map(existing.map((programme) => [programme.row.code.toLowerCase(), programme]));
  const uses = await levelUsesOfProgrammes(
    db,
    ctx,
    parsed.flatMap((p) => byCode.get(p.values.code.toLowerCase())?.row.id ?? []),
  );
  const rows: PlannedRow[] = [];
  const creates: ProgrammeCreate[] = [];
  const updates: ProgrammeUpdate[] = [];
  const seenCode = duplicateChecker();
  for (const { row, values } of parsed) {
    const first = seenCode(values.code.toLowerCase(), row);
    if (first !== undefined) {
      errors.push({ row, field: "code", reason: `Code en double dans le fichier (ligne ${first})` });
      continue;
    }
    const data = {
      titre: values.titre,
      code: values.code,
      code_rncp: values.code_rncp,
      duree_heures: values.duree_heures === null ? null : String(values.duree_heures),
      niveaux: values.niveaux?.join(`${IMPORT_LEVEL_SEPARATOR} `) ?? null,
    };
    const target = byCode.get(values.code.toLowerCase());
    if (!target) {
      creates.push({
        fields: {
          code: values.code,
          name: values.titre,
          rncpCode: values.code_rncp,
          durationHours: values.duree_heures,
        },
        levels: values.niveaux ?? [],
      });
      rows.push({ row, data, action: "create" });
      continue;
    }
    const given: Partial<ImportedProgrammeFields> = {
      name: values.titre,
      rncpCode: values.code_rncp ?? undefined,
      durationHours: values.duree_heures ?? undefined,
    };
    const changes = Object.fromEntries(
      Object.entries(given).filter(
        ([key, value]) => value !== undefined && target.row[key as keyof ImportedProgrammeFields] !== value,
      ),
    ) as Partial<ImportedProgrammeFields>;
    const current = target.levels.map((level) => level.label);
    const levels = values.niveaux && !sameLevels(current, values.niveaux) ? values.niveaux : undefined;
    if (levels) {
      const kept = new Set(levels.map((label) => searchKey(label)));
      const blocked = target.levels.find((level) => {
        const use = uses.get(`${target.row.id}:${level.id}`);
        return !kept.has(searchKey(level.label)) && use && use.courses + use.students > 0;
      });
      if (blocked) {
        const counts = uses.get(`${target.row.id}:${blocked.id}`);
        errors.push({
          row,
          field: "niveaux",
          reason: PROGRAMME_MESSAGES.levelReferenced(blocked.label, target.row.name, counts ?? {}),
        });
        continue;
      }
    }
    const changed = Object.keys(changes).length > 0 || levels !== undefined;
    if (changed) updates.push({ before: target, changes, ...(levels ? { levels } : {}) });
    rows.push({ row, data, action: changed ? "update" : "skip" });
  }
  return {
    rows,
    errors,
    async write(tx) {
      const written = await writeImportedProgrammes(tx, ctx, creates, updates);
      const snapshot = (row: (typeof written.created)[number]["row"], levelIds: string[]) => ({
        code: row.code,
        name: row.name,
        rncpCode: row.rncpCode,
        durationHours: row.durationHours,
        levelIds,
      });
      const before = new Map(updates.map((update) => [update.before.row.id, update.before]));
      await recordAudits(tx, ctx, [
        ...written.updated.map(({ row, levelIds }) => {
          const old = before.get(row.id);
          const oldView = old
            ? snapshot(
                old.row,
                old.levels.map((level) => level.id),
              )
            : null;
          return importAudit("update", "programme", row.id, oldView, snapshot(row, levelIds));
        }),
        ...written.created.map(({ row, levelIds }) =>
          importAudit("create", "programme", row.id, null, snapshot(row, levelIds)),
        ),
      ]);
    },
  };
}
