// What `npm run check-files [-- --repair]` does, given its arguments and environment: the integrity
// check of the stored files on the configured database (DATABASE_URL, or the PGlite of DATA_DIR) and
// file store (S3_BUCKET, or DATA_DIR/files), as the server would open them. Answers its report. On
// PGlite the server must be stopped (the data directory's lock says so).
import path from "node:path";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { createBlobStore } from "../../platform/blob-stores.ts";
import { acquireDataDirLock } from "../../platform/data-dir-lock.ts";
import { checkStoredFiles, formatFilesReport } from "./files.check.service.ts";

export async function checkFilesCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const unknown = args.filter((arg) => arg !== "--repair");
  if (unknown.length > 0)
    throw new Error(`usage : npm run check-files [-- --repair] (inconnu : ${unknown.join(" ")})`);
  const repair = args.includes("--repair");
  const config = loadConfig(env);
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: path.join(config.dataDir, "pglite"),
    });
    try {
      await database.migrate();
      const blobs = await createBlobStore(config);
      const report = await checkStoredFiles(
        { db: database.db, blobs },
        { mark: repair, removeOrphans: repair, now: new Date() },
      );
      const lines = [formatFilesReport(report)];
      if (!repair && report.companies.length > 0) {
        lines.push(
          "Relancez avec --repair pour marquer les fichiers manquants et supprimer les orphelins de plus d'un jour.",
        );
      }
      return lines.join("\n");
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
