import { setPriority } from "node:os";

/**
 * Lowers the calling worker thread's CPU priority (on Linux the nice value belongs to each thread): a
 * long import parse or workbook build then takes the time the request thread leaves, and never slows
 * the other users' requests on a busy machine.
 */
export function runBehindRequests(): void {
  try {
    setPriority(10);
  } catch {
    // Not allowed on this system: the worker keeps its priority.
  }
}
