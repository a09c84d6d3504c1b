import type { LiveEventData, LiveEventType } from "@campus/contracts/events";
import type { Executor } from "../../db/client.ts";
import type { BusinessEventData } from "./business-events.ts";
import type { SESSION_REVOKED, SessionRevoked } from "./session-revoked.ts";

/** What each event of the bus carries: the live events of the contract, and the internal ones. */
type BusEventData = { [T in LiveEventType]: LiveEventData<T> } & {
  [SESSION_REVOKED]: SessionRevoked;
} & BusinessEventData;
export type BusEventType = keyof BusEventData;

/**
 * Something that happened, addressed to some users of one company (they get it on their live stream):
 * a misspelt type or field fails the type check.
 */
export type BusEvent = {
  [T in BusEventType]: { companyId: string; userIds: string[]; type: T; data: BusEventData[T] };
}[BusEventType];

/** An event as delivered: its id is the stream's `id:` line, sent back as `Last-Event-ID` on reconnect. */
export type DeliveredEvent = BusEvent & { id: string };

/**
 * The platform's event bus: server → browser (the SSE stream) and between server processes.
 * `publish` takes the transaction of the write, so an event is seen only if the write commits.
 */
export interface EventBus {
  /** Several events are written in one statement, in their order. */
  publish(executor: Executor, ...events: BusEvent[]): Promise<void>;
  /** Listens, in this process, for the events addressed to one user; answers the unsubscribe function. */
  subscribe(userId: string, listener: (event: DeliveredEvent) => void): () => void;
  /** The user's events after `lastEventId`, for a reconnecting stream; null when they can no longer be replayed. */
  since(userId: string, lastEventId: string): Promise<DeliveredEvent[] | null>;
  close(): Promise<void>;
}
