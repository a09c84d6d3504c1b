import { agree } from "@campus/contracts/french";
import type { Db } from "../../db/client.ts";
import type { BlobStore, StoredBlob } from "../../platform/blob-store.ts";
import {
  type FileReference,
  isMarkable,
  listFileReferences,
  type MarkableTable,
  markMissingFiles,
} from "./files.references.queries.ts";

/** An orphan younger than this may be an upload whose row is being written: never removed. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** What the check found for one company. */
export interface CompanyFilesReport {
  companyId: string;
  /** Rows whose file is not in the store. */
  missing: FileReference[];
  /** Files of the store that no row names. */
  orphans: StoredBlob[];
}

export interface FilesCheckReport {
  companies: CompanyFilesReport[];
  /** What was repaired: rows newly marked « fichier manquant », marks cleared, orphans removed. */
  repaired: { marked: number; cleared: number; removed: number };
}

/** The company of a blob: its key's first segment (blob-store.ts lays keys out company first). */
const companyOfKey = (key: string) => key.slice(0, key.indexOf("/")) || key;

/**
 * Compares the rows that name stored files with the files of the store, per company: rows whose file
 * is missing, files no row names. Then what is safe, if asked: `mark` the missing files (« fichier
 * manquant », so that a teacher can ask for them again; the mark goes if the file comes back), and
 * `removeOrphans` older than a day (younger ones may be uploads whose row is being written).
 */
export async function checkStoredFiles(
  deps: { db: Db; blobs: BlobStore },
  options: { mark: boolean; removeOrphans: boolean; now: Date },
): Promise<FilesCheckReport> {
  // Rows first: a file stored after this read is younger than a day, so never removed by mistake.
  const references = await listFileReferences(deps.db);
  const referenced = new Set(references.map((reference) => reference.blobKey));
  const stored = new Set<string>();
  const orphans: StoredBlob[] = [];
  for await (const blob of deps.blobs.list()) {
    stored.add(blob.key);
    if (!referenced.has(blob.key)) orphans.push(blob);
  }
  const missing = references.filter((reference) => !stored.has(reference.blobKey));

  const byCompany = new Map<string, CompanyFilesReport>();
  const of = (companyId: string) => {
    let report = byCompany.get(companyId);
    if (!report) {
      report = { companyId, missing: [], orphans: [] };
      byCompany.set(companyId, report);
    }
    return report;
  };
  for (const reference of missing) of(reference.companyId).missing.push(reference);
  for (const orphan of orphans) of(companyOfKey(orphan.key)).orphans.push(orphan);
  const companies = [...byCompany.values()].sort((a, b) => a.companyId.localeCompare(b.companyId));
  const repaired = { marked: 0, cleared: 0, removed: 0 };
  if (options.mark) await mark(deps.db, missing, options.now, repaired);
  if (options.removeOrphans) {
    const oldest = options.now.getTime() - ORPHAN_MIN_AGE_MS;
    for (const orphan of orphans) {
      if (orphan.modifiedAt.getTime() > oldest) continue;
      await deps.blobs.remove(orphan.key);
      repaired.removed++;
    }
  }
  return { companies, repaired };
}

async function mark(db: Db, missing: FileReference[], now: Date, repaired: FilesCheckReport["repaired"]) {
  const missingIds = new Map<MarkableTable, string[]>([
    ["assignment_files", []],
    ["slot_files", []],
  ]);
  for (const reference of missing)
    if (isMarkable(reference)) missingIds.get(reference.table)?.push(reference.id);
  for (const [table, ids] of missingIds) {
    const changed = await markMissingFiles(db, table, ids, now);
    repaired.marked += changed.marked;
    repaired.cleared += changed.cleared;
  }
}

/** The report in French, one block per company (the command's output and the job's log). */
export function formatFilesReport(report: FilesCheckReport): string {
  const lines: string[] = [];
  if (report.companies.length === 0)
    lines.push("Aucun écart : chaque fichier a sa ligne, chaque ligne son fichier.");
  for (const company of report.companies) {
    lines.push(
      `Établissement ${company.companyId} : ${company.missing.length} ${agree(company.missing.length, "fichier manquant", "fichiers manquants")}, ${company.orphans.length} ${agree(company.orphans.length, "fichier orphelin", "fichiers orphelins")}`,
    );
    for (const reference of company.missing) {
      lines.push(
        `  manquant  ${reference.table} ${reference.id} « ${reference.name} » (${reference.blobKey})`,
      );
    }
    for (const orphan of company.orphans) {
      lines.push(`  orphelin  ${orphan.key} (${orphan.size} octets, ${orphan.modifiedAt.toISOString()})`);
    }
  }
  const { marked, cleared, removed } = report.repaired;
  if (marked + cleared + removed > 0) {
    lines.push(
      `Réparé : ${marked} ${agree(marked, "fichier marqué", "fichiers marqués")} « fichier manquant », ${cleared} ${agree(cleared, "marque retirée", "marques retirées")}, ${removed} ${agree(removed, "orphelin", "orphelins")} de plus d'un jour ${agree(removed, "supprimé", "supprimés")}.`,
    );
  }
  return lines.join("\n");
}
