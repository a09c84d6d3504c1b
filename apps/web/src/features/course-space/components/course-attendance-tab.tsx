import type { CourseDetail, EnrolledStudent } from "@campus/contracts/courses";
import { formatNumber, formatPercent } from "@campus/contracts/format-number";
import { listName } from "@campus/contracts/people";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { StudentRowsTable } from "../../../entities/courses/index.ts";
import { useSlots } from "../../../entities/slots/index.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { useCourseAbsences } from "../api/course-absences.ts";
import { studentProfilePath } from "./course-paths.ts";

interface AttendanceRow {
  student: EnrolledStudent;
  present: number;
  absent: number;
  late: number;
  excused: number;
  /** absences / past slots, 0..1; null before the first slot. */
  rate: number | null;
}

const SORT_KEYS = ["name", "present", "absent", "late", "rate"] as const;
type SortKey = (typeof SORT_KEYS)[number];

function compareRows(key: SortKey, a: AttendanceRow, b: AttendanceRow): number {
  if (key === "name") return listName(a.student).localeCompare(listName(b.student), "fr");
  return (a[key] ?? -1) - (b[key] ?? -1);
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: "1.5rem", fontWeight: 700 }}>{value}</Typography>
    </Box>
  );
}

/**
 * The Présences tab: per student, presences, absences and lateness over the course's past slots.
 * No endpoint gives a course's attendance per student: absences and lateness come from
 * `GET /api/absences?courseId=` (all pages) grouped here, and presences are the slots over
 * (validated or held) without an absence or a lateness.
 */
export function CourseAttendanceTab({ course }: { course: CourseDetail }) {
  const [now] = useState(() => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString());
  const absences = useCourseAbsences(course.id);
  const past = { courseId: course.id, to: now, page: 1, pageSize: 1, sort: "startsAt" } as const;
  const held = useSlots({ ...past, status: "held" });
  const validated = useSlots({ ...past, status: "validated" });
  // Slots running now started before `now` but are not over: not counted yet.
  const running = useSlots({
    courseId: course.id,
    from: now,
    to: now,
    page: 1,
    pageSize: 50,
    sort: "startsAt",
  });
  const list = useListParams({ namespace: "presences", filterKeys: ["q"], defaultSort: "name" });
  const { sort } = list;

  const pastCount =
    held.data && validated.data && running.data
      ? held.data.total +
        validated.data.total -
        running.data.items.filter((slot) => slot.status === "held" || slot.status === "validated").length
      : undefined;

  const rows = useMemo(() => {
    if (!absences.data || pastCount === undefined) return undefined;
    const byStudent = new Map<string, { absent: number; late: number; excused: number }>();
    for (const absence of absences.data) {
      const entry = byStudent.get(absence.student.id) ?? { absent: 0, late: 0, excused: 0 };
      if (absence.status === "absent") entry.absent += 1;
      if (absence.status === "late") entry.late += 1;
      if (absence.excused) entry.excused += 1;
      byStudent.set(absence.student.id, entry);
    }
    return course.students.map((student): AttendanceRow => {
      const entry = byStudent.get(student.id) ?? { absent: 0, late: 0, excused: 0 };
      return {
        student,
        ...entry,
        present: Math.max(0, pastCount - entry.absent - entry.late),
        rate: pastCount > 0 ? entry.absent / pastCount : null,
      };
    });
  }, [absences.data, pastCount, course.students]);

  const sortedRows = useMemo(() => {
    if (!rows) return undefined;
    const requested = sort.startsWith("-") ? sort.slice(1) : sort;
    const key: SortKey = SORT_KEYS.find((item) => item === requested) ?? "name";
    const direction = sort.startsWith("-") ? -1 : 1;
    return [...rows].sort((a, b) => direction * compareRows(key, a, b));
  }, [rows, sort]);

  const isError = absences.isError || held.isError || validated.isError || running.isError;
  if (isError) {
    const refetchAll = () => {
      void absences.refetch();
      void held.refetch();
      void validated.refetch();
      void running.refetch();
    };
    return <LoadErrorAlert query={{ refetch: refetchAll }} message="Impossible de charger les présences." />;
  }

  const totals = rows?.reduce(
    (sum, row) => ({
      absent: sum.absent + row.absent,
      late: sum.late + row.late,
      excused: sum.excused + row.excused,
    }),
    { absent: 0, late: 0, excused: 0 },
  );

  const columns: TableColumn<AttendanceRow>[] = [
    {
      id: "name",
      label: "Apprenant",
      sortKey: "name",
      render: (row) => (
        <Link component={RouterLink} to={studentProfilePath(row.student.id)} sx={{ fontWeight: 600 }}>
          {listName(row.student)}
        </Link>
      ),
    },
    {
      id: "present",
      label: "Présences",
      sortKey: "present",
      align: "right",
      render: (row) => formatNumber(row.present),
    },
    {
      id: "absent",
      label: "Absences",
      sortKey: "absent",
      align: "right",
      render: (row) => formatNumber(row.absent),
    },
    {
      id: "late",
      label: "Retards",
      sortKey: "late",
      align: "right",
      render: (row) => formatNumber(row.late),
    },
    { id: "excused", label: "Justifiées", align: "right", render: (row) => formatNumber(row.excused) },
    {
      id: "rate",
      label: "Taux d'absence",
      sortKey: "rate",
      align: "right",
      noWrap: true,
      render: (row) => (row.rate === null ? "—" : formatPercent(row.rate)),
    },
  ];

  return (
    <Card component="section" aria-label="Présences des apprenants">
      <Box sx={{ p: 2, display: "flex", flexWrap: "wrap", gap: 3 }}>
        <Stat label="Séances terminées" value={pastCount === undefined ? "…" : formatNumber(pastCount)} />
        <Stat label="Absences" value={totals ? formatNumber(totals.absent) : "…"} />
        <Stat label="Retards" value={totals ? formatNumber(totals.late) : "…"} />
        <Stat label="Justifiées" value={totals ? formatNumber(totals.excused) : "…"} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
        Sur les séances terminées du cours (validées ou réalisées). Les présences sont ces séances sans
        absence ni retard enregistrés.
      </Typography>
      <StudentRowsTable
        list={list}
        students={course.students}
        rows={sortedRows}
        studentOf={(row) => row.student}
        label="Présences par apprenant"
        columns={columns}
        sort={sort}
        onSortChange={list.setSort}
        isLoading={!sortedRows}
        minWidth={720}
      />
    </Card>
  );
}
