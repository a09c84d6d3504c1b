import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { accessTable, endpointKey, endpoints, endpointUrl, schemasOf } from "./endpoint.ts";
import { API_PERMISSIONS, ENDPOINTS } from "./permissions.ts";
import { STAFF_ROLES } from "./roles.ts";

const module = { itemSchema: z.object({ id: z.string() }), idParamSchema: z.object({ id: z.string() }) };

describe("an endpoint's declaration", () => {
  it("loads its schemas with their module, once, and names them typed", async () => {
    const load = vi.fn(async () => module);
    const schemas = schemasOf(load);
    const item = schemas("itemSchema");
    expect(load).not.toHaveBeenCalled();
    expect(item.loaded()).toBeUndefined();
    expect(await item.load()).toBe(module.itemSchema);
    expect(await schemas("idParamSchema").load()).toBe(module.idParamSchema);
    expect(item.loaded()).toBe(module.itemSchema);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fills its path's parameters (encoded) and its query string, leaving out empty values", () => {
    const endpoint = { method: "GET", path: "/api/things/:id/files/:fileId", access: STAFF_ROLES } as const;
    expect(
      endpointUrl(endpoint, { id: "a/b", fileId: 7 }, { page: 2, q: "é t", empty: "", none: undefined }),
    ).toBe("/api/things/a%2Fb/files/7?page=2&q=%C3%A9+t");
    expect(() => endpointUrl(endpoint, { id: "a" })).toThrow(/fileId missing/);
  });

  it("gives each endpoint its area's tag, and its row of the permission table", () => {
    const table = endpoints("choses", {
      listThings: { method: "GET", path: "/api/things", access: STAFF_ROLES },
      removeThing: { method: "DELETE", path: "/api/things/:id", access: "authenticated", status: 204 },
    });
    expect(table.listThings.tag).toBe("choses");
    expect(endpointKey(table.removeThing)).toBe("DELETE /api/things/:id");
    expect(accessTable(table)).toEqual({
      "GET /api/things": STAFF_ROLES,
      "DELETE /api/things/:id": "authenticated",
    });
  });

  it("is what the permission table holds: every declared endpoint, with its access", () => {
    const declared = Object.values(ENDPOINTS).flatMap((table) => Object.values(table));
    expect(declared.length).toBeGreaterThan(160);
    for (const endpoint of declared) {
      expect(API_PERMISSIONS[endpointKey(endpoint)], endpointKey(endpoint)).toBe(endpoint.access);
    }
    const undeclared = Object.keys(API_PERMISSIONS).filter(
      (key) => !declared.some((endpoint) => endpointKey(endpoint) === key),
    );
    expect(undeclared.every((key) => key.startsWith("GET /api/docs"))).toBe(true);
  });
});
