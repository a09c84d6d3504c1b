import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ME_QUERY_KEY } from "./current-user.tsx";
import { settleAfterFirstPage, whenPageSettled } from "./page-settled.ts";

const answer = (client: QueryClient, key: string[], value: unknown) =>
  client.fetchQuery({ queryKey: key, queryFn: () => Promise.resolve(value) });
const idle = () => new Promise((done) => setTimeout(done, 80));

describe("whenPageSettled", () => {
  it("runs at once when nothing holds the work back, then waits for the first page's own answer", async () => {
    const now = vi.fn();
    whenPageSettled(now);
    expect(now).toHaveBeenCalledTimes(1);

    const client = new QueryClient();
    let isRouteReady = false;
    settleAfterFirstPage(client, {
      isRouteReady: () => isRouteReady,
      profileKey: ME_QUERY_KEY,
      latestMs: 10_000,
    });
    const later = vi.fn();
    whenPageSettled(later);

    await answer(client, [...ME_QUERY_KEY], { id: "u1" });
    isRouteReady = true;
    await answer(client, [...ME_QUERY_KEY], { id: "u1" });
    await idle();
    expect(later, "the profile alone does not settle the page").not.toHaveBeenCalled();

    let finish: (value: string) => void = () => undefined;
    const slow = client.fetchQuery({
      queryKey: ["slow"],
      queryFn: () => new Promise((done) => (finish = done)),
    });
    await answer(client, ["companies"], []);
    await idle();
    expect(later, "a query still fetching holds it").not.toHaveBeenCalled();

    finish("fini");
    await slow;
    await idle();
    expect(later).toHaveBeenCalledTimes(1);
    const after = vi.fn();
    whenPageSettled(after);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it("settles after its latest time when the page fetches nothing", async () => {
    settleAfterFirstPage(new QueryClient(), {
      isRouteReady: () => true,
      profileKey: ME_QUERY_KEY,
      latestMs: 30,
    });
    const work = vi.fn();
    whenPageSettled(work);
    expect(work).not.toHaveBeenCalled();
    await idle();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
