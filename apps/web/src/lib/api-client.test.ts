import { unreadCountSchema } from "@campus/contracts/auth";
import { AUTH_ENDPOINTS } from "@campus/contracts/auth.endpoints";
import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { COMPANIES_ENDPOINTS } from "@campus/contracts/companies.endpoints";
import { endpoints, schemasOf } from "@campus/contracts/endpoint";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ZodError, z } from "zod";
import { ApiError, call } from "./api-client.ts";
import { clearToken, setToken } from "./storage.ts";

function respondWith(response: Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("call", () => {
  it("returns the JSON answer", async () => {
    respondWith(Response.json({ count: 3 }));
    await expect(call(CHAT_ENDPOINTS.getUnreadCount)).resolves.toEqual({ count: 3 });
  });

  it("reads an answer with a schema loaded with its first answer, once", async () => {
    const load = vi.fn(async () => ({ unreadCountSchema }));
    const auth = schemasOf(load);
    const { getUnreadCount } = endpoints("test", {
      getUnreadCount: {
        method: "GET",
        path: "/api/messages/unread-count",
        access: "authenticated",
        response: auth("unreadCountSchema"),
      },
    });
    expect(load).not.toHaveBeenCalled();
    respondWith(Response.json({ count: 3 }));
    await expect(call(getUnreadCount)).resolves.toEqual({ count: 3 });
    respondWith(Response.json({ count: "three" }));
    await expect(call(getUnreadCount)).rejects.toBeInstanceOf(ZodError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("resolves a 204 with nothing", async () => {
    respondWith(new Response(null, { status: 204 }));
    await expect(call(AUTH_ENDPOINTS.logout)).resolves.toBeUndefined();
  });

  it("throws an ApiError read from the error body", async () => {
    respondWith(
      Response.json(
        { error: { code: "WRONG_PASSWORD", message: "Wrong password", field: "password" } },
        { status: 401 },
      ),
    );
    const error = await call(AUTH_ENDPOINTS.login, { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: "WRONG_PASSWORD",
      message: "Wrong password",
      field: "password",
    });
  });

  it("says 'Something went wrong' when the error body is not JSON", async () => {
    respondWith(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(call(COMPANIES_ENDPOINTS.listCompanies)).rejects.toMatchObject({
      status: 502,
      message: "Something went wrong",
    });
  });

  it("refuses an answer that does not follow the contract", async () => {
    respondWith(Response.json({ count: "3" }));
    await expect(call(CHAT_ENDPOINTS.getUnreadCount)).rejects.toBeInstanceOf(ZodError);
  });

  it("sends JSON only with a body", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    await call(AUTH_ENDPOINTS.logout);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/logout");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });

  it("reports a request that could not reach the server as a network failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await call(CHAT_ENDPOINTS.getUnreadCount).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "NETWORK", message: "Something went wrong" });
  });

  it("passes the signal on, and lets an abort through as it is", async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      init.signal?.throwIfAborted();
      return Response.json({ count: 1 });
    });
    vi.stubGlobal("fetch", fetchMock);
    const controller = new AbortController();
    controller.abort();
    const error = await call(CHAT_ENDPOINTS.getUnreadCount, { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(fetchMock.mock.calls[0]?.[1].signal).toBe(controller.signal);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: "AbortError" });
  });
});

describe("call with what public/app-boot.js asked for early", () => {
  afterEach(() => {
    clearToken();
    globalThis.__campusEarly = undefined;
  });

  it("takes the early answer of a GET once, for the token it was asked with", async () => {
    setToken("token-a");
    globalThis.__campusEarly = {
      token: "token-a",
      responses: { "/api/messages/unread-count": Promise.resolve(Response.json({ count: 7 })) },
    };
    const fetchMock = vi.fn(async () => Response.json({ count: 8 }));
    vi.stubGlobal("fetch", fetchMock);

    await expect(call(CHAT_ENDPOINTS.getUnreadCount)).resolves.toEqual({ count: 7 });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(call(CHAT_ENDPOINTS.getUnreadCount)).resolves.toEqual({ count: 8 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks afresh when the token changed since, or for a request with a query", async () => {
    setToken("token-b");
    globalThis.__campusEarly = {
      token: "token-a",
      responses: { "/api/messages/unread-count": Promise.resolve(Response.json({ count: 7 })) },
    };
    respondWith(Response.json({ count: 8 }));
    await expect(call(CHAT_ENDPOINTS.getUnreadCount)).resolves.toEqual({ count: 8 });
    expect(globalThis.__campusEarly?.responses["/api/messages/unread-count"]).toBeDefined();

    const early = Response.json({ items: [] });
    globalThis.__campusEarly = { token: "token-b", responses: { "/api/companies": Promise.resolve(early) } };
    const fetchMock = vi.fn(
      async (_url: string) => new Response("<html>Bad gateway</html>", { status: 502 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(call(COMPANIES_ENDPOINTS.listCompanies, { query: { page: 2 } })).rejects.toMatchObject({
      status: 502,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/companies?page=2");
    expect(globalThis.__campusEarly?.responses["/api/companies"]).toBeDefined();
  });

  it("asks itself when the boot script chose not to ask (an early answer of undefined)", async () => {
    setToken("token-a");
    globalThis.__campusEarly = {
      token: "token-a",
      responses: { "/api/messages/unread-count": Promise.resolve(undefined) },
    };
    const fetchMock = vi.fn(async () => Response.json({ count: 8 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(call(CHAT_ENDPOINTS.getUnreadCount)).resolves.toEqual({ count: 8 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("reports a failed early request as the network failure it is", async () => {
    setToken("token-a");
    const failed = Promise.reject(new TypeError("Failed to fetch"));
    failed.catch(() => undefined);
    globalThis.__campusEarly = { token: "token-a", responses: { "/api/auth/me": failed } };
    await expect(call(AUTH_ENDPOINTS.getMe)).rejects.toMatchObject({
      code: "NETWORK",
    });
  });
});

describe("call, by an endpoint's declaration", () => {
  const things = schemasOf(async () => ({
    thingSchema: z.object({ id: z.string(), count: z.number() }),
    bodySchema: z.object({ name: z.string() }),
    idParamSchema: z.object({ id: z.string() }),
    pageQuerySchema: z.object({ page: z.number() }),
  }));
  const THINGS = endpoints("choses", {
    renameThing: {
      method: "PATCH",
      path: "/api/things/:id",
      access: "authenticated",
      params: things("idParamSchema"),
      body: things("bodySchema"),
      response: things("thingSchema"),
    },
    removeThing: {
      method: "DELETE",
      path: "/api/things/:id",
      access: "authenticated",
      params: things("idParamSchema"),
      status: 204,
    },
    listThings: {
      method: "GET",
      path: "/api/things",
      access: "authenticated",
      query: things("pageQuerySchema"),
      response: things("thingSchema"),
    },
  });

  it("sends to the declared method and path, the body as JSON, and reads the answer through its schema", async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: "a b", count: 2 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(call(THINGS.renameThing, { params: { id: "a b" }, body: { name: "x" } })).resolves.toEqual({
      id: "a b",
      count: 2,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/things/a%20b");
    expect(init.method).toBe("PATCH");
    expect(init.body).toBe('{"name":"x"}');
    respondWith(Response.json({ id: "a", count: "two" }));
    await expect(
      call(THINGS.renameThing, { params: { id: "a" }, body: { name: "x" } }),
    ).rejects.toBeInstanceOf(ZodError);
  });

  it("adds the query, and resolves an endpoint without an answer with nothing", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(call(THINGS.removeThing, { params: { id: "t1" } })).resolves.toBeUndefined();
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe("DELETE");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => Response.json({ id: url, count: 1 })),
    );
    await expect(call(THINGS.listThings, { query: { page: 2 } })).resolves.toEqual({
      id: "/api/things?page=2",
      count: 1,
    });
  });
});
