import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { learnerConflictOf } from "./slot-errors.ts";

const conflict = (details: { field: string; message: string }[], code = "SLOT_CONFLICT", status = 409) =>
  new ApiError({ status, code, message: "2 apprenants ont déjà une séance sur ce créneau.", details });

describe("learnerConflictOf", () => {
  it("reads the sentence and the learners' names of a learners' conflict", () => {
    const error = conflict([
      { field: "students", message: "Hugo Alves" },
      { field: "students", message: "Inès Berger" },
    ]);
    expect(learnerConflictOf(error)).toEqual({
      message: "2 apprenants ont déjà une séance sur ce créneau.",
      names: ["Hugo Alves", "Inès Berger"],
    });
  });

  it("is null for a room or teacher conflict, another error, or anything else", () => {
    expect(learnerConflictOf(conflict([]))).toBeNull();
    expect(
      learnerConflictOf(conflict([{ field: "students", message: "Hugo Alves" }], "CONFLICT")),
    ).toBeNull();
    expect(learnerConflictOf(new Error("réseau"))).toBeNull();
  });
});
