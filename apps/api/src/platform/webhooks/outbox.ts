import type { WebhookEventType } from "@campus/contracts/webhooks";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import type { BusEvent } from "../events/event-bus.ts";

/** How long a delivery is retried before it fails and its subscription is turned off. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

interface WebhookEvent {
  companyId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
}

const SLOT_CHANGES_SENT = {
  created: "slot.created",
  moved: "slot.moved",
  cancelled: "slot.cancelled",
} as const;

/** The webhook events a bus event stands for (none for the messaging and internal ones). */
export function webhookEventsOf(event: BusEvent): WebhookEvent[] {
  const { companyId } = event;
  switch (event.type) {
    case "slot.changed": {
      const type = SLOT_CHANGES_SENT[event.data.change as keyof typeof SLOT_CHANGES_SENT];
      return type
        ? [{ companyId, type, data: { slotId: event.data.slotId, courseId: event.data.courseId } }]
        : [];
    }
    case "attendance.signed":
      return [{ companyId, type: "checkin.signed", data: event.data }];
    case "student.created":
    case "student.updated":
    case "enrolment.created":
    case "attendance.recorded":
    case "grade.recorded":
    case "handin.received":
      return [{ companyId, type: event.type, data: event.data }];
    default:
      return [];
  }
}

/**
 * The outbox: one delivery per event and enabled subscription of its company that chose it, written by
 * the bus's `publish` in the transaction of the change (so a rolled-back change sends nothing), in the
 * events' order (the `seq` the worker follows). One statement, whatever the number of events.
 */
export async function enqueueWebhookDeliveries(
  executor: Executor,
  events: BusEvent[],
  now: Date,
): Promise<void> {
  const sent = events.flatMap(webhookEventsOf);
  if (sent.length === 0) return;
  const at = now.toISOString();
  const until = new Date(now.getTime() + RETRY_WINDOW_MS).toISOString();
  const rows = sent.map(
    (event, index) =>
      sql`(${index}::int, ${event.companyId}::text, ${event.type}::text, ${JSON.stringify({ type: event.type, timestamp: at, data: event.data })}::jsonb)`,
  );
  await executor.execute(sql`
    insert into webhook_deliveries
      (company_id, subscription_id, event_type, payload, next_attempt_at, retry_until, created_at)
    select s.company_id, s.id, e.type, e.payload, ${at}::timestamptz, ${until}::timestamptz, ${at}::timestamptz
    from (values ${sql.join(rows, sql`, `)}) as e(ord, company_id, type, payload)
    join webhook_subscriptions s on s.company_id = e.company_id and s.enabled and e.type = any(s.events)
    order by e.ord, s.id`);
}
