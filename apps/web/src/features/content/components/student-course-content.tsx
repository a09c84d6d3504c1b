import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useChapters } from "../api/chapters.ts";
import { useMyTime } from "../api/time.ts";
import { ChapterReader } from "./chapter-reader.tsx";
import { ReplaysPanel } from "./replays-panel.tsx";
import { formatDuration } from "./time-format.ts";

const CARD_TITLE = { title: { variant: "h6", component: "h2" } } as const;

/** On a student's course page: the chapters (when the company has written courses), the replays, their time. */
export function StudentCourseContent({ courseId }: { courseId: string }) {
  const me = useCurrentUser();
  const hasChapters = me.company.features.writtenCourses;
  const chapters = useChapters(courseId, { isEnabled: hasChapters });
  const time = useMyTime();
  const [selected, setSelected] = useState<string | null>(null);
  const courseTime = time.data?.courses.find((entry) => entry.course.id === courseId);
  return (
    <>
      {courseTime ? (
        <Typography color="text.secondary" data-testid="course-time" sx={{ gridColumn: "1 / -1" }}>
          Temps passé sur le cours : {formatDuration(courseTime.seconds)}
          {courseTime.advisedSeconds > 0
            ? ` sur ${formatDuration(courseTime.advisedSeconds)} conseillées`
            : ""}
        </Typography>
      ) : null}
      {hasChapters ? (
        <Card component="section" aria-label="Chapitres" sx={{ gridColumn: "1 / -1" }}>
          <CardHeader title="Chapitres" slotProps={CARD_TITLE} />
          <CardContent sx={{ pt: 0 }}>
            {chapters.isPending ? (
              <Skeleton variant="rounded" height={200} />
            ) : chapters.isError ? (
              <LoadErrorAlert query={chapters} message="Impossible de charger les chapitres." />
            ) : (
              <ChapterReader
                chapters={chapters.data.items}
                selectedId={selected}
                onSelect={setSelected}
                canMarkRead
              />
            )}
          </CardContent>
        </Card>
      ) : null}
      <Card component="section" aria-label="Replays" sx={{ gridColumn: "1 / -1" }}>
        <CardHeader title="Replays" slotProps={CARD_TITLE} />
        <CardContent sx={{ pt: 0 }}>
          <ReplaysPanel courseId={courseId} />
        </CardContent>
      </Card>
    </>
  );
}
