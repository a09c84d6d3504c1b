import path from "node:path";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { acquireDataDirLock } from "./platform/data-dir-lock.ts";
import { closeGracefully, trackAnswers } from "./platform/graceful-close.ts";
import { installProcessGuard } from "./platform/process-guard.ts";

/** After the shutdown deadline (connections cut), what closing the database may take before the process exits anyway. */
const FORCED_EXIT_GRACE_MS = 2_000;

/** The application's modules: imported while the database starts, not before it (see main). */
function loadApplication() {
  return Promise.all([
    import("./app.ts"),
    import("./seed/index.ts"),
    import("./seed/demo-teaching.ts"),
    import("./seed/demo-accounts.ts"),
  ]);
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  // What the start-up spends, phase by phase (shown on the ready line).
  const phases: string[] = [];
  let phaseAt = startedAt;
  const phase = (name: string) => {
    phases.push(`${name} ${Date.now() - phaseAt} ms`);
    phaseAt = Date.now();
  };
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  // PGlite reads and compiles its WebAssembly off the main thread: the application's modules load
  // meanwhile rather than after it.
  const opening = openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, "pglite"),
    preparedStatements: config.databasePreparedStatements,
  });
  const application = loadApplication();
  // Awaited once the database is open: failing meanwhile must not end the process as an unhandled rejection.
  application.catch(() => {});
  const database = await opening;
  const [{ buildApp }, { seedDemo }, { refreshDemoLiveSlots }, { DEMO_ACCOUNTS, DEMO_PASSWORD }] =
    await application;
  phase("base et modules");
  await database.migrate();
  phase("migrations");
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  phase("démo");
  const app = await buildApp(config, database);
  trackAnswers(app.server);
  // From here an error no handler caught is logged with its request id, and every other request goes on.
  installProcessGuard(app.log);
  await app.listen({ port: config.port, host: config.host });
  if (config.ssoSecretKeyIsDefault && !config.seedDemo) {
    app.log.warn(
      "SSO_SECRET_KEY non défini : les secrets OpenID Connect sont chiffrés avec une clé dérivée de l'adresse de la base (à fixer en production).",
    );
  }
  phase("application");
  // The demo's live banner needs a slot running today, whatever the day the data was seeded: looked
  // for once the server listens (nobody has signed in yet), rather than before.
  const refreshing = config.seedDemo
    ? refreshDemoLiveSlots(database.db).then(
        () => {},
        (error: unknown) => app.log.error({ err: error }, "Séances de démonstration du jour non ajoutées"),
      )
    : Promise.resolve();

  const url = `http://localhost:${config.port}`;
  const accounts = DEMO_ACCOUNTS.map(
    (a) => `    ${a.email.padEnd(32)} ${a.roles.join(", ")} (${a.companyId})`,
  );
  console.log(
    [
      "",
      `  Campus Formation est prêt sur ${url}  (${Date.now() - startedAt} ms, base ${database.kind})`,
      `  Démarrage : ${phases.join(", ")}`,
      seeded ? "  Données de démonstration créées." : "",
      config.seedDemo
        ? `  Comptes de démonstration (mot de passe ${DEMO_PASSWORD}):\n${accounts.join("\n")}`
        : "",
      "",
    ]
      .filter((line) => line !== "")
      .join("\n"),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} reçu, arrêt propre`);
    // Whatever still holds on (a database that does not answer), the process ends soon after the deadline.
    setTimeout(() => {
      app.log.error("Arrêt forcé : délai dépassé");
      releaseLock();
      process.exit(1);
    }, config.shutdownTimeoutMs + FORCED_EXIT_GRACE_MS).unref();
    try {
      await closeGracefully(app, config.shutdownTimeoutMs);
      await refreshing;
      await database.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
