import type { Executor } from "../../db/client.ts";
import { enqueueWebhookDeliveries } from "../webhooks/outbox.ts";

/**
 * Business facts that no browser hears on its live stream but that the company's webhooks may
 * subscribe to. They travel as bus events without users, so the bus's `publish` (slot changes,
 * signed check-ins) and `recordBusinessEvent` write the same outbox, through one function.
 */
export interface BusinessEventData {
  "student.created": { studentId: string };
  "student.updated": { studentId: string };
  "enrolment.created": { courseId: string; studentIds: string[] };
  "attendance.recorded": { slotId: string; studentIds: string[] };
  "grade.recorded": { courseId: string; evaluationIds: string[]; studentIds: string[] };
  "handin.received": { assignmentId: string; studentId: string };
}

export type BusinessEvent = {
  [T in keyof BusinessEventData]: { companyId: string; type: T; data: BusinessEventData[T] };
}[keyof BusinessEventData];

/** Tells a business fact to the company's webhooks, in the transaction of the change (the outbox). */
export function recordBusinessEvent(executor: Executor, now: Date, event: BusinessEvent): Promise<void> {
  return enqueueWebhookDeliveries(executor, [{ ...event, userIds: [] }], now);
}
