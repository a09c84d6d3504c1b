// `npm run check-files [-- --repair]`: the integrity check of the stored files, on the configured
// database (DATABASE_URL, or the PGlite of DATA_DIR) and file store (S3_BUCKET, or DATA_DIR/files),
// as the server would open them. On PGlite the server must be stopped (the data directory's lock says so).
import path from "node:path";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { createBlobStore } from "../../platform/blob-stores.ts";
import { acquireDataDirLock } from "../../platform/data-dir-lock.ts";
import { checkStoredFiles, formatFilesReport } from "./files.check.ts";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== "--repair");
  if (unknown.length > 0)
    throw new Error(`usage : npm run check-files [-- --repair] (inconnu : ${unknown.join(" ")})`);
  const repair = args.includes("--repair");
  const config = loadConfig();
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
      console.log(formatFilesReport(report));
      if (!repair && report.companies.length > 0) {
        console.log(
          "Relancez avec --repair pour marquer les fichiers manquants et supprimer les orphelins de plus d'un jour.",
        );
      }
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
