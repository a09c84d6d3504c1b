// `npm run backup [-- archive.tar.gz]` and `npm run restore -- archive.tar.gz`: the configured database
// (DATABASE_URL, or the PGlite of DATA_DIR) and file store (S3_BUCKET, or DATA_DIR/files), as the
// server would open them. On PGlite the server must be stopped (the data directory's lock says so).
import path from "node:path";
import { loadConfig } from "../config.ts";
import { createBlobStore } from "../platform/blob-stores.ts";
import { createBackup, restoreBackup } from "./backup.ts";
import { openTarget } from "./targets.ts";

function defaultArchiveName(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `campus-${stamp}.tar.gz`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} Mo`;

async function main(): Promise<void> {
  const [command, argument] = process.argv.slice(2);
  if (command !== "backup" && command !== "restore")
    throw new Error("usage : backup.cli.ts backup|restore [archive]");
  if (command === "restore" && !argument)
    throw new Error("Indiquez l'archive à restaurer : npm run restore -- <archive>");
  const config = loadConfig();
  const { target, close } = await openTarget(config);
  const blobs = await createBlobStore(config);
  const startedAt = Date.now();
  try {
    if (command === "backup") {
      const archive = path.resolve(argument ?? defaultArchiveName(new Date()));
      const summary = await createBackup({ target, blobs }, archive);
      console.log(
        `Sauvegarde écrite : ${archive} (base ${target.kind}, ${summary.files} fichiers, ${megabytes(summary.bytes)}, ${Date.now() - startedAt} ms)`,
      );
    } else {
      const archive = path.resolve(argument as string);
      const summary = await restoreBackup({ target, blobs }, archive);
      console.log(
        `Restauré : ${archive} (base ${summary.database} → ${target.kind}, ${summary.statements} instructions SQL, ${summary.files} fichiers, ${megabytes(summary.bytes)}, ${Date.now() - startedAt} ms)`,
      );
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
