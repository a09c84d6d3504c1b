import { queryOptions, useQuery } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "../../../lib/current-user.tsx";
import { fetchMe } from "./fetch-me.ts";

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
