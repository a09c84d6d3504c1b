import { z } from "zod";
import {
  fullOrLimitedView,
  optionalTextField,
  pageOf,
  pageQuerySchema,
  recordEmailSchema,
  requiredTextField,
  text,
} from "./common.ts";
import { sortSchema } from "./school.ts";

export const TEACHER_SORT_FIELDS = ["lastname", "firstname", "email", "createdAt"] as const;

export const teacherListQuerySchema = pageQuerySchema.extend({
  sort: sortSchema(TEACHER_SORT_FIELDS).optional(),
});
export type TeacherListQuery = z.infer<typeof teacherListQuerySchema>;

/** A teacher as the list shows it. */
export const teacherSchema = z.object({
  id: text(),
  /** The linked sign-in account, when there is one. */
  userId: text().nullable(),
  /** The teacher's id in the company's own system (the spec's {product}_id). */
  externalId: text().nullable(),
  firstname: text(),
  lastname: text(),
  email: text(),
  phone: text().nullable(),
  speciality: text().nullable(),
  courseCount: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type Teacher = z.infer<typeof teacherSchema>;

export const teacherDetailSchema = teacherSchema.extend({
  courses: z.array(z.object({ id: text(), title: text(), archived: z.boolean() })),
});
export type TeacherDetail = z.infer<typeof teacherDetailSchema>;

/** The fields only the teacher themself and the administrators see. */
const TEACHER_PRIVATE = { phone: true } as const;

/**
 * A teacher as the API answers it: in full for administrators and the teacher themself; without
 * the phone for a colleague. The serializer keeps only the fields of the view.
 */
export const teacherViewSchema = fullOrLimitedView(teacherSchema, teacherSchema.omit(TEACHER_PRIVATE));
export type TeacherView = z.infer<typeof teacherViewSchema>;
export const teacherDetailViewSchema = fullOrLimitedView(
  teacherDetailSchema,
  teacherDetailSchema.omit(TEACHER_PRIVATE),
);
export type TeacherDetailView = z.infer<typeof teacherDetailViewSchema>;

export const teacherPageSchema = pageOf(teacherViewSchema);

export const createTeacherBodySchema = z.object({
  firstname: requiredTextField("Le prénom", 100),
  lastname: requiredTextField("Le nom", 100),
  email: recordEmailSchema,
  phone: optionalTextField(30),
  speciality: optionalTextField(200),
  externalId: optionalTextField(100),
});
export type CreateTeacherBody = z.infer<typeof createTeacherBodySchema>;

export const updateTeacherBodySchema = createTeacherBodySchema.partial();
export type UpdateTeacherBody = z.infer<typeof updateTeacherBodySchema>;

/** The new teacher and the default password of its account, shown once to the admin. */
export const createTeacherResponseSchema = z.object({
  teacher: teacherDetailViewSchema,
  defaultPassword: text(),
});
export type CreateTeacherResponse = z.infer<typeof createTeacherResponseSchema>;
