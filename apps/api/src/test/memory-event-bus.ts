import type { Executor } from "../db/client.ts";
import type { BusEvent, DeliveredEvent, EventBus } from "../platform/events/event-bus.ts";

/**
 * One process, nothing kept: delivers right after `publish` (a test that records what a service publishes).
 * The application's bus is the database-backed one.
 */
export class MemoryEventBus implements EventBus {
  private readonly listeners = new Map<string, Set<(event: DeliveredEvent) => void>>();
  private sequence = 0;

  async publish(_executor: Executor, ...events: BusEvent[]): Promise<void> {
    for (const event of events) {
      const delivered = { ...event, id: String(++this.sequence) };
      for (const userId of event.userIds) {
        for (const listener of this.listeners.get(userId) ?? []) listener(delivered);
      }
    }
  }

  subscribe(userId: string, listener: (event: DeliveredEvent) => void): () => void {
    const set = this.listeners.get(userId) ?? new Set();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  async since(): Promise<DeliveredEvent[] | null> {
    return null;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
