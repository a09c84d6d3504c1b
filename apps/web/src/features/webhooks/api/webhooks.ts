import type { CreateWebhookBody } from "@campus/contracts/webhooks";
import { WEBHOOKS_ENDPOINTS } from "@campus/contracts/webhooks.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

const WEBHOOKS_KEY = ["webhooks"] as const;
const deliveriesKey = (id: string) => [...WEBHOOKS_KEY, id, "deliveries"] as const;

/** The company's webhooks (its super-administrator). */
export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: ({ signal }) => call(WEBHOOKS_ENDPOINTS.listWebhooks, { signal }),
  });
}

/** A subscription's latest deliveries, refreshed while the log is open. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) =>
      call(WEBHOOKS_ENDPOINTS.listWebhookDeliveries, {
        params: { id },
        query: { page: 1, pageSize: 20 },
        signal,
      }),
    refetchInterval: 10_000,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: WEBHOOKS_KEY });
}

export function useCreateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => call(WEBHOOKS_ENDPOINTS.createWebhook, { body }),
    onSuccess: refresh,
  });
}

export function useSetWebhookEnabled() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      call(WEBHOOKS_ENDPOINTS.updateWebhook, { params: { id }, body: { enabled } }),
    onSuccess: refresh,
  });
}

export function useDeleteWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(WEBHOOKS_ENDPOINTS.deleteWebhook, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useRedeliverWebhook(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      call(WEBHOOKS_ENDPOINTS.redeliverWebhook, { params: { id, deliveryId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}
