import Fastify from "fastify";
import { afterEach, expect, it, vi } from "vitest";
import { runInBackground } from "./background-job.ts";

afterEach(() => {
  vi.useRealTimers();
});

it("runs on each tick, never two runs at once, and a failed run does not stop the next", async () => {
  vi.useFakeTimers();
  const app = Fastify();
  let started = 0;
  let finish: () => void = () => {};
  runInBackground(app, 1000, () => {
    started++;
    if (started === 2) return Promise.reject(new Error("run failed"));
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  });
  await vi.advanceTimersByTimeAsync(1000);
  expect(started).toBe(1);
  // The first run is still going: the next ticks start nothing.
  await vi.advanceTimersByTimeAsync(3000);
  expect(started).toBe(1);
  finish();
  await vi.advanceTimersByTimeAsync(1000);
  expect(started).toBe(2);
  await vi.advanceTimersByTimeAsync(1000);
  expect(started).toBe(3);
  finish();
  await app.close();
});

it("closing the app waits for the run in progress, then runs nothing more", async () => {
  vi.useFakeTimers();
  const app = Fastify();
  let started = 0;
  let finished = false;
  let finish: () => void = () => {};
  runInBackground(app, 1000, async () => {
    started++;
    await new Promise<void>((resolve) => {
      finish = resolve;
    });
    finished = true;
  });
  await vi.advanceTimersByTimeAsync(1000);
  const closed = app.close().then(() => finished);
  await vi.advanceTimersByTimeAsync(0);
  finish();
  expect(await closed).toBe(true);
  await vi.advanceTimersByTimeAsync(5000);
  expect(started).toBe(1);
});
