import {
  type AttendanceItem,
  type AttendanceStatus,
  attendanceStatusSchema,
  type SaveAttendanceBody,
} from "@campus/contracts/attendance";
import { z } from "zod";

/** A roll-call line's status, "" while not marked. */
export type MarkStatus = AttendanceStatus | "";

const LATE_MAX = 720;

/** One line of the roll call: "" while not marked; minutes typed as text. */
export const attendanceFormSchema = z.object({
  marks: z.array(
    z.object({
      studentId: z.string(),
      status: z.union([z.literal(""), attendanceStatusSchema]),
      lateMinutes: z
        .string()
        .trim()
        .regex(/^\d*$/, "Un nombre entier de minutes")
        .refine((text) => text === "" || Number(text) <= LATE_MAX, `${LATE_MAX} minutes au maximum`),
    }),
  ),
});
export type AttendanceFormValues = z.infer<typeof attendanceFormSchema>;

/** The form's lines from the API's roll call, in its order. */
export function attendanceFormValues(items: readonly AttendanceItem[]): AttendanceFormValues {
  return {
    marks: items.map((item) => ({
      studentId: item.student.id,
      status: item.mark?.status ?? "",
      lateMinutes: item.mark?.lateMinutes != null ? String(item.mark.lateMinutes) : "",
    })),
  };
}

/** The marked lines, as the API takes them (minutes for a lateness only). */
export function toSaveAttendanceBody(values: AttendanceFormValues): SaveAttendanceBody {
  const marks: SaveAttendanceBody["marks"] = [];
  for (const mark of values.marks) {
    if (mark.status === "") continue;
    marks.push({
      studentId: mark.studentId,
      status: mark.status,
      lateMinutes: mark.status === "late" && mark.lateMinutes !== "" ? Number(mark.lateMinutes) : null,
    });
  }
  return { marks };
}
