import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render.tsx";
import { useListParams } from "./use-list-params.ts";

function List({ namespace }: { namespace?: string }) {
  const list = useListParams({ namespace, filterKeys: ["q"], defaultPageSize: 10 });
  const name = namespace ?? "page";
  return (
    <p>
      {`${name}: page ${list.page}, ${list.pageSize} lignes, « ${list.filters.q ?? ""} »`}
      <button type="button" onClick={() => list.setPage(list.page + 1)}>{`${name} suivante`}</button>
      <button type="button" onClick={() => list.setFilters({ q: "martin" })}>{`${name} cherche`}</button>
    </p>
  );
}

describe("useListParams", () => {
  it("keeps lists sharing a page apart: each its own parameters, a filter resets only its page", async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <>
        <List />
        <List namespace="inscrits" />
      </>,
      { url: "/cours?page=3&inscrits.page=2&inscrits.pageSize=25" },
    );
    expect(screen.getByText("page: page 3, 10 lignes, « »")).toBeTruthy();
    expect(screen.getByText("inscrits: page 2, 25 lignes, « »")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "inscrits suivante" }));
    expect(screen.getByText("page: page 3, 10 lignes, « »")).toBeTruthy();
    expect(screen.getByText("inscrits: page 3, 25 lignes, « »")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "inscrits cherche" }));
    expect(screen.getByText("page: page 3, 10 lignes, « »")).toBeTruthy();
    expect(screen.getByText("inscrits: page 1, 25 lignes, « martin »")).toBeTruthy();
    expect(router.state.location.search).toBe("?page=3&inscrits.pageSize=25&inscrits.q=martin");

    await user.click(screen.getByRole("button", { name: "page cherche" }));
    expect(router.state.location.search).toBe("?inscrits.pageSize=25&inscrits.q=martin&q=martin");
  });
});
