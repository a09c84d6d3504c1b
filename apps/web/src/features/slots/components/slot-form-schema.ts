import {
  createSlotBodySchema,
  SLOT_MESSAGES,
  SLOT_MODES,
  type SlotDetail,
  slotModeSchema,
} from "@campus/contracts/slots";
import { z } from "zod";
import { toInstant } from "../../../lib/date-math.ts";
import { toDateInput, toTimeInput } from "../../../lib/dates.ts";

/** The contract's video link rule (http or https URL, French message), without its null default. */
const videoLinkSchema = createSlotBodySchema.shape.videoLink.unwrap().unwrap();
const ROOM_MAX = 60;

/** The fields shared by the proposal and the edit: a day, two times, room, mode and link. */
const logisticsShape = {
  date: z.string().min(1, "Indiquez la date de la séance"),
  startTime: z.string().min(1, "Indiquez l'heure de début"),
  endTime: z.string().min(1, "Indiquez l'heure de fin"),
  room: z.string().trim().max(ROOM_MAX, `La salle : ${ROOM_MAX} caractères au maximum`),
  mode: slotModeSchema,
  videoLink: z.union([z.literal(""), videoLinkSchema]),
};

/** A valid day, and the end after the start: checked here and again by the server. */
function checkLogistics(
  values: { date: string; startTime: string; endTime: string },
  context: z.RefinementCtx,
) {
  const start = toInstant(values.date, values.startTime);
  const end = toInstant(values.date, values.endTime);
  if (values.date && !start) {
    context.addIssue({ code: "custom", path: ["date"], message: "Date invalide" });
  } else if (start && end && new Date(end).getTime() <= new Date(start).getTime()) {
    context.addIssue({ code: "custom", path: ["endTime"], message: SLOT_MESSAGES.endBeforeStart });
  }
}

export const slotLogisticsFormSchema = z.object(logisticsShape).superRefine(checkLogistics);
export type SlotLogisticsFormInput = z.input<typeof slotLogisticsFormSchema>;
export type SlotLogisticsFormValues = z.output<typeof slotLogisticsFormSchema>;

export const proposeSlotFormSchema = z
  .object({
    courseId: z.string().min(1, "Choisissez un cours"),
    /** Administrators only: "" for no teacher. */
    teacherId: z.string(),
    /** Administrators only: created validated rather than proposed. */
    isValidated: z.boolean(),
    ...logisticsShape,
  })
  .superRefine(checkLogistics);
export type ProposeSlotFormInput = z.input<typeof proposeSlotFormSchema>;
export type ProposeSlotFormValues = z.output<typeof proposeSlotFormSchema>;

export const EMPTY_PROPOSAL: ProposeSlotFormInput = {
  courseId: "",
  teacherId: "",
  isValidated: false,
  date: "",
  startTime: "",
  endTime: "",
  room: "",
  mode: "presentiel",
  videoLink: "",
};

export const MODE_OPTIONS = SLOT_MODES;

/** The logistics of a slot as the edit form holds them. */
export function slotLogisticsValues(slot: SlotDetail): SlotLogisticsFormInput {
  return {
    date: toDateInput(slot.startsAt),
    startTime: toTimeInput(slot.startsAt),
    endTime: toTimeInput(slot.endsAt),
    room: slot.room ?? "",
    mode: slot.mode,
    videoLink: slot.videoLink ?? "",
  };
}

/** The API's times, room, mode and link from the form's values. */
export function toLogisticsBody(values: SlotLogisticsFormValues) {
  return {
    startsAt: toInstant(values.date, values.startTime) ?? "",
    endsAt: toInstant(values.date, values.endTime) ?? "",
    room: values.room === "" ? null : values.room,
    mode: values.mode,
    videoLink: values.videoLink === "" ? null : values.videoLink,
  };
}

/** Where the API's field names go in the slot forms (a teacher's clash shows under the times). */
export function formFieldOfApiField(
  field: string | undefined,
  hasTeacherField: boolean,
): "courseId" | "teacherId" | "startTime" | "endTime" | "room" | "videoLink" | "mode" | null {
  switch (field) {
    case "courseId":
      return "courseId";
    case "teacherId":
      return hasTeacherField ? "teacherId" : "startTime";
    case "startsAt":
      return "startTime";
    case "endsAt":
      return "endTime";
    case "room":
      return "room";
    case "videoLink":
      return "videoLink";
    case "mode":
      return "mode";
    default:
      return null;
  }
}
