import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PagedTable } from "./paged-table.tsx";

const columns = [{ id: "name", label: "Nom", render: (row: { id: string }) => row.id }];
const rowsOf = (count: number, start = 0) =>
  Array.from({ length: count }, (_, index) => ({ id: `ligne ${start + index}` }));

function renderTable(props: {
  rowCount: number;
  page: number;
  total: number;
  isTotalCapped?: boolean;
  isRefreshing?: boolean;
}) {
  const onPageChange = vi.fn();
  render(
    <PagedTable
      label="Liste"
      columns={columns}
      rows={rowsOf(props.rowCount, (props.page - 1) * 25)}
      getRowId={(row) => row.id}
      total={props.total}
      isTotalCapped={props.isTotalCapped}
      isRefreshing={props.isRefreshing}
      page={props.page}
      pageSize={25}
      onPageChange={onPageChange}
    />,
  );
  return onPageChange;
}

describe("PagedTable past a capped count", () => {
  // The pagination and « Trier par » are a file of their own (list-controls.ts), loaded after the
  // list's first paint: fetched (and transformed) once here rather than against each test's wait.
  beforeAll(() => import("./list-controls.ts"), 30_000);

  afterEach(cleanup);

  // The pagination arrives after the table's first paint (its own file): found once it has.
  it("says « plus de 1 000 » and keeps « Page suivante » open", async () => {
    const onPageChange = renderTable({ rowCount: 25, page: 41, total: 1000, isTotalCapped: true });
    expect(await screen.findByText(/^1001–1025 sur plus de 1\s000$/)).toBeTruthy();
    const next = screen.getByRole("button", { name: "Page suivante" }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    next.click();
    expect(onPageChange).toHaveBeenCalledWith(42);
  });

  it("knows the exact total from a short last page", async () => {
    const onPageChange = renderTable({ rowCount: 10, page: 45, total: 1000, isTotalCapped: true });
    expect(await screen.findByText("1101–1110 sur 1110")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Page suivante" }) as HTMLButtonElement).disabled).toBe(true);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it("counts exactly below the cap", async () => {
    renderTable({ rowCount: 25, page: 1, total: 40 });
    expect(await screen.findByText("1–25 sur 40")).toBeTruthy();
  });
});

describe("PagedTable while the page asked for loads", () => {
  afterEach(cleanup);

  it("marks the previous page's rows busy, and not once the page has come", () => {
    renderTable({ rowCount: 25, page: 2, total: 40, isRefreshing: true });
    const table = screen.getByRole("table", { name: "Liste" });
    expect(table.getAttribute("aria-busy")).toBe("true");
    expect(getComputedStyle(table).opacity).toBe("0.6");
    cleanup();
    renderTable({ rowCount: 15, page: 2, total: 40 });
    expect(screen.getByRole("table", { name: "Liste" }).getAttribute("aria-busy")).toBe("false");
  });
});
