import { describe, expect, it } from "vitest";
import { ctxOf } from "../../test/fixtures/access.ts";
import { teacherView } from "./teacher-access.ts";

const me = "00000000-0000-4000-8000-000000000001";
const colleague = "00000000-0000-4000-8000-000000000002";

describe("the teacher access policy", () => {
  it("shows the whole record to the teacher themself and the administrators, a colleague the rest", () => {
    expect(teacherView(ctxOf(me, "ata", ["teacher"]), { userId: me })).toBe("full");
    expect(teacherView(ctxOf(me, "ata", ["admin"]), { userId: colleague })).toBe("full");
    expect(teacherView(ctxOf(me, "ata", ["teacher"]), { userId: colleague })).toBe("limited");
    expect(teacherView(ctxOf(me, "ata", ["teacher"]), { userId: null })).toBe("limited");
  });
});
