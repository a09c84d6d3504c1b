import { endpointUrl } from "@campus/contracts/endpoint";
import type { LiveEventData, LiveEventType } from "@campus/contracts/events";
import { EVENTS_ENDPOINTS } from "@campus/contracts/events.endpoints";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, use, useEffect, useRef, useState } from "react";
import { getToken } from "../storage.ts";
import { connectLiveEvents } from "./live-connection.ts";
import { LiveEventHub } from "./live-event-hub.ts";
import { whileShown } from "./while-shown.ts";

const LiveEventsContext = createContext<LiveEventHub | null>(null);

/**
 * Keeps the signed-in user's live stream open while mounted (once, in the signed-in shell) and shown
 * (closed in the back/forward cache). After a reconnection, a return from that cache, or when the
 * server says events were lost (`resync`), every query is refetched.
 */
export function LiveEventsProvider({
  children,
  onUnauthorized,
}: {
  children: ReactNode;
  /** The server refused the session (logged out elsewhere, password changed, account disabled). */
  onUnauthorized: () => void;
}) {
  const queryClient = useQueryClient();
  const [hub] = useState(() => new LiveEventHub());
  const onUnauthorizedRef = useRef(onUnauthorized);
  useEffect(() => {
    onUnauthorizedRef.current = onUnauthorized;
  });

  useEffect(
    () =>
      whileShown(
        () =>
          connectLiveEvents({
            url: endpointUrl(EVENTS_ENDPOINTS.openEventStream),
            getToken,
            onMessage: (message) => {
              if (message.type === "resync") void queryClient.invalidateQueries();
              void hub.dispatch(message);
            },
            onOpen: (isReconnect) => {
              if (isReconnect) void queryClient.invalidateQueries();
            },
            onUnauthorized: () => onUnauthorizedRef.current(),
          }),
        // Back from the back/forward cache: events may have been missed meanwhile.
        () => void queryClient.invalidateQueries(),
      ),
    [queryClient, hub],
  );

  return <LiveEventsContext value={hub}>{children}</LiveEventsContext>;
}

/** Calls `handler` with each live event of `type` (a no-op outside the provider). */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: (data: LiveEventData<T>) => void) {
  const hub = use(LiveEventsContext);
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => hub?.subscribe(type, (data) => handlerRef.current(data)), [hub, type]);
}
