// Runs steps side by side, as many at once as the machine has cores (first come first in the list),
// each into a log file of its own; a `heavy` step never runs beside another heavy one. A step
// waits for the steps it comes `after` (and is not run when one of them failed). Each step's log is
// printed whole when it ends, so that two steps' lines never interleave; a line every minute says what
// is still running. Answers the names of the steps that failed.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const fileName = (name) => name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();

function runOne(step, { cwd, logs }) {
  const log = path.join(logs, `${fileName(step.name)}.log`);
  const out = createWriteStream(log);
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd,
      env: { ...process.env, FORCE_COLOR: "0", ...step.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on("error", (error) => {
      out.end(`\n${error.message}\n`, () => resolve({ ok: false, log }));
    });
    child.on("close", (code) => out.end(() => resolve({ ok: code === 0, log })));
  });
}

/** Wall time since `start`, as "1 min 05 s" past a minute. */
function elapsed(start) {
  const total = Math.round((Date.now() - start) / 1000);
  return total < 60 ? `${total} s` : `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, "0")} s`;
}

export async function runSteps(steps, { cwd, logs, cores = availableParallelism() }) {
  mkdirSync(logs, { recursive: true });
  const start = Date.now();
  const results = new Map();
  const running = new Map();
  const failed = [];
  const heartbeat = setInterval(() => {
    const names = [...running.keys()].join(", ");
    console.log(`… ${elapsed(start)}: ${names || "nothing"} running`);
  }, 60_000);

  const ready = (step) => (step.after ?? []).every((name) => results.has(name));

  function startReady() {
    for (const step of steps) {
      if (results.has(step.name) || running.has(step.name) || !ready(step)) continue;
      const blockedBy = (step.after ?? []).find((name) => !results.get(name)?.ok);
      if (blockedBy) {
        results.set(step.name, { ok: false, ms: 0, skipped: blockedBy });
        failed.push(step.name);
        console.log(`\n━━ ${step.name}: not run, ${blockedBy} failed ━━`);
        continue;
      }
      if (running.size >= cores) continue;
      if (step.heavy && [...running.values()].some((run) => run.heavy)) continue;
      const began = Date.now();
      const promise = runOne(step, { cwd, logs }).then((result) => ({ step, began, ...result }));
      running.set(step.name, { promise, heavy: step.heavy === true });
    }
  }

  startReady();
  while (running.size > 0) {
    const { step, began, ok, log } = await Promise.race([...running.values()].map((run) => run.promise));
    running.delete(step.name);
    const ms = Date.now() - began;
    results.set(step.name, { ok, ms, began: began - start });
    if (!ok) failed.push(step.name);
    console.log(`\n━━ ${step.name}: ${ok ? "passed" : "FAILED"} in ${seconds(ms)} ━━`);
    process.stdout.write(readFileSync(log, "utf8"));
    startReady();
    // Steps left that can never start (a cycle or an unknown `after`) would otherwise wait forever.
    if (running.size === 0) {
      for (const step of steps.filter((s) => !results.has(s.name))) {
        results.set(step.name, { ok: false, ms: 0, skipped: "its order" });
        failed.push(step.name);
      }
    }
  }
  clearInterval(heartbeat);

  console.log(`\n━━ wall time of each step (${elapsed(start)} in all, ${cores} cores) ━━`);
  for (const step of steps) {
    const result = results.get(step.name);
    const when = result.skipped
      ? `not run (${result.skipped})`
      : `${seconds(result.ms)}, from ${seconds(result.began)}`;
    console.log(`${result.ok ? "  ok  " : "FAILED"}  ${step.name.padEnd(22)} ${when}`);
  }
  return failed;
}
