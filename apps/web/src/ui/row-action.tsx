import IconButton, { type IconButtonProps } from "@mui/material/IconButton";
import type { ReactNode } from "react";
import { DeferredTooltip } from "./deferred-tooltip.tsx";

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

/** A small icon button of a list's row, its action said in a tooltip (loaded after the list's first paint). */
export function RowAction({ title, label, icon, onClick, color }: RowActionProps) {
  return (
    <DeferredTooltip title={title}>
      <IconButton size="small" aria-label={label} onClick={onClick} color={color}>
        {icon}
      </IconButton>
    </DeferredTooltip>
  );
}
