import { CALENDAR_MAX_DAYS } from "./calendar-limits.ts";
import { endpoints, schemasOf } from "./endpoint.ts";
import { ALL_ROLES, STAFF_ROLES } from "./roles.ts";

const calendar = schemasOf(() => import("./calendar.ts"));
const feed = calendar("calendarFeedSchema");

export const CALENDAR_ENDPOINTS = endpoints("calendrier", {
  /** The caller's slots between two instants (at most CALENDAR_MAX_DAYS days). */
  listCalendarEvents: {
    method: "GET",
    path: "/api/calendar/events",
    access: ALL_ROLES,
    description: `The caller's slots between two instants (at most ${CALENDAR_MAX_DAYS} days).`,
    query: calendar("calendarQuerySchema"),
    response: calendar("calendarEventsSchema"),
  },
  exportPlanning: {
    method: "GET",
    path: "/api/calendar/export/:format",
    access: STAFF_ROLES,
    kind: "file",
    params: calendar("exportParamSchema"),
    query: calendar("planningExportQuerySchema"),
  },
  getFeed: {
    method: "GET",
    path: "/api/calendar/feed",
    access: ALL_ROLES,
    response: feed,
  },
  renewFeed: {
    method: "POST",
    path: "/api/calendar/feed",
    access: ALL_ROLES,
    response: feed,
  },
  revokeFeed: {
    method: "DELETE",
    path: "/api/calendar/feed",
    access: ALL_ROLES,
    status: 204,
  },
  /** Public: the secret token in the file name (`<token>.ics`) is the credential. */
  renderFeed: {
    method: "GET",
    path: "/api/calendar/:file",
    access: "public",
    kind: "file",
    params: calendar("feedParamSchema"),
  },
});

export const NOTIFICATIONS_ENDPOINTS = endpoints("notifications", {
  listNotifications: {
    method: "GET",
    path: "/api/notifications",
    access: ALL_ROLES,
    response: calendar("notificationListSchema"),
  },
  markNotificationsRead: {
    method: "POST",
    path: "/api/notifications/read",
    access: ALL_ROLES,
    status: 204,
  },
});
