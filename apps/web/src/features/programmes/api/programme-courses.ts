import { PROGRAMMES_ENDPOINTS } from "@campus/contracts/programmes.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { PROGRAMMES_KEY } from "./programmes.ts";

/** One page of a programme's courses (a programme may hold thousands). */
export function programmeCoursesQueryOptions(id: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...PROGRAMMES_KEY, "courses", id, { page, pageSize }],
    queryFn: ({ signal }) =>
      call(PROGRAMMES_ENDPOINTS.listProgrammeCourses, { params: { id }, query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProgrammeCourses(id: string, page: number, pageSize: number) {
  return useQuery(programmeCoursesQueryOptions(id, page, pageSize));
}
