import type { CourseDetail, EnrolledStudent } from "@campus/contracts/courses";
import { listName } from "@campus/contracts/people";
import GroupAddOutlined from "@mui/icons-material/GroupAddOutlined";
import PersonAddAlt1Outlined from "@mui/icons-material/PersonAddAlt1Outlined";
import PersonRemoveOutlined from "@mui/icons-material/PersonRemoveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useMemo, useState } from "react";
import { CourseStudentsTable } from "../../../entities/courses/index.ts";
import { formatDate } from "../../../lib/dates.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { emailColumn } from "../../../ui/email-column.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { RowAction } from "../../../ui/row-action.tsx";
import { SectionHeaderCard } from "../../../ui/section-header.tsx";
import { actionsColumn, type TableColumn } from "../../../ui/table-column.ts";
import { useConfirmedDeletion } from "../../../ui/use-confirmed-deletion.ts";
import { useUnenrolStudent } from "../api/unenrol-student.ts";

// The forms load with their dialog, not with the page.
const BulkEnrolDialog = loadWhenShown(() =>
  import("./bulk-enrol-dialog.tsx").then((module) => module.BulkEnrolDialog),
);
const EnrolStudentDialog = loadWhenShown(() =>
  import("./enrol-student-dialog.tsx").then((module) => module.EnrolStudentDialog),
);

interface EnrolledStudentsCardProps {
  course: CourseDetail;
  canManage: boolean;
}

type OpenDialog = "enrol" | "bulk" | null;

/**
 * "Apprenants inscrits": the course's students, searched and paged here (`?inscrits.q=&inscrits.page=`);
 * admins enrol and remove.
 */
export function EnrolledStudentsCard({ course, canManage }: EnrolledStudentsCardProps) {
  const unenrol = useUnenrolStudent(course.id);
  const {
    target: removing,
    setTarget: setRemoving,
    dialogProps: deletionDialog,
  } = useConfirmedDeletion((student: EnrolledStudent) => unenrol.mutateAsync(student.id));
  const list = useListParams({ namespace: "inscrits", filterKeys: ["q"], defaultPageSize: 10 });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const enrolledIds = useMemo(() => new Set(course.students.map((student) => student.id)), [course.students]);

  const columns: TableColumn<EnrolledStudent>[] = [
    { id: "name", label: "Nom", render: (student) => listName(student) },
    {
      id: "number",
      label: "Numéro",
      render: (student) => <Box sx={{ whiteSpace: "nowrap" }}>{student.studentNumber}</Box>,
    },
    emailColumn(),
    { id: "enrolledAt", label: "Inscrit le", render: (student) => formatDate(student.enrolledAt) },
  ];
  if (canManage) {
    columns.push(
      actionsColumn((student) => (
        <RowAction
          title="Désinscrire"
          label={`Désinscrire ${listName(student)}`}
          icon={<PersonRemoveOutlined fontSize="small" />}
          onClick={() => setRemoving(student)}
        />
      )),
    );
  }

  return (
    <SectionHeaderCard
      title="Apprenants inscrits"
      actions={
        canManage ? (
          <>
            <Button
              variant="contained"
              size="small"
              startIcon={<PersonAddAlt1Outlined />}
              onClick={() => setDialog("enrol")}
            >
              Inscrire un apprenant
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={<GroupAddOutlined />}
              onClick={() => setDialog("bulk")}
            >
              Inscription groupée
            </Button>
          </>
        ) : null
      }
    >
      <CourseStudentsTable
        list={list}
        students={course.students}
        label="Apprenants inscrits"
        columns={columns}
        minWidth={720}
      />
      {dialog === "enrol" ? (
        <EnrolStudentDialog courseId={course.id} enrolledIds={enrolledIds} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === "bulk" ? (
        <BulkEnrolDialog
          courseId={course.id}
          defaultCohortId={course.cohort?.id ?? ""}
          defaultLevelId={course.level?.id ?? ""}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        {...deletionDialog}
        title="Désinscrire l'apprenant"
        message={removing ? `${listName(removing)} ne sera plus inscrit au cours « ${course.title} ».` : ""}
        confirmLabel="Désinscrire"
      />
    </SectionHeaderCard>
  );
}
