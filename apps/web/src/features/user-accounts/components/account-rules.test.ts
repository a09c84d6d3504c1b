import { describe, expect, it } from "vitest";
import { listedRoles } from "./account-rules.ts";

describe("the roles offered as filters", () => {
  it("offers the superadmin role as a filter only to the platform operator", () => {
    expect(listedRoles(["admin"])).not.toContain("superadmin");
    expect(listedRoles(["superadmin"])).toContain("superadmin");
  });
});
