import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { MESSAGES } from "@campus/contracts/messages";
import { hasAccess } from "@campus/contracts/permissions";
import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useCourses } from "../../../entities/courses/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { addressPagingProps, PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useCreateCourse } from "../api/create-course.ts";
import { type CourseFormValues, toCreateCourseBody } from "../components/course-form-schema.ts";
import { CoursesFilters } from "../components/courses-filters.tsx";
import { COURSE_COLUMNS } from "../components/courses-table.tsx";
import { useCourseListParams } from "../components/use-course-list-params.ts";

// The forms load with their dialog, not with the page.
const CourseFormDialog = loadWhenShown(() =>
  import("../components/course-form-dialog.tsx").then((module) => module.CourseFormDialog),
);

export const courseDetailPath = (id: string) => `/dashboard/admCourseInfo/${encodeURIComponent(id)}`;

/** `/dashboard/admCourseList`: the company's courses (a teacher: their own), filtered and paged. */
export function CourseListPage() {
  usePageTitle("Gestion des cours");
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const params = useCourseListParams();
  const { query } = params;
  const courses = useCourses(query);
  const createCourse = useCreateCourse();
  const [isCreating, setIsCreating] = useState(false);
  const canManage = hasAccess(COURSES_ENDPOINTS.createCourse.access, me.roles);

  const handleCreate = async (values: CourseFormValues) => {
    try {
      const course = await createCourse.mutateAsync(toCreateCourseBody(values));
      enqueueSnackbar(MESSAGES.createOk, { variant: "success" });
      setIsCreating(false);
      void navigate(courseDetailPath(course.id));
    } catch (error) {
      enqueueSnackbar(MESSAGES.saveKo, { variant: "error" });
      throw error;
    }
  };

  return (
    <>
      <PageHeader
        title="Gestion des cours"
        subtitle={canManage ? undefined : "Les cours dont vous êtes le professeur."}
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
              Nouveau cours
            </Button>
          ) : null
        }
      />
      <Card>
        <CoursesFilters params={params} hasTeacherFilter={canManage} />
        <Divider />
        <PagedTable
          label="Liste des cours"
          columns={COURSE_COLUMNS}
          {...pagedQueryProps(courses)}
          getRowId={(course) => course.id}
          {...addressPagingProps(params)}
          errorText="Impossible de charger la liste des cours."
          emptyText={params.hasFilters ? "Aucun cours ne correspond à ces filtres" : "Aucun cours"}
          onRowClick={(course) => void navigate(courseDetailPath(course.id))}
          minWidth={1100}
        />
      </Card>
      {isCreating ? (
        <CourseFormDialog
          title="Nouveau cours"
          submitLabel="Créer"
          hasTeachers
          onSubmit={handleCreate}
          onClose={() => setIsCreating(false)}
        />
      ) : null}
    </>
  );
}
