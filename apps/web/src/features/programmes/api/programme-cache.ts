import type { ProgrammeDetail } from "@campus/contracts/programmes";
import type { QueryClient } from "@tanstack/react-query";
import { refreshSchoolOptions } from "../../../entities/school/index.ts";
import { programmeQueryKey } from "./programme.ts";
import { PROGRAMMES_KEY } from "./programmes.ts";

/**
 * After a change that answers the whole programme: the detail from the answer; the lists, the levels
 * and the forms' school options (programmes, levels) refetched.
 */
export function storeProgramme(client: QueryClient, programme: ProgrammeDetail): Promise<unknown> {
  client.setQueryData(programmeQueryKey(programme.id), programme);
  return refreshProgrammes(client);
}

/** The programmes' lists, the levels and the school options refetched (a deletion, a level renamed). */
export function refreshProgrammes(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === PROGRAMMES_KEY[0] && queryKey[1] !== "detail",
    }),
    refreshSchoolOptions(client),
  ]);
}
