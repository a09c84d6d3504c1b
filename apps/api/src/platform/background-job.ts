import type { FastifyInstance } from "fastify";

/**
 * Runs `run` every `everyMs` in the background of this server process: never two runs at once, the
 * timer does not keep the process alive, and closing the app waits for a run in progress. `run` logs
 * its own failures (a rejection is dropped: the next tick tries again).
 */
export function runInBackground(app: FastifyInstance, everyMs: number, run: () => Promise<void>): void {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= run()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
