import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PagedTable } from "./paged-table.tsx";
import { RecordTable } from "./record-table.tsx";
import type { TableColumn } from "./table-column.ts";

interface Person {
  id: string;
  lastname: string;
  firstname: string;
  email: string;
}

const PEOPLE: Person[] = [
  { id: "p1", lastname: "Martin", firstname: "Léa", email: "lea.martin@ata.example" },
  { id: "p2", lastname: "Durand", firstname: "Hugo", email: "hugo.durand@ata.example" },
];

const onRemove = vi.fn();
const COLUMNS: TableColumn<Person>[] = [
  {
    id: "number",
    label: "Identifiant",
    render: (person) => <a href={`/people/${person.id}`}>{person.id}</a>,
  },
  {
    id: "lastname",
    label: "Nom",
    sortKey: "lastname",
    render: (person) => person.lastname,
    card: "title",
    renderCard: (person) => <a href={`/people/${person.id}`}>{`${person.lastname} ${person.firstname}`}</a>,
  },
  { id: "firstname", label: "Prénom", render: (person) => person.firstname, card: "hidden" },
  { id: "email", label: "E-mail", sortKey: "email", render: (person) => person.email },
  {
    id: "actions",
    label: "Actions",
    card: "actions",
    render: (person) => (
      <button type="button" onClick={() => onRemove(person.id)}>
        {`Retirer ${person.lastname}`}
      </button>
    ),
  },
];

/** MUI's useMediaQuery asks matchMedia: below 600 px, `(max-width:599.95px)` matches. */
function setScreenWidth(width: number) {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const minWidth = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    const matches =
      (maxWidth === undefined || width <= Number(maxWidth)) &&
      (minWidth === undefined || width >= Number(minWidth));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    } as MediaQueryList;
  });
}

interface RenderOptions {
  rows?: Person[];
  onRowClick?: (person: Person) => void;
  total?: number;
  isTotalCapped?: boolean;
  page?: number;
  isLoading?: boolean;
}

function renderTable(options: RenderOptions = {}) {
  const onPageChange = vi.fn();
  const onSortChange = vi.fn();
  render(
    <PagedTable
      label="Liste des personnes"
      columns={COLUMNS}
      rows={options.rows ?? PEOPLE}
      getRowId={(person) => person.id}
      total={options.total ?? PEOPLE.length}
      isTotalCapped={options.isTotalCapped}
      page={options.page ?? 1}
      pageSize={2}
      onPageChange={onPageChange}
      sort="lastname"
      onSortChange={onSortChange}
      onRowClick={options.onRowClick}
      isLoading={options.isLoading}
      emptyText="Personne"
    />,
  );
  return { onPageChange, onSortChange };
}

describe("PagedTable on a phone", () => {
  // The pagination and « Trier par » are a file of their own (list-controls.ts), loaded after the
  // list's first paint: fetched (and transformed) once here rather than against each test's wait.
  beforeAll(() => import("./list-controls.ts"), 30_000);

  beforeEach(() => setScreenWidth(390));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    onRemove.mockReset();
  });

  it("shows one card per row: the title column, « label : value » lines, actions without label", () => {
    renderTable();
    expect(screen.queryByRole("table")).toBeNull();
    const list = screen.getByRole("list", { name: "Liste des personnes" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);

    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Martin Léa" }).getAttribute("href")).toBe("/people/p1");
    const terms = within(first)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const values = within(first)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    // The hidden first name and the title's column are no lines; the actions have no label.
    expect(terms).toEqual(["Identifiant", "E-mail"]);
    expect(values).toEqual(["p1", "lea.martin@ata.example"]);
    expect(within(first).getByRole("button", { name: "Retirer Martin" })).toBeTruthy();
  });

  it("opens the record on a click or Enter, but not from an action button", async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    const card = screen.getAllByRole("listitem")[1] as HTMLElement;
    expect(card.tabIndex).toBe(0);

    await userEvent.click(within(card).getByText("hugo.durand@ata.example"));
    expect(onRowClick).toHaveBeenLastCalledWith(PEOPLE[1]);

    fireEvent.keyDown(card, { key: "Enter" });
    expect(onRowClick).toHaveBeenCalledTimes(2);

    await userEvent.click(within(card).getByRole("button", { name: "Retirer Durand" }));
    expect(onRemove).toHaveBeenCalledWith("p2");
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it("without a row click, the cards are no tab stops: the title's link opens the record", () => {
    renderTable();
    const card = screen.getAllByRole("listitem")[0] as HTMLElement;
    expect(card.hasAttribute("tabindex")).toBe(false);
    expect(within(card).getAllByRole("link")).toHaveLength(2);
  });

  it("sorts from « Trier par », each sortable column both ways", async () => {
    const { onSortChange } = renderTable();
    // « Trier par » arrives after the cards (its own file).
    const select = await screen.findByRole("combobox", { name: "Trier par" });
    expect(select.textContent).toBe("Nom, croissant");
    fireEvent.mouseDown(select);
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual([
      "Nom, croissant",
      "Nom, décroissant",
      "E-mail, croissant",
      "E-mail, décroissant",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "E-mail, décroissant" }));
    expect(onSortChange).toHaveBeenCalledWith("-email");
  });

  it("keeps the pagination past a capped count: « plus de 1 000 » and « Page suivante »", async () => {
    const { onPageChange } = renderTable({ total: 1000, isTotalCapped: true, page: 3 });
    expect(await screen.findByText(/^5–6 sur plus de 1\s000$/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Page suivante" }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it("says when there is nothing, and shows skeleton cards while loading", () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText("Personne")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    cleanup();
    renderTable({ rows: [], total: 0, isLoading: true });
    expect(screen.getAllByTestId("table-skeleton")).toHaveLength(3);
    expect(screen.getByRole("list", { name: "Liste des personnes" }).getAttribute("aria-busy")).toBe("true");
  });
});

describe("PagedTable from 600 px", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("stays a table with every column and sortable headers, without « Trier par »", () => {
    setScreenWidth(600);
    renderTable();
    const table = screen.getByRole("table", { name: "Liste des personnes" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Identifiant", "Nom", "Prénom", "E-mail", "Actions"]);
    expect(screen.queryByRole("combobox", { name: "Trier par" })).toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("names each row by its row-header column", () => {
    setScreenWidth(1024);
    render(
      <RecordTable
        label="Notes"
        columns={[
          { ...(COLUMNS[1] as TableColumn<Person>), isRowHeader: true },
          COLUMNS[3] as TableColumn<Person>,
        ]}
        rows={PEOPLE}
        getRowId={(person) => person.id}
      />,
    );
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["Martin", "Durand"]);
    expect(screen.getByRole("row", { name: /Durand/ }).querySelectorAll("td")).toHaveLength(1);
  });
});
