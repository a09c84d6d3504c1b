import type { LiveEventData, LiveEventType, liveEventSchemas } from "@campus/contracts/events";
import type { StreamMessage } from "./read-event-stream.ts";

type Handler<T extends LiveEventType> = (data: LiveEventData<T>) => void;

type Schemas = typeof liveEventSchemas;

// The signed-in shell's first load: the schemas (and zod) load with the first event.
const loadSchemas = () => import("@campus/contracts/events").then((module) => module.liveEventSchemas);

/**
 * Hands each live event, read through its contract schema, to the features subscribed to its type,
 * in the order received.
 */
export class LiveEventHub {
  private readonly handlers = new Map<LiveEventType, Set<(data: unknown) => void>>();
  private schemas: Promise<Schemas> | undefined;
  private delivered: Promise<void> = Promise.resolve();

  subscribe<T extends LiveEventType>(type: T, handler: Handler<T>): () => void {
    const set = this.handlers.get(type) ?? new Set();
    const entry = (data: unknown) => handler(data as LiveEventData<T>);
    set.add(entry);
    this.handlers.set(type, set);
    return () => {
      set.delete(entry);
    };
  }

  /**
   * Dispatches a stream message; one of an unknown type or with data its schema refuses is dropped.
   * Resolves once it is handed over (and every message dispatched before it).
   */
  dispatch(message: StreamMessage): Promise<void> {
    this.schemas ??= loadSchemas();
    const schemas = this.schemas;
    this.delivered = this.delivered.then(async () => this.deliver(await schemas, message));
    return this.delivered;
  }

  private deliver(schemas: Schemas, message: StreamMessage): void {
    if (!Object.hasOwn(schemas, message.type)) return;
    const type = message.type as LiveEventType;
    let json: unknown;
    try {
      json = JSON.parse(message.data);
    } catch {
      return;
    }
    const parsed = schemas[type].safeParse(json);
    if (!parsed.success) return;
    for (const handler of this.handlers.get(type) ?? []) handler(parsed.data);
  }
}
