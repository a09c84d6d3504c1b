import { SLOT_MESSAGES } from "@campus/contracts/slots";
import { describe, expect, it } from "vitest";
import { EMPTY_PROPOSAL, proposeSlotFormSchema, toLogisticsBody } from "./slot-form-schema.ts";

const proposal = {
  ...EMPTY_PROPOSAL,
  courseId: "c070617b-056d-4526-8e00-ec57eac8a763",
  date: "2026-12-15",
  startTime: "17:00",
  endTime: "18:30",
};

describe("the slot proposal form", () => {
  it("asks for a course, a day and both times, in French", () => {
    const result = proposeSlotFormSchema.safeParse(EMPTY_PROPOSAL);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Choisissez un cours",
        "Indiquez la date de la séance",
        "Indiquez l'heure de début",
      ]),
    );
  });

  it("refuses an end before the start with the contract's message", () => {
    const result = proposeSlotFormSchema.safeParse({ ...proposal, endTime: "16:00" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["endTime"], message: SLOT_MESSAGES.endBeforeStart }),
    ]);
  });

  it("takes an empty video link as none, and refuses a link that is not http(s)", () => {
    const values = proposeSlotFormSchema.parse(proposal);
    expect(toLogisticsBody(values)).toMatchObject({ room: null, videoLink: null, mode: "presentiel" });
    const bad = proposeSlotFormSchema.safeParse({ ...proposal, videoLink: "ftp://visio.example" });
    expect(bad.error?.issues[0]?.message).toBe("Lien de visio invalide (http ou https)");
  });
});
