// Zod-free: the endpoints' declarations read it.
/** The calendar asks for at most this many days at once (a month view shows six weeks). */
export const CALENDAR_MAX_DAYS = 62;
/**
 * Most slots an administrator's calendar shows without a filter: past it, the answer counts them per
 * day instead (a week of a large school is thousands of slots, over a megabyte to a phone).
 */
export const CALENDAR_UNFILTERED_MAX = 600;
