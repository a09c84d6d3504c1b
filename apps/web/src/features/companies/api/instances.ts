import type { CreateInstanceBody, Instance } from "@campus/contracts/companies";
import { instanceSchema } from "@campus/contracts/companies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, noContent } from "../../../lib/api-client.ts";
import { companyQueryKey } from "./company.ts";

export function addInstance(companyId: string, body: CreateInstanceBody): Promise<Instance> {
  return apiClient.post(instanceSchema, `/api/companies/${encodeURIComponent(companyId)}/instances`, body);
}

export function removeInstance(companyId: string, instanceId: string): Promise<void> {
  return apiClient.delete(
    noContent,
    `/api/companies/${encodeURIComponent(companyId)}/instances/${encodeURIComponent(instanceId)}`,
  );
}

export function useAddInstance(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInstanceBody) => addInstance(companyId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: companyQueryKey(companyId) }),
  });
}

export function useRemoveInstance(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (instanceId: string) => removeInstance(companyId, instanceId),
    onSuccess: () => client.invalidateQueries({ queryKey: companyQueryKey(companyId) }),
  });
}
