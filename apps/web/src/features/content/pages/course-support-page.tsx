import { hasStudentRole } from "@campus/contracts/roles";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import LinearProgress from "@mui/material/LinearProgress";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { appQueryClient } from "../../../lib/query-client.ts";
import { getToken } from "../../../lib/storage.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { prefetchCourseSupport, useChapter, useCourseSupport } from "../api/chapters.ts";
import { useMyTime } from "../api/time.ts";
import { ChapterReader } from "../components/chapter-reader.tsx";
import { formatDuration } from "../components/time-format.ts";

const TITLE = "Support de cours écrits";

/**
 * The route's loader: the page's requests start with the session check (signed-in browsers only;
 * the guard sends the others to sign in). Search changes (the table of contents) do not run it again.
 */
export function courseSupportLoader({ request }: { request: Request }): null {
  const client = appQueryClient();
  if (client && getToken()) prefetchCourseSupport(client, new URL(request.url).searchParams);
  return null;
}

/** `/dashboard/courseSupport`: the published chapters of the caller's courses, with the reading progress. */
export function CourseSupportPage() {
  usePageTitle(TITLE);
  const me = useCurrentUser();
  const isOn = me.company.features.writtenCourses;
  const isStudent = hasStudentRole(me.roles);
  const support = useCourseSupport();
  const time = useMyTime({ isEnabled: isStudent });
  const [params, setParams] = useSearchParams();
  // The chapter in the address loads with the list, not after it (the reader shows it from the cache).
  useChapter(isOn ? params.get("chapter") : null);

  if (!isOn) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Alert severity="info">Les cours écrits ne sont pas activés pour votre établissement.</Alert>
      </>
    );
  }
  if (support.isPending) {
    return (
      <Box aria-busy="true">
        <PageHeader title={TITLE} />
        <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  if (support.isError) {
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadErrorAlert
          query={support}
          message="Impossible de charger les cours écrits."
          missingMessage="Les cours écrits ne sont pas activés pour votre établissement."
        />
      </>
    );
  }
  const courses = support.data.items;
  if (courses.length === 0) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Typography color="text.secondary">Aucun cours écrit n'est encore publié pour vos cours.</Typography>
      </>
    );
  }
  const selected = courses.find((entry) => entry.course.id === params.get("course")) ?? courses[0];
  const courseTime = time.data?.courses.find((entry) => entry.course.id === selected?.course.id);

  return (
    <>
      <PageHeader title={TITLE} subtitle="Lisez les chapitres de vos cours et suivez votre progression." />
      <Box
        component="ul"
        aria-label="Mes cours"
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          mb: 3,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(auto-fill, minmax(240px, 1fr))" },
        }}
      >
        {courses.map((entry) => {
          const total = entry.chapters.length;
          const percent = total === 0 ? 0 : Math.round((entry.readCount / total) * 100);
          const isSelected = entry.course.id === selected?.course.id;
          return (
            <Card
              component="li"
              key={entry.course.id}
              variant="outlined"
              sx={{ borderColor: isSelected ? "primary.main" : undefined }}
            >
              <CardActionArea
                aria-current={isSelected ? "true" : undefined}
                onClick={() => setParams({ course: entry.course.id }, { replace: true })}
              >
                <CardContent>
                  <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
                    {entry.course.title}
                  </Typography>
                  {isStudent ? (
                    <>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {entry.readCount} / {total} chapitre{total > 1 ? "s" : ""} lu
                        {entry.readCount > 1 ? "s" : ""}
                      </Typography>
                      <LinearProgress
                        variant="determinate"
                        value={percent}
                        aria-label={`Progression : ${percent} %`}
                      />
                    </>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {total} chapitre{total > 1 ? "s" : ""} publié{total > 1 ? "s" : ""}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      {selected ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {selected.course.title}
          </Typography>
          {courseTime ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="course-time">
              Temps passé : {formatDuration(courseTime.seconds)}
              {courseTime.advisedSeconds > 0
                ? ` sur ${formatDuration(courseTime.advisedSeconds)} conseillées`
                : ""}
            </Typography>
          ) : null}
          <ChapterReader
            chapters={selected.chapters}
            selectedId={params.get("chapter")}
            onSelect={(id) => setParams({ course: selected.course.id, chapter: id }, { replace: true })}
            canMarkRead={isStudent}
          />
        </>
      ) : null}
    </>
  );
}
