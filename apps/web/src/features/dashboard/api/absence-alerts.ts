import type { AbsenceAlertSettings } from "@campus/contracts/absence-alerts";
import { ABSENCE_ALERTS_ENDPOINTS } from "@campus/contracts/absence-alerts.endpoints";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { DASHBOARD_KEY } from "./dashboard-key.ts";

const AT_RISK_KEY = [...DASHBOARD_KEY, "students-at-risk"] as const;

/** The company's thresholds (the Personnalisation page; the home reads them with its summary). */
export function useAbsenceAlertSettings() {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, "absence-alert-settings"],
    queryFn: ({ signal }) => call(ABSENCE_ALERTS_ENDPOINTS.getAbsenceAlertSettings, { signal }),
  });
}

/** One page of the students above a threshold (« Voir tout »). */
export function useStudentsAtRisk(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...AT_RISK_KEY, page, pageSize],
    queryFn: ({ signal }) =>
      call(ABSENCE_ALERTS_ENDPOINTS.listStudentsAtRisk, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Saves the company's thresholds; the home's summary and the list are read again (students checked anew). */
export function useUpdateAbsenceAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AbsenceAlertSettings) =>
      call(ABSENCE_ALERTS_ENDPOINTS.updateAbsenceAlertSettings, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}
