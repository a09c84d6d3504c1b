import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import type { CalendarEvent } from "@campus/contracts/calendar";
import { hasTeacherRole, isAdministrator } from "@campus/contracts/roles";
import FullCalendar, { type CalendarRef } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import listPlugin from "@fullcalendar/react/list";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { SLOTS_KEY } from "../../../entities/slots/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { useLiveEvent } from "../../../lib/live-events/live-events-provider.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useCalendarEvents } from "../api/calendar-events.ts";
import { CALENDAR_LOCALE } from "../calendar-locale.ts";
import { CalendarFilters, type CalendarFilterValues, NO_FILTERS } from "../components/calendar-filters.tsx";
import { CalendarOverflow } from "../components/calendar-overflow.tsx";
import { assignCourseColours } from "../course-colours.ts";
import { fromParisWallClock, toParisWallClock, visibleHours, wallClockParts } from "../paris-time.ts";

// The forms load with their dialog, not with the page.
const ExportPlanningDialog = loadWhenShown(() =>
  import("../components/export-planning-dialog.tsx").then((module) => module.ExportPlanningDialog),
);
const SlotEventDialog = loadWhenShown(() =>
  import("../components/slot-event-dialog.tsx").then((module) => module.SlotEventDialog),
);

type Range = { from: string; to: string };
type Prefill = { date: string; startTime: string; endTime: string };

/** What app/pages/calendar-page.tsx gives the calendar of the slots feature. */
interface CalendarPageProps {
  /** Moves a dragged slot; false when it did not move (the calendar puts it back). */
  moveSlot: (slotId: string, times: { startsAt: string; endsAt: string }) => Promise<boolean>;
  /** The proposal form of a slot, open on the times selected. */
  renderProposeDialog: (prefill: Prefill, onClose: () => void) => ReactNode;
}

function pageTitle(isAdmin: boolean, isTeacher: boolean) {
  if (isAdmin) return "Calendrier";
  return isTeacher ? "Planning" : "Emploi du temps";
}

/**
 * `/dashboard/calendar`: a student's timetable, a teacher's planning, an administrator's company
 * calendar (filtered), in week, day, month and list views, on Paris time. Loaded only here.
 */
export function CalendarPage({ moveSlot, renderProposeDialog }: CalendarPageProps) {
  const me = useCurrentUser();
  const theme = useTheme();
  const client = useQueryClient();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const calendarRef = useRef<CalendarRef>(null);
  // The view follows the width when it crosses the phone's breakpoint (a window narrowed, a tablet
  // turned): a week's seven columns at 390 px leave its slots too small to tap (WCAG 2.5.8).
  const widthView = isPhone ? "listWeek" : "timeGridWeek";
  const initialView = useRef(widthView).current;
  const shownWidthView = useRef(widthView);
  useEffect(() => {
    if (shownWidthView.current === widthView) return;
    shownWidthView.current = widthView;
    calendarRef.current?.getApi().changeView(widthView);
  }, [widthView]);
  const isAdmin = isAdministrator(me.roles);
  const isTeacher = hasTeacherRole(me.roles);
  const title = pageTitle(isAdmin, isTeacher);
  usePageTitle(title);
  const [range, setRange] = useState<Range | null>(null);
  const [filters, setFilters] = useState<CalendarFilterValues>(NO_FILTERS);
  const [opened, setOpened] = useState<CalendarEvent | null>(null);
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  const [isExporting, setExporting] = useState(false);
  const query = range
    ? {
        ...range,
        ...(filters.teacherId ? { teacherId: filters.teacherId } : {}),
        ...(filters.courseId ? { courseId: filters.courseId } : {}),
        ...(filters.cohortId ? { cohortId: filters.cohortId } : {}),
        ...(filters.room.trim() ? { room: filters.room.trim() } : {}),
        ...(filters.status ? { status: filters.status } : {}),
      }
    : null;
  const events = useCalendarEvents(query);
  useLiveEvent("slot.changed", () => void client.invalidateQueries({ queryKey: SLOTS_KEY }));

  const hours = useMemo(() => visibleHours(events.data?.items ?? []), [events.data]);
  const calendarEvents = useMemo(() => {
    const items = events.data?.items ?? [];
    const colours = assignCourseColours(items.map((slot) => slot.course.id));
    return items.map((slot) => {
      const colour = colours.get(slot.course.id);
      return {
        id: slot.id,
        title: slot.room ? `${slot.course.title} · ${slot.room}` : slot.course.title,
        start: toParisWallClock(slot.startsAt),
        end: toParisWallClock(slot.endsAt),
        color: colour,
        className: `slot-${slot.status}`,
        editable: isAdmin && (slot.status === "proposed" || slot.status === "validated"),
        extendedProps: { slot },
      };
    });
  }, [events.data, isAdmin]);

  const canPropose = isTeacher || isAdmin;
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Heures de Paris. Cliquez sur une séance pour la voir."
        actions={
          isTeacher || isAdmin ? (
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              onClick={() => setExporting(true)}
            >
              Exporter le planning
            </Button>
          ) : null
        }
      />
      {isAdmin ? <CalendarFilters value={filters} onChange={setFilters} /> : null}
      {events.isError ? (
        <LoadErrorAlert query={events} message="Impossible de charger le calendrier." sx={{ mb: 2 }} />
      ) : null}
      <Box sx={{ height: 4, mb: 1 }}>
        {events.isFetching ? <LinearProgress aria-label="Chargement" /> : null}
      </Box>
      {events.data?.overflow ? <CalendarOverflow overflow={events.data.overflow} /> : null}
      {events.isSuccess && events.data.items.length === 0 && !events.data.overflow ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Aucune séance sur cette période.
        </Typography>
      ) : null}
      <Box
        data-color-scheme={theme.palette.mode}
        data-testid="calendar"
        sx={{
          // A cancelled slot is struck through; a proposal is outlined (dashed, no fill).
          "& .slot-cancelled": { opacity: 0.65 },
          "& .slot-cancelled, & .slot-cancelled *": { textDecoration: "line-through" },
          "& .slot-proposed": {
            backgroundColor: "transparent !important",
            border: `2px dashed ${theme.palette.text.primary} !important`,
          },
          "& .slot-proposed, & .slot-proposed *": { color: `${theme.palette.text.primary} !important` },
        }}
      >
        <FullCalendar
          plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          locale={CALENDAR_LOCALE}
          timeZone="UTC"
          now={toParisWallClock(new Date().toISOString())}
          firstDay={1}
          ref={calendarRef}
          initialView={initialView}
          headerToolbar={
            isPhone
              ? { start: "prev,next", center: "title", end: "listWeek,timeGridDay" }
              : {
                  start: "prev,next today",
                  center: "title",
                  end: "timeGridWeek,timeGridDay,dayGridMonth,listWeek",
                }
          }
          height="auto"
          {...hours}
          nowIndicator
          events={calendarEvents}
          selectable={canPropose}
          selectMirror
          datesSet={(info) =>
            setRange({ from: fromParisWallClock(info.start), to: fromParisWallClock(info.end) })
          }
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            setOpened(info.event.extendedProps.slot as CalendarEvent);
          }}
          select={(info) => {
            const start = wallClockParts(info.start);
            const end = wallClockParts(info.end);
            setPrefill({
              date: start.date,
              startTime: info.allDay ? "09:00" : start.time,
              endTime: info.allDay || end.date !== start.date ? "10:00" : end.time,
            });
          }}
          eventDrop={async (info) => {
            const slot = info.event.extendedProps.slot as CalendarEvent;
            if (!info.event.start || !info.event.end) return info.revert();
            const times = {
              startsAt: fromParisWallClock(info.event.start),
              endsAt: fromParisWallClock(info.event.end),
            };
            if (!(await moveSlot(slot.id, times))) info.revert();
          }}
        />
      </Box>
      {opened ? <SlotEventDialog slot={opened} onClose={() => setOpened(null)} /> : null}
      {prefill ? renderProposeDialog(prefill, () => setPrefill(null)) : null}
      {isExporting ? (
        <ExportPlanningDialog filters={isAdmin ? filters : undefined} onClose={() => setExporting(false)} />
      ) : null}
    </>
  );
}
