// Zod-free: the endpoints' declarations read it.
/** The calendar asks for at most this many days at once (a month view shows six weeks). */
export const CALENDAR_MAX_DAYS = 62;
