import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// In a process of its own: Vitest reports (and fails on) any error left unhandled in its workers.
const script = fileURLToPath(new URL("../test/process-guard-script.ts", import.meta.url));

function runScript(): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["--import", "tsx", script], { timeout: 30_000 }, (error, stdout) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout });
    });
  });
}

describe("the process guard", () => {
  it("logs an error event and a rejection nobody handled, with the request that caused them, and keeps the process alive", async () => {
    const { code, stdout } = await runScript();
    const lines = stdout
      .trim()
      .split("\n")
      .map(
        (line) => JSON.parse(line) as { kind?: string; reqId?: string; message?: string; alive?: boolean },
      );
    expect(code).toBe(0);
    expect(lines).toContainEqual(
      expect.objectContaining({ kind: "uncaughtException", reqId: "req-42", message: "the stream failed" }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ kind: "unhandledRejection", reqId: "req-43", message: "nobody awaited" }),
    );
    expect(lines.at(-1)).toEqual({ alive: true });
  });
});
