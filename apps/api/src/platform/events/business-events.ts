/**
 * Internal bus events that no browser receives (published with no user ids): business facts told to
 * the company's webhooks (platform/webhooks/outbox.ts), in the transaction of the change.
 */
export interface BusinessEventData {
  "student.created": { studentId: string };
  "student.updated": { studentId: string };
  "enrolment.created": { courseId: string; studentIds: string[] };
  "attendance.recorded": { slotId: string; studentIds: string[] };
  "grade.recorded": { courseId: string; evaluationIds: string[] };
  "handin.received": { assignmentId: string; studentId: string };
}
