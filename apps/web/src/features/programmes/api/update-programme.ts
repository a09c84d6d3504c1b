import type { ProgrammeDetail, UpdateProgrammeBody } from "@campus/contracts/programmes";
import { PROGRAMMES_ENDPOINTS } from "@campus/contracts/programmes.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { storeProgramme } from "./programme-cache.ts";

export function updateProgramme(id: string, body: UpdateProgrammeBody): Promise<ProgrammeDetail> {
  return call(PROGRAMMES_ENDPOINTS.updateProgramme, { params: { id }, body });
}

/** Edits a programme; `id` is given with each change (the list edits any of its rows). */
export function useUpdateProgramme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateProgrammeBody }) => updateProgramme(id, body),
    onSuccess: (programme) => storeProgramme(client, programme),
  });
}
