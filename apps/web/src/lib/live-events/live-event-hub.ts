import { type LiveEventData, type LiveEventType, liveEventSchemas } from "@campus/contracts/events";
import type { StreamMessage } from "./read-event-stream.ts";

type Handler<T extends LiveEventType> = (data: LiveEventData<T>) => void;

function isLiveEventType(type: string): type is LiveEventType {
  return Object.hasOwn(liveEventSchemas, type);
}

/** Hands each live event, read through its contract schema, to the features subscribed to its type. */
export class LiveEventHub {
  private readonly handlers = new Map<LiveEventType, Set<(data: unknown) => void>>();

  subscribe<T extends LiveEventType>(type: T, handler: Handler<T>): () => void {
    const set = this.handlers.get(type) ?? new Set();
    const entry = (data: unknown) => handler(data as LiveEventData<T>);
    set.add(entry);
    this.handlers.set(type, set);
    return () => {
      set.delete(entry);
    };
  }

  /** Dispatches a stream message; one of an unknown type or with data its schema refuses is dropped. */
  dispatch(message: StreamMessage): void {
    if (!isLiveEventType(message.type)) return;
    let json: unknown;
    try {
      json = JSON.parse(message.data);
    } catch {
      return;
    }
    const parsed = liveEventSchemas[message.type].safeParse(json);
    if (!parsed.success) return;
    for (const handler of this.handlers.get(message.type) ?? []) handler(parsed.data);
  }
}
