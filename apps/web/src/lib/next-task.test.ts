import { describe, expect, it } from "vitest";
import { nextTask } from "./next-task.ts";

describe("nextTask", () => {
  it("resolves in a later task, after the microtasks already queued", async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push("task"));
    void Promise.resolve().then(() => order.push("microtask"));
    order.push("now");
    await task;
    expect(order).toEqual(["now", "microtask", "task"]);
  });
});
