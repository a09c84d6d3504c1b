import type { ProgrammeListQuery } from "@campus/contracts/programmes";
import { PROGRAMMES_ENDPOINTS } from "@campus/contracts/programmes.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

export type ProgrammesQuery = Pick<ProgrammeListQuery, "page" | "pageSize" | "sort" | "archived"> &
  Partial<Pick<ProgrammeListQuery, "q">>;

export const PROGRAMMES_KEY = ["programmes"] as const;

export function fetchProgrammes(query: ProgrammesQuery, signal?: AbortSignal) {
  // The query string carries the archived switch as text (the contract reads it with z.stringbool).
  return call(PROGRAMMES_ENDPOINTS.listProgrammes, {
    query: { ...query, archived: String(query.archived) },
    signal,
  });
}

/** One page of the company's programmes, current or archived, searched and sorted. */
export function programmesQueryOptions(query: ProgrammesQuery) {
  return queryOptions({
    queryKey: [...PROGRAMMES_KEY, "list", query],
    queryFn: ({ signal }) => fetchProgrammes(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProgrammes(query: ProgrammesQuery) {
  return useQuery(programmesQueryOptions(query));
}
