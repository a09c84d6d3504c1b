import { endpoints, schemasOf } from "./endpoint.ts";

const events = schemasOf(() => import("./events.ts"));

export const EVENTS_ENDPOINTS = endpoints("événements", {
  /** The signed-in user's live events as Server-Sent Events (`Last-Event-ID` resumes after a cut). */
  openEventStream: {
    method: "GET",
    path: "/api/events",
    access: "authenticated",
    kind: "stream",
    headers: events("liveStreamHeadersSchema"),
  },
});
