import type { Enrolment } from "@campus/contracts/enrolments";
import { plural } from "@campus/contracts/french";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import PersonRemoveOutlined from "@mui/icons-material/PersonRemoveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { useEnrolments } from "../api/enrolments.ts";
import { enrolmentColumns, enrolmentKey } from "./enrolment-columns.tsx";
import { EnrolmentsFilters } from "./enrolments-filters.tsx";
import type { useEnrolmentList } from "./use-enrolment-list.ts";

// The form loads with its dialog, not with the page.
const WithdrawDialog = loadWhenShown(() =>
  import("./withdraw-dialog.tsx").then((module) => module.WithdrawDialog),
);

interface EnrolmentsTabProps {
  list: ReturnType<typeof useEnrolmentList>;
  onShowHistory: (filter: { studentId?: string; courseId?: string }) => void;
  /** Shown when the school has no enrolment at all: what to do first. */
  emptyText: string;
}

/**
 * Who follows which course: filtered, paged, each enrolment selectable; the selection (across pages) is
 * withdrawn at once, a row's own button withdraws it alone.
 */
export function EnrolmentsTab({ list, onShowHistory, emptyText }: EnrolmentsTabProps) {
  const enrolments = useEnrolments(list.query);
  const [selected, setSelected] = useState<ReadonlyMap<string, Enrolment>>(new Map());
  const [withdrawing, setWithdrawing] = useState<readonly Enrolment[] | null>(null);
  const rows = enrolments.data?.items ?? [];
  const selectedOnPage = rows.filter((row) => selected.has(enrolmentKey(row))).length;

  const toggle = (enrolment: Enrolment) =>
    setSelected((current) => {
      const next = new Map(current);
      const key = enrolmentKey(enrolment);
      if (!next.delete(key)) next.set(key, enrolment);
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      const isWholePage = rows.every((row) => next.has(enrolmentKey(row)));
      for (const row of rows) {
        if (isWholePage) next.delete(enrolmentKey(row));
        else next.set(enrolmentKey(row), row);
      }
      return next;
    });
  const handleWithdrawn = () => {
    setSelected((current) => {
      const next = new Map(current);
      for (const enrolment of withdrawing ?? []) next.delete(enrolmentKey(enrolment));
      return next;
    });
    setWithdrawing(null);
  };

  const columns = enrolmentColumns({
    isSelected: (enrolment) => selected.has(enrolmentKey(enrolment)),
    onToggle: toggle,
    onShowHistory: (enrolment) => onShowHistory({ studentId: enrolment.student.id }),
    onWithdraw: (enrolment) => setWithdrawing([enrolment]),
  });

  return (
    <>
      <EnrolmentsFilters list={list} />
      <Divider />
      <Box
        role="group"
        aria-label="Sélection des inscriptions"
        sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, px: 2, py: 1 }}
      >
        <FormControlLabel
          label="Sélectionner la page"
          disabled={rows.length === 0}
          control={
            <Checkbox
              size="small"
              checked={rows.length > 0 && selectedOnPage === rows.length}
              indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
              onChange={togglePage}
            />
          }
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mr: "auto" }}>
          {selected.size === 0
            ? "Aucune inscription sélectionnée"
            : `${plural(selected.size, "inscription sélectionnée", "inscriptions sélectionnées")}`}
        </Typography>
        {selected.size > 0 ? (
          <Button size="small" color="inherit" onClick={() => setSelected(new Map())}>
            Tout désélectionner
          </Button>
        ) : null}
        {list.query.courseId ? (
          <Button
            size="small"
            startIcon={<HistoryOutlined />}
            onClick={() => onShowHistory({ courseId: list.query.courseId })}
          >
            Historique du cours
          </Button>
        ) : null}
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<PersonRemoveOutlined />}
          disabled={selected.size === 0}
          onClick={() => setWithdrawing([...selected.values()])}
        >
          Retirer la sélection
        </Button>
      </Box>
      <Divider />
      <PagedTable
        label="Liste des inscriptions"
        columns={columns}
        {...pagedQueryProps(enrolments)}
        getRowId={enrolmentKey}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sort={list.sort}
        onSortChange={list.setSort}
        errorText="Impossible de charger la liste des inscriptions."
        emptyText={list.hasFilters ? "Aucune inscription ne correspond à ces filtres" : emptyText}
        minWidth={960}
      />
      {withdrawing ? (
        <WithdrawDialog
          enrolments={withdrawing}
          onClose={() => setWithdrawing(null)}
          onWithdrawn={handleWithdrawn}
        />
      ) : null}
    </>
  );
}
