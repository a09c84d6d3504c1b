import { PROGRAMMES_ENDPOINTS } from "@campus/contracts/programmes.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { PROGRAMMES_KEY } from "./programmes.ts";

export const programmeQueryKey = (id: string) => [...PROGRAMMES_KEY, "detail", id] as const;

/** A programme with its levels, sessions and courses. */
export function programmeQueryOptions(id: string) {
  return queryOptions({
    queryKey: programmeQueryKey(id),
    queryFn: ({ signal }) => call(PROGRAMMES_ENDPOINTS.getProgramme, { params: { id }, signal }),
  });
}

export function useProgramme(id: string) {
  return useQuery(programmeQueryOptions(id));
}
