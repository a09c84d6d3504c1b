import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import { useState } from "react";
import { RowAction } from "../../ui/row-action.tsx";
import type { MarkTarget } from "./mark-history.ts";
import { MarkHistoryDialog } from "./mark-history-dialog.tsx";

interface MarkHistoryButtonProps {
  target: MarkTarget;
  /** The button's accessible name and the dialog's title: « Historique de la note de Petit Léa pour Partiel ». */
  label: string;
}

/** « Historique » of one mark: a small icon button opening the mark's changes. */
export function MarkHistoryButton({ target, label }: MarkHistoryButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <RowAction
        title="Historique"
        label={label}
        icon={<HistoryOutlined fontSize="small" />}
        onClick={() => setIsOpen(true)}
      />
      {isOpen ? <MarkHistoryDialog target={target} title={label} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
