import type { ProgrammeDetail } from "@campus/contracts/programmes";
import { PROGRAMMES_ENDPOINTS } from "@campus/contracts/programmes.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { storeProgramme } from "./programme-cache.ts";

/** Archives the programme (`true`) or brings it back (`false`). */
export function setProgrammeArchived(id: string, isArchived: boolean): Promise<ProgrammeDetail> {
  const endpoint = isArchived
    ? PROGRAMMES_ENDPOINTS.archiveProgramme
    : PROGRAMMES_ENDPOINTS.unarchiveProgramme;
  return call(endpoint, { params: { id } });
}

export function useSetProgrammeArchived() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isArchived }: { id: string; isArchived: boolean }) =>
      setProgrammeArchived(id, isArchived),
    onSuccess: (programme) => storeProgramme(client, programme),
  });
}
