import { loginResponseSchema, unreadCountSchema } from "@campus/contracts/auth";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { ApiError, apiClient, lazySchema, noContent } from "./api-client.ts";

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
