import type { CreateInstanceBody, Instance } from "@campus/contracts/companies";
import { COMPANIES_ENDPOINTS } from "@campus/contracts/companies.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { companyQueryKey } from "./company.ts";

export function addInstance(companyId: string, body: CreateInstanceBody): Promise<Instance> {
  return call(COMPANIES_ENDPOINTS.addInstance, { params: { id: companyId }, body });
}

export function removeInstance(companyId: string, instanceId: string): Promise<void> {
  return call(COMPANIES_ENDPOINTS.removeInstance, { params: { id: companyId, instanceId } });
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
