import { describe, expect, it } from "vitest";
import { checkRouteTable } from "./route-table-check.ts";
import { routes } from "./router.tsx";

describe("router", () => {
  it("has its own route for every screen of SCREEN_ROUTES", () => {
    expect(checkRouteTable(routes)).toEqual([]);
  });
});
