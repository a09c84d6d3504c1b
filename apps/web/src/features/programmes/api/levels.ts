import { PROGRAMMES_ENDPOINTS } from "@campus/contracts/programmes.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { PROGRAMMES_KEY } from "./programmes.ts";

export const LEVELS_KEY = [...PROGRAMMES_KEY, "levels"] as const;

/** The company's levels in their order, for the programme form's picker. */
export const levelsQueryOptions = queryOptions({
  queryKey: LEVELS_KEY,
  queryFn: ({ signal }) => call(PROGRAMMES_ENDPOINTS.listLevels, { signal }),
});

export function useLevels() {
  return useQuery(levelsQueryOptions);
}
