import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";

export type StudentImportKind = "students" | "enrolments";

/** The students list's « Importer » menu: students' records, or their enrolments in courses. */
export function StudentImportMenu({
  anchor,
  onClose,
  onChoose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onChoose: (kind: StudentImportKind) => void;
}) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem onClick={() => onChoose("students")}>
        <ListItemText primary="Importer des apprenants" secondary="Créer ou mettre à jour des fiches" />
      </MenuItem>
      <MenuItem onClick={() => onChoose("enrolments")}>
        <ListItemText primary="Importer des inscriptions" secondary="Inscrire des apprenants à des cours" />
      </MenuItem>
    </Menu>
  );
}
