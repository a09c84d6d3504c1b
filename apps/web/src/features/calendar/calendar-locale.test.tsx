import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import listPlugin from "@fullcalendar/react/list";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CALENDAR_LOCALE } from "./calendar-locale.ts";

/** FullCalendar's English words, as its default locale writes them. */
const ENGLISH =
  /\b(timed|all-day|previous|next|today|this (week|month|day)|go to|show \d+ more|more events?|view|close|events|week|month|day|list|year|no events)\b/i;

/** What a screen reader reads of the calendar: its text, its labels and its titles. */
function spokenWords(container: HTMLElement): string[] {
  const words = [container.textContent ?? ""];
  for (const element of container.querySelectorAll("[aria-label], [title]")) {
    words.push(element.getAttribute("aria-label") ?? "", element.getAttribute("title") ?? "");
  }
  return words.filter((word) => word.trim() !== "");
}

const events = Array.from({ length: 6 }, (_, index) => ({
  id: String(index),
  title: `Séance ${index + 1}`,
  start: "2026-12-02T09:00:00",
  end: "2026-12-02T11:00:00",
}));

/** Every text FullCalendar 7 writes in English unless the locale gives it (its RAW_EN_LOCALE). */
const FULLCALENDAR_TEXTS = [
  "prevText",
  "nextText",
  "prevYearText",
  "nextYearText",
  "todayText",
  "yearText",
  "monthText",
  "weekTextLong",
  "weekTextShort",
  "dayText",
  "listText",
  "allDayText",
  "timedText",
  "moreLinkText",
  "noEventsText",
  "closeHint",
  "eventsHint",
  "todayHint",
  "prevHint",
  "nextHint",
  "viewHint",
  "viewChangeHint",
  "navLinkHint",
  "moreLinkHint",
];

describe("the calendar's French", () => {
  it("gives every text FullCalendar would otherwise write in English", () => {
    expect(FULLCALENDAR_TEXTS.filter((key) => !(key in CALENDAR_LOCALE))).toEqual([]);
  });

  it.each(["timeGridWeek", "timeGridDay", "dayGridMonth", "listWeek"])(
    "leaves no English in the %s view",
    (view) => {
      const { container } = render(
        <FullCalendar
          plugins={[classicThemePlugin, timeGridPlugin, dayGridPlugin, listPlugin]}
          locale={CALENDAR_LOCALE}
          initialView={view}
          initialDate="2026-12-02"
          timeZone="Europe/Paris"
          navLinks
          dayMaxEvents={2}
          headerToolbar={{
            left: "prev,next today",
            center: "title",
            right: "timeGridWeek,timeGridDay,dayGridMonth,listWeek",
          }}
          events={events}
        />,
      );
      const english = spokenWords(container).filter((word) => ENGLISH.test(word));
      expect(english).toEqual([]);
      expect(spokenWords(container).join(" ")).toMatch(/Semaine|Mois|Jour/);
    },
  );
});
