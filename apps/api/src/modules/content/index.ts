// What the other modules may use of the content module: import it from here, never from its files.

export {
  chapterReadsOf,
  chapterVersionCountSql,
  countChapterReadsOf,
  countTimeCountersOf,
  learningTraceCountSql,
  timeCountersOf,
} from "./content.person.queries.ts";
export { listContentImageBlobs, listReplayBlobs } from "./content.stored-files.queries.ts";
export { timeCounterDays } from "./time.days.queries.ts";
