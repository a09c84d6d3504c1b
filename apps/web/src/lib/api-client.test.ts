import { loginResponseSchema, unreadCountSchema } from "@campus/contracts/auth";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { ApiError, apiClient, lazySchema, noContent } from "./api-client.ts";
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

describe("apiClient", () => {
  it("returns the JSON answer", async () => {
    respondWith(Response.json({ count: 3 }));
    await expect(apiClient.get(unreadCountSchema, "/api/messages/unread-count")).resolves.toEqual({
      count: 3,
    });
  });

  it("reads an answer with a schema loaded with its first answer, once", async () => {
    const load = vi.fn(async () => unreadCountSchema);
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    respondWith(Response.json({ count: 3 }));
    await expect(apiClient.get(schema, "/api/messages/unread-count")).resolves.toEqual({ count: 3 });
    respondWith(Response.json({ count: "three" }));
    await expect(apiClient.get(schema, "/api/messages/unread-count")).rejects.toBeInstanceOf(ZodError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("resolves a 204 with nothing", async () => {
    respondWith(new Response(null, { status: 204 }));
    await expect(apiClient.post(noContent, "/api/auth/logout")).resolves.toBeUndefined();
  });

  it("throws an ApiError read from the error body", async () => {
    respondWith(
      Response.json(
        { error: { code: "WRONG_PASSWORD", message: "Wrong password", field: "password" } },
        { status: 401 },
      ),
    );
    const error = await apiClient
      .post(loginResponseSchema, "/api/auth/login", {})
      .catch((caught: unknown) => caught);
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
    await expect(apiClient.get(noContent, "/api/companies")).rejects.toMatchObject({
      status: 502,
      message: "Something went wrong",
    });
  });

  it("refuses an answer that does not follow the contract", async () => {
    respondWith(Response.json({ count: "3" }));
    await expect(apiClient.get(unreadCountSchema, "/api/messages/unread-count")).rejects.toBeInstanceOf(
      ZodError,
    );
  });

  it("sends JSON only with a body", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    await apiClient.post(noContent, "/api/auth/logout");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });
});

describe("apiClient with what public/app-boot.js asked for early", () => {
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

    await expect(apiClient.get(unreadCountSchema, "/api/messages/unread-count")).resolves.toEqual({
      count: 7,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiClient.get(unreadCountSchema, "/api/messages/unread-count")).resolves.toEqual({
      count: 8,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks afresh when the token changed since, or for a request with a query", async () => {
    setToken("token-b");
    globalThis.__campusEarly = {
      token: "token-a",
      responses: { "/api/messages/unread-count": Promise.resolve(Response.json({ count: 7 })) },
    };
    respondWith(Response.json({ count: 8 }));
    await expect(apiClient.get(unreadCountSchema, "/api/messages/unread-count")).resolves.toEqual({
      count: 8,
    });
    expect(globalThis.__campusEarly?.responses["/api/messages/unread-count"]).toBeDefined();
  });

  it("asks itself when the boot script chose not to ask (an early answer of undefined)", async () => {
    setToken("token-a");
    globalThis.__campusEarly = {
      token: "token-a",
      responses: { "/api/messages/unread-count": Promise.resolve(undefined) },
    };
    const fetchMock = vi.fn(async () => Response.json({ count: 8 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiClient.get(unreadCountSchema, "/api/messages/unread-count")).resolves.toEqual({
      count: 8,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("reports a failed early request as the network failure it is", async () => {
    setToken("token-a");
    const failed = Promise.reject(new TypeError("Failed to fetch"));
    failed.catch(() => undefined);
    globalThis.__campusEarly = { token: "token-a", responses: { "/api/auth/me": failed } };
    await expect(apiClient.get(unreadCountSchema, "/api/auth/me")).rejects.toMatchObject({
      code: "NETWORK",
    });
  });
});
