import { unreadCountSchema } from "@campus/contracts/auth";
import { endpoints, schemasOf } from "@campus/contracts/endpoint";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { type LateAnswerFailure, onLateAnswerFailure } from "./answer-check.ts";
import { call } from "./api-client.ts";
import { ME_QUERY_KEY } from "./current-user.tsx";
import { settleAfterFirstPage } from "./page-settled.ts";

const PATH = "/api/messages/unread-count";
const SETTLE_MS = 30;
const settled = () => new Promise((done) => setTimeout(done, SETTLE_MS + 40));

type UnreadCountModule = { unreadCountSchema: typeof unreadCountSchema };

/**
 * The unread count's endpoints, their schema loaded by `load` with a contract module of their own (not
 * yet loaded, whatever another test loaded), as a GET and as a POST that sends the count.
 */
function unreadCount(load: () => Promise<UnreadCountModule> = async () => ({ unreadCountSchema })) {
  const contract = schemasOf(load);
  return endpoints("test", {
    get: { method: "GET", path: PATH, access: "authenticated", response: contract("unreadCountSchema") },
    post: {
      method: "POST",
      path: PATH,
      access: "authenticated",
      body: contract("unreadCountSchema"),
      response: contract("unreadCountSchema"),
    },
  });
}

/** As the app's start holds the page unsettled; it settles after SETTLE_MS (nothing answers). */
function startFirstPage() {
  settleAfterFirstPage(new QueryClient(), {
    isRouteReady: () => true,
    profileKey: ME_QUERY_KEY,
    latestMs: SETTLE_MS,
  });
}

function answerWith(body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body)),
  );
}

function watchFailures() {
  const failures: LateAnswerFailure[] = [];
  onLateAnswerFailure((failure) => failures.push(failure));
  return failures;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the first page's answers, checked once it has shown them", () => {
  it("gives the answer as sent without loading its schema, then checks it", async () => {
    const failures = watchFailures();
    const load = vi.fn(async () => ({ unreadCountSchema }));
    startFirstPage();
    answerWith({ count: 3 });
    await expect(call(unreadCount(load).get)).resolves.toEqual({ count: 3 });
    expect(load, "the schema waits for the page to settle").not.toHaveBeenCalled();
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([]);
  });

  it("reports and logs an answer its schema refuses", async () => {
    const failures = watchFailures();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    startFirstPage();
    answerWith({ count: "three" });
    await expect(call(unreadCount().get)).resolves.toEqual({ count: "three" });
    expect(failures).toEqual([]);
    await settled();
    expect(failures).toHaveLength(1);
    expect(failures[0]?.path).toBe(PATH);
    expect(failures[0]?.error).toBeInstanceOf(ZodError);
    expect(log).toHaveBeenCalledWith(`Réponse inattendue de ${PATH}`, failures[0]?.error);
  });

  it("reports an answer its schema would change (a field it strips)", async () => {
    const failures = watchFailures();
    startFirstPage();
    answerWith({ count: 2, extra: true });
    await call(unreadCount().get);
    await settled();
    expect(failures.map((failure) => failure.path)).toEqual([PATH]);
  });

  it("reads through the schema at once when it has loaded, and for what is not a GET", async () => {
    const failures = watchFailures();
    const loaded = unreadCount().get;
    await loaded.response.load();
    startFirstPage();
    answerWith({ count: "three" });
    await expect(call(loaded)).rejects.toBeInstanceOf(ZodError);
    await expect(call(unreadCount().post, { body: { count: 1 } })).rejects.toBeInstanceOf(ZodError);
    await settled();
    expect(failures).toEqual([]);
  });

  it("waits for the schema once the page has settled", async () => {
    const load = vi.fn(async () => ({ unreadCountSchema }));
    answerWith({ count: "three" });
    await expect(call(unreadCount(load).get)).rejects.toBeInstanceOf(ZodError);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
