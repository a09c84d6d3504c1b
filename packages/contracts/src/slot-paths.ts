import { type Role, STAFF_ROLES } from "./roles.ts";

/** The query parameter of a student's course page that selects one of its slots. */
export const SELECTED_SLOT_PARAM = "seance";

/**
 * The page where a person opens one slot (a calendar event, a feed's event link, an alert): the slot's
 * sheet for the staff, who may open it; a student's course page with that slot selected, for a student.
 */
export function slotPagePath(slot: { id: string; courseId: string }, roles: readonly Role[]): string {
  if (roles.some((role) => STAFF_ROLES.includes(role))) {
    return `/dashboard/session/${encodeURIComponent(slot.id)}`;
  }
  const course = `/dashboard/courseInfo/${encodeURIComponent(slot.courseId)}`;
  return `${course}?${SELECTED_SLOT_PARAM}=${encodeURIComponent(slot.id)}`;
}
