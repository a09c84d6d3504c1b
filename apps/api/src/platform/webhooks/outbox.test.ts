import { describe, expect, it } from "vitest";
import { webhookEventsOf } from "./outbox.ts";

const slotId = "0b8f3c1e-3f0a-4c59-9a55-7a1d8a3c2b10";
const courseId = "5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const studentId = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

describe("the webhook events of the bus's events", () => {
  it("send a slot's creation, move and cancellation, not its other changes", () => {
    const slot = (change: "created" | "moved" | "cancelled" | "updated" | "status" | "validated") =>
      webhookEventsOf({
        companyId: "ata",
        userIds: [],
        type: "slot.changed",
        data: { slotId, courseId, change },
      });
    expect(slot("created")).toEqual([{ companyId: "ata", type: "slot.created", data: { slotId, courseId } }]);
    expect(slot("moved")).toEqual([{ companyId: "ata", type: "slot.moved", data: { slotId, courseId } }]);
    expect(slot("cancelled")).toEqual([
      { companyId: "ata", type: "slot.cancelled", data: { slotId, courseId } },
    ]);
    expect([...slot("updated"), ...slot("status"), ...slot("validated")]).toEqual([]);
  });

  it("send a signed check-in, and the business facts as they are", () => {
    expect(
      webhookEventsOf({
        companyId: "ata",
        userIds: [],
        type: "attendance.signed",
        data: { slotId, studentId },
      }),
    ).toEqual([{ companyId: "ata", type: "checkin.signed", data: { slotId, studentId } }]);
    expect(
      webhookEventsOf({
        companyId: "ata",
        userIds: [],
        type: "handin.received",
        data: { assignmentId: slotId, studentId },
      }),
    ).toEqual([{ companyId: "ata", type: "handin.received", data: { assignmentId: slotId, studentId } }]);
  });

  it("send nothing for messages and internal events", () => {
    expect(
      webhookEventsOf({ companyId: "ata", userIds: [studentId], type: "unread.changed", data: { count: 1 } }),
    ).toEqual([]);
    expect(
      webhookEventsOf({ companyId: "ata", userIds: [], type: "session.revoked", data: { sessionIds: [] } }),
    ).toEqual([]);
  });
});
