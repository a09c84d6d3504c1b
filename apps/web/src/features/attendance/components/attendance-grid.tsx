import {
  ATTENDANCE_LABELS,
  ATTENDANCE_MESSAGES,
  type AttendanceItem,
  MARK_SOURCE_LABELS,
} from "@campus/contracts/attendance";
import { formatNumber } from "@campus/contracts/format-number";
import { de } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import { listName } from "@campus/contracts/people";
import type { SlotDetail } from "@campus/contracts/slots";
import { zodResolver } from "@hookform/resolvers/zod";
import DoneAllOutlined from "@mui/icons-material/DoneAllOutlined";
import QrCode2Outlined from "@mui/icons-material/QrCode2Outlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardHeader from "@mui/material/CardHeader";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { type Control, Controller, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { ROLL_CALL_ANCHOR } from "../../../entities/attendance/index.ts";
import { MarkHistoryButton } from "../../../entities/mark-history/index.ts";
import { AttendanceSheetButton } from "../../../entities/slots/index.ts";
import { formatTime } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import { SAVE_SHORTCUT, useSaveShortcut } from "../../../ui/use-save-shortcut.ts";
import { useSaveAttendance } from "../api/save-attendance.ts";
import { useSlotAttendance } from "../api/slot-attendance.ts";
import {
  type AttendanceFormValues,
  attendanceFormSchema,
  attendanceFormValues,
  type MarkStatus,
  toSaveAttendanceBody,
} from "./attendance-form-schema.ts";

/** The roll may be called from 15 minutes before the start (the API's rule). */
const ROLL_CALL_EARLY_MS = 15 * 60 * 1000;
const STATUS_COLORS = { present: "success", absent: "error", late: "warning" } as const;
const STATUSES = ["present", "absent", "late"] as const;
/**
 * A row's height: name and number beside the toggles, or above them on a phone. The placeholder rows
 * shown while the roll loads take it too, so the card does not grow when the students arrive.
 */
const ROW_MIN_HEIGHT = { xs: 113, sm: 65 };
const ROW_SX = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  alignContent: "center",
  gap: { xs: 1, sm: 2 },
  minHeight: ROW_MIN_HEIGHT,
  px: 2,
  py: 1.25,
  borderBottom: 1,
  borderColor: "divider",
} as const;
const LIST_SX = { listStyle: "none", m: 0, p: 0, borderTop: 1, borderColor: "divider" } as const;
/** The toolbar's and the save bar's row: their two ends apart, wrapping on narrow screens. */
const SPREAD_ROW_SX = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 2,
  px: 2,
} as const;
const TOOLBAR_SX = { ...SPREAD_ROW_SX, pb: 2 } as const;
const BAR_SX = {
  position: "sticky",
  bottom: 0,
  zIndex: 1,
  ...SPREAD_ROW_SX,
  py: 1.5,
  bgcolor: "background.paper",
  borderTop: 1,
  borderColor: "divider",
} as const;

/** Why the roll cannot be called on this slot now, or null when it can. */
function rollCallBlocker(slot: SlotDetail, now: number): string | null {
  if (slot.status !== "validated" && slot.status !== "held") return ATTENDANCE_MESSAGES.slotNotOpen;
  if (new Date(slot.startsAt).getTime() - ROLL_CALL_EARLY_MS > now) return ATTENDANCE_MESSAGES.notStarted;
  return null;
}

function Summary({ control }: { control: Control<AttendanceFormValues> }) {
  const marks = useWatch({ control, name: "marks" });
  const count = (status: MarkStatus) => marks.filter((mark) => mark.status === status).length;
  const parts = [
    `${count("present")} présent${count("present") > 1 ? "s" : ""}`,
    `${count("absent")} absent${count("absent") > 1 ? "s" : ""}`,
    `${count("late")} en retard`,
    `${count("")} non marqué${count("") > 1 ? "s" : ""}`,
  ];
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="attendance-summary">
      {parts.join(" · ")}
    </Typography>
  );
}

interface RowProps {
  slotId: string;
  index: number;
  item: AttendanceItem;
  control: Control<AttendanceFormValues>;
  isDisabled: boolean;
}

function AttendanceRow({ slotId, index, item, control, isDisabled }: RowProps) {
  const name = listName(item.student);
  const status = useWatch({ control, name: `marks.${index}.status` });
  return (
    <Box component="li" sx={ROW_SX}>
      <Box sx={{ flex: "1 1 200px", minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          N° {item.student.studentNumber}
          {item.mark?.excused ? " · absence justifiée" : ""}
          {item.mark?.signedAt
            ? ` · signé à ${formatTime(item.mark.signedAt)}`
            : item.mark
              ? ` · ${MARK_SOURCE_LABELS.teacher.toLocaleLowerCase("fr")}`
              : ""}
        </Typography>
      </Box>
      <Controller
        control={control}
        name={`marks.${index}.status`}
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={field.value || null}
            onChange={(_, next: MarkStatus | null) => {
              // A mark cannot be taken back to "not marked": a second click keeps it.
              if (next) field.onChange(next);
            }}
            aria-label={`Présence ${de(name)}`}
            disabled={isDisabled}
          >
            {STATUSES.map((value) => (
              <ToggleButton key={value} value={value} color={STATUS_COLORS[value]} sx={{ px: 1.5 }}>
                {ATTENDANCE_LABELS[value]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      />
      {status === "late" ? (
        <Controller
          control={control}
          name={`marks.${index}.lateMinutes`}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              size="small"
              label="Minutes"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              disabled={isDisabled}
              sx={{ width: 110 }}
              slotProps={{
                htmlInput: { inputMode: "numeric", "aria-label": `Minutes de retard ${de(name)}` },
              }}
            />
          )}
        />
      ) : null}
      {item.mark ? (
        <MarkHistoryButton
          target={{ kind: "attendance", slotId, studentId: item.student.id }}
          label={`Historique de la présence ${de(name)}`}
        />
      ) : null}
    </Box>
  );
}

function AttendanceForm({ slot, items }: { slot: SlotDetail; items: readonly AttendanceItem[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const saveAttendance = useSaveAttendance(slot.id);
  const [search, setSearch] = useState("");
  const form = useForm<AttendanceFormValues>({
    resolver: zodResolver(attendanceFormSchema),
    // A refetch brings the others' marks, but not over what the user changed.
    values: attendanceFormValues(items),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    control,
    setValue,
    reset,
    formState: { isDirty },
  } = form;
  const blocker = rollCallBlocker(slot, Date.now());
  const isDisabled = blocker !== null;

  const visible = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase("fr");
    const rows = items.map((item, index) => ({ item, index }));
    if (!needle) return rows;
    return rows.filter(({ item }) =>
      `${listName(item.student)} ${item.student.firstname} ${item.student.lastname} ${item.student.studentNumber}`
        .toLocaleLowerCase("fr")
        .includes(needle),
    );
  }, [items, search]);

  const handleAllPresent = () => {
    items.forEach((_, index) => {
      setValue(`marks.${index}.status`, "present", { shouldDirty: true });
    });
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveAttendance.mutateAsync(toSaveAttendanceBody(values));
      reset(attendanceFormValues(saved.items));
      enqueueSnackbar(MESSAGES.saveOk, { variant: "success" });
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" });
    }
  });

  useSaveShortcut(() => {
    if (isDirty && !isDisabled && !saveAttendance.isPending) void handleSubmit();
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <BlockerAlert blocker={blocker} />
      <Box sx={TOOLBAR_SX}>
        <SearchField value={search} onChange={setSearch} label="Rechercher un apprenant" />
        <Button
          variant="outlined"
          startIcon={<DoneAllOutlined />}
          onClick={handleAllPresent}
          disabled={isDisabled}
        >
          Tous présents
        </Button>
      </Box>
      <Box component="ul" aria-label="Appel des apprenants" sx={LIST_SX}>
        {visible.map(({ item, index }) => (
          <AttendanceRow
            key={item.student.id}
            slotId={slot.id}
            index={index}
            item={item}
            control={control}
            isDisabled={isDisabled}
          />
        ))}
      </Box>
      {visible.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: "center" }}>
          Aucun apprenant ne correspond à la recherche
        </Typography>
      ) : null}
      <Box sx={BAR_SX}>
        <Box>
          <Summary control={control} />
          {isDirty ? (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: "italic" }}>
              Modifications non enregistrées
            </Typography>
          ) : null}
        </Box>
        <Button
          type="submit"
          variant="contained"
          loading={saveAttendance.isPending}
          disabled={isDisabled}
          aria-keyshortcuts={SAVE_SHORTCUT}
          title="Ctrl+S"
        >
          Enregistrer les présences
        </Button>
      </Box>
    </Box>
  );
}

/** Why the roll cannot be called now, above the roll; nothing when it can. */
function BlockerAlert({ blocker }: { blocker: string | null }) {
  return blocker ? (
    <Alert severity="info" sx={{ mx: 2, mb: 2 }}>
      {blocker}
    </Alert>
  ) : null;
}

/**
 * While the roll loads: the form's toolbar, one placeholder row per enrolled student (the slot says how
 * many) and the save bar, at their final sizes, so that nothing below moves when the names arrive.
 */
function RollCallPlaceholder({ slot, rows }: { slot: SlotDetail; rows: number }) {
  const blocker = rollCallBlocker(slot, Date.now());
  return (
    <Box aria-busy="true" data-testid="attendance-placeholder">
      <BlockerAlert blocker={blocker} />
      <Box sx={TOOLBAR_SX}>
        <SearchField value="" onChange={() => undefined} label="Rechercher un apprenant" />
        <Button variant="outlined" startIcon={<DoneAllOutlined />} disabled>
          Tous présents
        </Button>
      </Box>
      <Box sx={LIST_SX}>
        {Array.from({ length: rows }, (_, index) => `placeholder-${index}`).map((key) => (
          <Box key={key} sx={ROW_SX}>
            <Skeleton variant="text" width="40%" />
          </Box>
        ))}
      </Box>
      <Box sx={BAR_SX}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Chargement de l'appel…
          </Typography>
        </Box>
        <Button variant="contained" disabled>
          Enregistrer les présences
        </Button>
      </Box>
    </Box>
  );
}

/** The roll call of a slot: every enrolled student, Présent / Absent / En retard, saved at once. */
export function AttendanceGrid({ slot }: { slot: SlotDetail }) {
  const attendance = useSlotAttendance(slot.id);
  // Until the roll has loaded, the slot's own count (staff see it) sizes the card.
  const count = attendance.data?.items.length ?? slot.attendance?.enrolled ?? 0;
  // In the order of the names shown (a usage name comes before the birth name).
  const items = useMemo(
    () =>
      [...(attendance.data?.items ?? [])].sort((a, b) =>
        listName(a.student).localeCompare(listName(b.student), "fr"),
      ),
    [attendance.data],
  );

  return (
    <Card
      component="section"
      id={ROLL_CALL_ANCHOR}
      aria-labelledby="attendance-title"
      sx={{ mb: 3, overflow: "visible", scrollMarginTop: 88 }}
    >
      <CardHeader
        title="Appel"
        subheader={
          attendance.data || slot.attendance
            ? `${formatNumber(count)} apprenant${count > 1 ? "s" : ""} inscrit${count > 1 ? "s" : ""}`
            : "\u00a0"
        }
        action={
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, maxWidth: "100%" }}>
            <Button
              component={Link}
              to={`/dashboard/sessionfac/${encodeURIComponent(slot.id)}/emargement`}
              variant="outlined"
              startIcon={<QrCode2Outlined />}
            >
              Émargement
            </Button>
            <AttendanceSheetButton slotId={slot.id} />
          </Box>
        }
        slotProps={{ title: { variant: "h6", component: "h2", id: "attendance-title" } }}
        sx={{ flexWrap: "wrap", gap: 1, "& .MuiCardHeader-action": { m: 0, maxWidth: "100%" } }}
      />
      {attendance.isPending && count > 0 ? (
        <RollCallPlaceholder slot={slot} rows={count} />
      ) : attendance.isPending ? (
        <Box sx={{ px: 2, pb: 2, display: "grid", gap: 1 }} aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={52} />
          ))}
        </Box>
      ) : attendance.isError ? (
        <LoadErrorAlert query={attendance} message="Impossible de charger l'appel." sx={{ mx: 2, mb: 2 }} />
      ) : count === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 3 }}>
          Aucun apprenant inscrit à ce cours.
        </Typography>
      ) : (
        <AttendanceForm slot={slot} items={items} />
      )}
    </Card>
  );
}
