// Without zod: the students' list reads who may create and export on its first load; the schemas are in
// students.ts.
import type { Access } from "./access.ts";
import { ADMIN_ROLES, STAFF_ROLES } from "./roles.ts";

export const STUDENTS_API = {
  "GET /api/students": STAFF_ROLES,
  "GET /api/students/export": STAFF_ROLES,
  "GET /api/students/:id": STAFF_ROLES,
  "POST /api/students": ADMIN_ROLES,
  "PATCH /api/students/:id": ADMIN_ROLES,
  "DELETE /api/students/:id": ADMIN_ROLES,
  "GET /api/courses/:id/students/export": STAFF_ROLES,
} as const satisfies Record<string, Access>;
