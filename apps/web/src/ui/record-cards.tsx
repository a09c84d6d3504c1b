import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Fragment, type KeyboardEvent } from "react";
import type { RecordTableProps } from "./record-table.tsx";
import { cardColumns, refreshingSx, renderOnCard } from "./table-column.ts";

/** RecordTable's props that its cards read (documented there). */
type RecordCardsProps<Row> = Pick<
  RecordTableProps<Row>,
  "label" | "columns" | "rows" | "getRowId" | "isLoading" | "isRefreshing" | "emptyText" | "onRowClick"
>;

const SKELETON_CARDS = [0, 1, 2];

const stopPropagation = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** Links and buttons of the lines and actions stay above the title's stretched link. */
const ABOVE_STRETCHED_LINK = { "& a, & button, & [role='button']": { position: "relative", zIndex: 1 } };

/**
 * The rows of a table as a list of cards, for phones: the title column heads each card, the other
 * columns follow as « label : value » lines, the actions at its foot. A card opens its record: on a
 * click when the table has `onRowClick` (and with Enter or Space), else through the title's link,
 * stretched over the whole card.
 */
export function RecordCards<Row>({
  label,
  columns,
  rows,
  getRowId,
  isLoading = false,
  isRefreshing = false,
  emptyText = "Aucun résultat",
  onRowClick,
}: RecordCardsProps<Row>) {
  const { title, lines, actions } = cardColumns(columns);

  if (!isLoading && (rows?.length ?? 0) === 0) {
    return (
      <Typography sx={{ py: 5, px: 2, textAlign: "center", color: "text.secondary" }}>{emptyText}</Typography>
    );
  }

  const handleKeyDown = (event: KeyboardEvent, row: Row) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={isLoading || isRefreshing}
      sx={[onRowClick ? CLICKABLE_CARDS_SX : LINKED_CARDS_SX, refreshingSx(isRefreshing)]}
    >
      {isLoading
        ? SKELETON_CARDS.map((index) => (
            <li key={index} data-testid="table-skeleton">
              <Skeleton width="60%" />
              <Skeleton />
              <Skeleton width="80%" />
            </li>
          ))
        : rows?.map((row) => (
            <li
              key={getRowId(row)}
              tabIndex={onRowClick ? 0 : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              onKeyDown={onRowClick ? (event) => handleKeyDown(event, row) : undefined}
            >
              {title ? <div className={CARD_TITLE}>{renderOnCard(title, row)}</div> : null}
              {lines.length > 0 ? (
                <dl className={CARD_LINES}>
                  {lines.map((column) => (
                    <Fragment key={column.id}>
                      <dt>{column.label}</dt>
                      <dd>{renderOnCard(column, row)}</dd>
                    </Fragment>
                  ))}
                </dl>
              ) : null}
              {actions.length > 0 ? (
                // The buttons act on the row without opening it.
                // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps its buttons' clicks from the card
                <div className={CARD_ACTIONS} onClick={stopPropagation} onKeyDown={stopPropagation}>
                  {actions.map((column) => (
                    <Fragment key={column.id}>{renderOnCard(column, row)}</Fragment>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
    </Box>
  );
}

// The cards' styles are the list's, written once, rather than an `sx` on each of a page's some 450
// elements (each styled on every render); no change of the phone's blocking time was measurable.
const CARD_TITLE = "record-card-title";
const CARD_LINES = "record-card-lines";
const CARD_ACTIONS = "record-card-actions";

function cardsSx(isClickable: boolean) {
  return {
    listStyle: "none",
    m: 0,
    p: 1.5,
    display: "grid",
    gap: 1.5,
    "& > li": {
      position: "relative",
      p: 2,
      border: 1,
      borderColor: "divider",
      borderRadius: 2,
      bgcolor: "background.paper",
      // A card that opens on a click (not a skeleton's).
      "&[tabindex]": { cursor: "pointer", "&:hover": { bgcolor: "action.hover" } },
      "&:has(a:hover)": { bgcolor: "action.hover" },
      "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
    },
    [`& .${CARD_TITLE}`]: {
      typography: "body1",
      fontWeight: 600,
      overflowWrap: "anywhere",
      // Without a row click, the title's link covers the card: tapping anywhere opens it.
      ...(isClickable
        ? {}
        : { "& a::after": { content: '""', position: "absolute", inset: 0, borderRadius: 2 } }),
    },
    [`& .${CARD_LINES}`]: {
      m: 0,
      mt: 1,
      display: "grid",
      gridTemplateColumns: "fit-content(45%) minmax(0, 1fr)",
      columnGap: 2,
      rowGap: 0.75,
      alignItems: "baseline",
      typography: "body2",
      ...ABOVE_STRETCHED_LINK,
      "& > dt": { color: "text.secondary" },
      "& > dd": { m: 0, minWidth: 0, overflowWrap: "anywhere" },
    },
    [`& .${CARD_ACTIONS}`]: {
      mt: 1.5,
      display: "flex",
      flexWrap: "wrap",
      justifyContent: "flex-end",
      alignItems: "center",
      gap: 1,
      "&:empty": { display: "none" },
      ...ABOVE_STRETCHED_LINK,
    },
  } as const;
}

const CLICKABLE_CARDS_SX = cardsSx(true);
const LINKED_CARDS_SX = cardsSx(false);
