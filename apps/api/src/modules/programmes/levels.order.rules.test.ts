import { describe, expect, it } from "vitest";
import { mergeLevelOrder } from "./levels.order.rules.ts";

describe("mergeLevelOrder", () => {
  it("keeps the order when the programme follows it", () => {
    expect(mergeLevelOrder(["a", "b", "c"], ["a", "c"])).toEqual(["a", "b", "c"]);
  });

  it("puts the programme's levels in its order on the places they held, the others unmoved", () => {
    expect(mergeLevelOrder(["a", "x", "b", "y", "c"], ["c", "a", "b"])).toEqual(["c", "x", "a", "y", "b"]);
  });

  it("puts a new level before the known level after it in the programme, or after its last one", () => {
    expect(mergeLevelOrder(["a", "x", "b"], ["a", "new", "b"])).toEqual(["a", "x", "new", "b"]);
    expect(mergeLevelOrder(["a", "x", "b"], ["a", "b", "new"])).toEqual(["a", "x", "b", "new"]);
  });

  it("puts new levels first in the programme before its first known one", () => {
    expect(mergeLevelOrder(["x", "a"], ["new", "a"])).toEqual(["x", "new", "a"]);
  });

  it("appends a programme of new levels only", () => {
    expect(mergeLevelOrder(["x"], ["n1", "n2"])).toEqual(["x", "n1", "n2"]);
    expect(mergeLevelOrder([], ["n1", "n2"])).toEqual(["n1", "n2"]);
  });
});
