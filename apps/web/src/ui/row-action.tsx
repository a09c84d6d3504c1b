import IconButton, { type IconButtonProps } from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";

interface RowActionProps {
  /** The tooltip: the action in a word (« Modifier »). */
  title: string;
  /** The button's accessible name, which names the row (« Modifier l'évaluation Partiel »). */
  label: string;
  /** A small icon (`fontSize="small"`). */
  icon: ReactNode;
  onClick: () => void;
  color?: IconButtonProps["color"];
}

/** A small icon button of a list's row, its action said in a tooltip. */
export function RowAction({ title, label, icon, onClick, color }: RowActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={label} onClick={onClick} color={color}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
