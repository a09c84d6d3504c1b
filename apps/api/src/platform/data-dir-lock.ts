import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite takes no lock of its own and two processes on one directory lose data,
 * so the server holds a pid file and refuses to start while another live process owns it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, "utf8").trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isFinite(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Le dossier de données ${dataDir} est déjà utilisé par un autre serveur (processus ${owner}). ` +
            "Arrêtez-le avant d'en démarrer un second, ou choisissez un autre DATA_DIR.",
        );
      }
      unlinkSync(lockPath); // stale lock left by a crash
    }
  }
  throw new Error(`Impossible de verrouiller ${lockPath}`);
}
