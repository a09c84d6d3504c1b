import { PROGRAMMES_ENDPOINTS } from "@campus/contracts/programmes.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { programmeQueryKey } from "./programme.ts";
import { refreshProgrammes } from "./programme-cache.ts";

export function deleteProgramme(id: string) {
  return call(PROGRAMMES_ENDPOINTS.deleteProgramme, { params: { id } });
}

/** Deletes a programme nothing refers to (the server refuses the others with a 409 saying why). */
export function useDeleteProgramme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProgramme(id),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: programmeQueryKey(id) });
      return refreshProgrammes(client);
    },
  });
}
