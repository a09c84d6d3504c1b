import type { CreateApiKeyBody } from "@campus/contracts/api-keys";
import { API_KEYS_ENDPOINTS } from "@campus/contracts/api-keys.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { API_KEYS_KEY } from "./api-keys.ts";

/** Creates a key; the answer holds its secret, the only time it is shown. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => call(API_KEYS_ENDPOINTS.createApiKey, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
