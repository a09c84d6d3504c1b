// The setup the storage-fault tests share: a fault app on the assignments fixture with the scenario's
// stored files, started before a file's tests and closed after them; on demand on the S3 store
// behind the failing proxy, and with every fault healed and the server checked after each test.
import { afterAll, afterEach, beforeAll } from "vitest";
import { startFaultApp } from "./fault-app.ts";
import { startFaultyS3Proxy } from "./faulty-s3-proxy.ts";
import { startTestS3, type TestS3 } from "./s3-server.ts";
import {
  assignmentFixture,
  expectHealthyAndReleased,
  fixedClock,
  type ScenarioApp,
  seedScenario,
} from "./storage-scenario.ts";

export type Scenario = Awaited<ReturnType<typeof seedScenario>>;
export type FaultyS3Proxy = Awaited<ReturnType<typeof startFaultyS3Proxy>>;

export interface ScenarioRun {
  t: ScenarioApp;
  scenario: Scenario;
  /** With `{ s3: true }`: the proxy between the application and the S3-protocol server. */
  proxy?: FaultyS3Proxy;
}

/**
 * Registers the file's hooks and hands the started app to `started` once it is seeded.
 * `healAfterEach`: after every test the faults are healed, the database restored, and the server
 * must answer /api/health with every blob stream it opened closed again.
 */
export function useScenarioApp(
  started: (run: ScenarioRun) => void,
  { s3 = false, healAfterEach = true }: { s3?: boolean; healAfterEach?: boolean } = {},
) {
  let app: ScenarioApp | undefined;
  let bucket: TestS3 | undefined;
  let proxy: FaultyS3Proxy | undefined;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (s3) {
      bucket = await startTestS3();
      proxy = await startFaultyS3Proxy(bucket.endpoint);
      // S3_TIMEOUT_SECONDS=1: a hanging service ends the wait quickly.
      env = { ...bucket.env, S3_ENDPOINT: proxy.endpoint, S3_TIMEOUT_SECONDS: "1" };
    }
    app = await startFaultApp(assignmentFixture, { clock: fixedClock, env });
    const scenario = await seedScenario(app);
    started({ t: app, scenario, ...(proxy ? { proxy } : {}) });
  });
  if (healAfterEach) {
    afterEach(async () => {
      proxy?.heal();
      if (!app) return;
      app.blobs.heal();
      app.db.restore();
      await expectHealthyAndReleased(app);
    });
  }
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await bucket?.close();
  });
}
