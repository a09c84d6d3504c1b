import { formatNumber } from "@campus/contracts/format-number";
import type { ImportAction, ImportReport } from "@campus/contracts/imports";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { RecordTable } from "../../ui/record-table.tsx";
import type { TableColumn } from "../../ui/table-column.ts";

/** Beyond this, the tables show the first rows only (a file may hold thousands). */
const SHOWN_ROWS = 100;

const ACTION_LABELS: Record<ImportAction, string> = {
  create: "Création",
  update: "Mise à jour",
  skip: "Inchangée",
};
const ACTION_COLORS: Record<ImportAction, "success" | "info" | "default"> = {
  create: "success",
  update: "info",
  skip: "default",
};

function cellText(value: string | boolean | null | undefined): string {
  if (value === true) return "Oui";
  if (value === false) return "Non";
  return value ?? "";
}

type ReportError = ImportReport["errors"][number];
type ReportRow = ImportReport["rows"][number];

// A row has at most one error per column and reason.
const ERROR_COLUMNS: TableColumn<ReportError>[] = [
  {
    id: "row",
    label: "Ligne",
    render: (error) => error.row,
    card: "title",
    renderCard: (error) => `Ligne ${error.row}`,
  },
  { id: "field", label: "Champ", render: (error) => error.field },
  {
    id: "reason",
    label: "Erreur",
    render: (error) => (
      <Box component="span" sx={{ color: "error.main" }}>
        {error.reason}
      </Box>
    ),
  },
];

/** The valid rows' columns: the line, the action, then each column of the file. */
function rowColumns(fileColumns: string[]): TableColumn<ReportRow>[] {
  return [
    {
      id: "row",
      label: "Ligne",
      render: (row) => row.row,
      card: "title",
      renderCard: (row) => `Ligne ${row.row}`,
    },
    {
      id: "action",
      label: "Action",
      render: (row) => (
        <Chip size="small" label={ACTION_LABELS[row.action]} color={ACTION_COLORS[row.action]} />
      ),
    },
    ...fileColumns.map(
      (column): TableColumn<ReportRow> => ({
        id: `data-${column}`,
        label: column,
        render: (row) => cellText(row.data[column]),
        noWrap: true,
      }),
    ),
  ];
}

interface CountProps {
  label: string;
  value: number;
  color: string;
}

function Count({ label, value, color }: CountProps) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: "center", borderRadius: 2 }}>
      <Typography sx={{ fontSize: "1.5rem", fontWeight: 700, color }}>{formatNumber(value)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

interface ReportTableProps<Row> {
  /** The section's heading, before the count. */
  title: string;
  label: string;
  columns: TableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** « Les 100 {shownText} sur 2 345. » under a cut table. */
  shownText: string;
}

/** A section of the report: its heading with the count, then its first SHOWN_ROWS rows. */
function ReportTable<Row>({ title, label, columns, rows, getRowId, shownText }: ReportTableProps<Row>) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title} ({formatNumber(rows.length)})
      </Typography>
      <RecordTable
        label={label}
        columns={columns}
        rows={rows.slice(0, SHOWN_ROWS)}
        getRowId={getRowId}
        minWidth={420}
        isDense
      />
      {rows.length > SHOWN_ROWS ? (
        <Typography variant="caption" color="text.secondary">
          Les {SHOWN_ROWS} {shownText} sur {formatNumber(rows.length)}.
        </Typography>
      ) : null}
    </Box>
  );
}

/** The counts, the rows and the errors of an import's preview or commit. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { counts, rows, errors } = report;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row.data)))];
  const verb = report.committed
    ? { create: "Créées", update: "Mises à jour" }
    : { create: "À créer", update: "À mettre à jour" };

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
      <Box
        role="group"
        aria-label="Bilan"
        sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(4, 1fr)" } }}
      >
        <Count label={verb.create} value={counts.create} color="success.main" />
        <Count label={verb.update} value={counts.update} color="info.main" />
        <Count label="Ignorées" value={counts.skip} color="text.secondary" />
        <Count
          label="Erreurs"
          value={counts.error}
          color={counts.error > 0 ? "error.main" : "text.secondary"}
        />
      </Box>

      {report.defaultPassword ? (
        <Alert severity="warning">
          Les professeurs créés se connectent avec le mot de passe initial{" "}
          <Box component="strong" sx={{ fontFamily: "monospace" }}>
            {report.defaultPassword}
          </Box>{" "}
          : communiquez-le-leur et demandez-leur de le changer. Il n'est affiché qu'une fois.
        </Alert>
      ) : null}

      {errors.length > 0 ? (
        <ReportTable
          title="Erreurs"
          label="Erreurs de l'import"
          columns={ERROR_COLUMNS}
          rows={errors}
          getRowId={(error) => `${error.row}-${error.field}-${error.reason}`}
          shownText="premières erreurs"
        />
      ) : null}

      {rows.length > 0 ? (
        <ReportTable
          title="Lignes valides"
          label="Lignes valides de l'import"
          columns={rowColumns(columns)}
          rows={rows}
          getRowId={(row) => String(row.row)}
          shownText="premières lignes"
        />
      ) : null}
    </Box>
  );
}
