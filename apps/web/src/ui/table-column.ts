import type { ReactNode } from "react";

/** Where a column shows on a phone, where each row is a card (see RecordTable). */
type CardPlace = "title" | "line" | "actions" | "hidden";

/** One column: its header `label`, how a row shows in it, and the API's sort key when sortable. */
export interface TableColumn<Row> {
  id: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** The `sort` value sent to the API (`lastname`); `-lastname` sorts descending. */
  sortKey?: string;
  align?: "left" | "right" | "center";
  /** The column's minimum width (px or CSS length), e.g. for long names that wrap. */
  minWidth?: number | string;
  /** Keeps the cells on one line (ids, e-mails, dates). */
  noWrap?: boolean;
  /** Its cells name their row (`<th scope="row">`), as an evaluation's title in a student's grades. */
  isRowHeader?: boolean;
  /**
   * On a card: its title, a « label : value » line (the default), the buttons at its foot without a
   * label, or left out (shown by another column's card rendering). Without a title column, the first
   * column is the title.
   */
  card?: CardPlace;
  /** What the card shows, when it differs from the table's cell (a name with its link, a plain number). */
  renderCard?: (row: Row) => ReactNode;
}

interface CardColumns<Row> {
  title: TableColumn<Row> | undefined;
  lines: TableColumn<Row>[];
  actions: TableColumn<Row>[];
}

/** Splits the columns into a card's title, its lines and its actions. */
export function cardColumns<Row>(columns: readonly TableColumn<Row>[]): CardColumns<Row> {
  const title = columns.find((column) => column.card === "title") ?? columns[0];
  const placeOf = (column: TableColumn<Row>) => column.card ?? "line";
  return {
    title,
    lines: columns.filter((column) => column !== title && placeOf(column) === "line"),
    actions: columns.filter((column) => column !== title && placeOf(column) === "actions"),
  };
}

/** The card's content of a column. */
export const renderOnCard = <Row>(column: TableColumn<Row>, row: Row): ReactNode =>
  (column.renderCard ?? column.render)(row);

/** The « Actions » column: its buttons on the right, at the foot of the card on a phone. */
export const actionsColumn = <Row>(render: (row: Row) => ReactNode): TableColumn<Row> => ({
  id: "actions",
  label: "Actions",
  align: "right",
  card: "actions",
  render,
});

/**
 * A list's rows while the previous page's stand in for the one asked for: dimmed after a moment (a
 * quick answer does not flash), back at once.
 */
export const refreshingSx = (isRefreshing: boolean) =>
  isRefreshing ? { opacity: 0.6, transition: "opacity 150ms 200ms" } : { opacity: 1 };
