import { CHECK_IN_ENDPOINTS } from "@campus/contracts/check-in.endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

export const checkInDisplayQueryKey = (slotId: string) => ["attendance", "check-in", slotId] as const;

/** How long until the code changes, by the server's clock (a little after, so the new one is there). */
function untilNextCode(data: { codeExpiresAt: string | null; serverTime: string } | undefined): number {
  if (!data?.codeExpiresAt) return 30_000;
  const left = new Date(data.codeExpiresAt).getTime() - new Date(data.serverTime).getTime();
  return Math.max(left, 0) + 250;
}

/** The projector's code, fetched again when it changes (every 15 s while check-in is open). */
export function useCheckInDisplay(slotId: string) {
  return useQuery({
    queryKey: checkInDisplayQueryKey(slotId),
    queryFn: ({ signal }) => call(CHECK_IN_ENDPOINTS.getCheckInDisplay, { params: { id: slotId }, signal }),
    refetchInterval: (query) => untilNextCode(query.state.data),
    refetchIntervalInBackground: true,
  });
}
