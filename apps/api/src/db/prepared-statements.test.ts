import { describe, expect, it } from "vitest";
import { MAX_PREPARED_STATEMENTS, statementName } from "./prepared-statements.ts";

describe("statement names", () => {
  it("gives one text the same name every time, and two texts two names", () => {
    const first = statementName("select 1 where $1 = 'a'");
    expect(first).toMatch(/^campus_\d+$/);
    expect(statementName("select 1 where $1 = 'a'")).toBe(first);
    expect(statementName("select 2 where $1 = 'a'")).not.toBe(first);
  });

  it("names no new text once the cache is full, and keeps the names it gave", () => {
    const kept = statementName("select 3 where $1 = 'a'");
    for (let n = 0; n < MAX_PREPARED_STATEMENTS; n++) statementName(`select ${n} + $1`);
    expect(statementName("a text never seen before, $1")).toBeUndefined();
    expect(statementName("select 3 where $1 = 'a'")).toBe(kept);
  });
});
