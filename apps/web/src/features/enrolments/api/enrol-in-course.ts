import type { EnrolInCourseBody, EnrolInCourseResult } from "@campus/contracts/enrolments";
import { ENROLMENTS_ENDPOINTS } from "@campus/contracts/enrolments.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { refreshEnrolments } from "./refresh-enrolments.ts";

/** Enrols students, or a whole session, in one course from a day; all or nothing. */
export function enrolInCourse(body: EnrolInCourseBody): Promise<EnrolInCourseResult> {
  return call(ENROLMENTS_ENDPOINTS.enrolInCourse, { body });
}

export function useEnrolInCourse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: enrolInCourse, onSuccess: () => refreshEnrolments(client) });
}
