import { hasStaffRole, isAdministrator } from "@campus/contracts/roles";
import Box from "@mui/material/Box";
import Pagination from "@mui/material/Pagination";
import Typography from "@mui/material/Typography";
import { Navigate, useSearchParams } from "react-router";
import { useCourses } from "../../../entities/courses/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { CARD_GRID, CourseCard, CourseCardSkeleton } from "../components/course-card.tsx";
import { STUDENT_COURSES_PATH } from "../components/course-paths.ts";
import { useNextSlots } from "../components/use-next-slots.ts";

const PAGE_SIZE = 12;
const SKELETONS = [0, 1, 2, 3, 4, 5];

/** `/dashboard/course`: a teacher's courses (every course for administrators), as cards. */
export function CourseListPage() {
  usePageTitle("Cours");
  const me = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q") ?? "";
  const page = Math.max(1, Number(searchParams.get("page")) || 1);
  const canSee = hasStaffRole(me.roles);
  const courses = useCourses(
    { q: q || undefined, page, pageSize: PAGE_SIZE, sort: "title", archived: false },
    { isEnabled: canSee },
  );
  const nextSlotOf = useNextSlots({ isEnabled: canSee });

  if (!canSee) return <Navigate to={STUDENT_COURSES_PATH} replace />;

  const update = (changes: { q?: string; page?: number }) => {
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (changes.q !== undefined) {
        if (changes.q) next.set("q", changes.q);
        else next.delete("q");
        next.delete("page");
      }
      if (changes.page !== undefined) {
        if (changes.page > 1) next.set("page", String(changes.page));
        else next.delete("page");
      }
      return next;
    });
  };

  const isTeacherOnly = !isAdministrator(me.roles);
  const total = courses.data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);

  return (
    <>
      <PageHeader
        title="Cours"
        subtitle={
          isTeacherOnly ? "Les cours dont vous êtes le professeur." : "Tous les cours de l'organisme."
        }
      />
      <Box sx={{ mb: 3 }}>
        <SearchField value={q} onChange={(value) => update({ q: value })} label="Rechercher un cours" />
      </Box>
      {courses.isError && !courses.data ? (
        <LoadErrorAlert query={courses} message="Impossible de charger les cours." />
      ) : courses.isPending ? (
        <Box sx={CARD_GRID} aria-busy="true">
          {SKELETONS.map((index) => (
            <CourseCardSkeleton key={index} />
          ))}
        </Box>
      ) : courses.data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
          {q
            ? "Aucun cours ne correspond à la recherche."
            : isTeacherOnly
              ? "Vous n'enseignez dans aucun cours pour le moment."
              : "Aucun cours."}
        </Typography>
      ) : (
        <>
          <Box sx={CARD_GRID} aria-busy={courses.isPlaceholderData}>
            {courses.data.items.map((course) => (
              <CourseCard key={course.id} course={course} nextSlot={nextSlotOf(course.id)} />
            ))}
          </Box>
          {pageCount > 1 ? (
            <Box sx={{ display: "flex", justifyContent: "center", mt: 4 }}>
              <Pagination
                count={pageCount}
                page={Math.min(page, pageCount)}
                onChange={(_, next) => update({ page: next })}
                color="primary"
                getItemAriaLabel={(type, item) =>
                  type === "page" ? `Page ${item}` : type === "next" ? "Page suivante" : "Page précédente"
                }
              />
            </Box>
          ) : null}
        </>
      )}
    </>
  );
}
