import type { CreateProgrammeBody, ProgrammeDetail } from "@campus/contracts/programmes";
import { PROGRAMMES_ENDPOINTS } from "@campus/contracts/programmes.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { storeProgramme } from "./programme-cache.ts";

export function createProgramme(body: CreateProgrammeBody): Promise<ProgrammeDetail> {
  return call(PROGRAMMES_ENDPOINTS.createProgramme, { body });
}

export function useCreateProgramme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProgramme,
    onSuccess: (programme) => storeProgramme(client, programme),
  });
}
