import { HAND_IN_FILTER_LABELS, HAND_IN_FILTERS, type HandInFilter } from "@campus/contracts/assignments";
import { formatNumber } from "@campus/contracts/format-number";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";

type Counts = Record<HandInFilter | "all", number>;

interface HandInFilterChipsProps {
  value: HandInFilter | undefined;
  counts: Counts | undefined;
  onChange: (value: HandInFilter | undefined) => void;
}

const label = (text: string, count: number | undefined) =>
  count === undefined ? text : `${text} (${formatNumber(count)})`;

/** « Tous », « Rendu (12) », « En retard (3) », « Non rendu (5) »: one pressed at a time. */
export function HandInFilterChips({ value, counts, onChange }: HandInFilterChipsProps) {
  const choices: { key: HandInFilter | undefined; text: string; count: number | undefined }[] = [
    { key: undefined, text: "Tous", count: counts?.all },
    ...HAND_IN_FILTERS.map((key) => ({ key, text: HAND_IN_FILTER_LABELS[key], count: counts?.[key] })),
  ];
  return (
    <Stack direction="row" role="group" aria-label="Filtrer les rendus" sx={{ flexWrap: "wrap", gap: 1 }}>
      {choices.map((choice) => {
        const isPressed = choice.key === value;
        return (
          <Chip
            key={choice.key ?? "all"}
            label={label(choice.text, choice.count)}
            color={isPressed ? "primary" : "default"}
            variant={isPressed ? "filled" : "outlined"}
            aria-pressed={isPressed}
            onClick={() => onChange(choice.key)}
          />
        );
      })}
    </Stack>
  );
}
