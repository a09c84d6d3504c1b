import { API_KEYS_ENDPOINTS } from "@campus/contracts/api-keys.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { API_KEYS_KEY } from "./api-keys.ts";

/** Revokes a key: refused from the answer on. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(API_KEYS_ENDPOINTS.revokeApiKey, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
