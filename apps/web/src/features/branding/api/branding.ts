import type { UpdateBrandingBody } from "@campus/contracts/branding";
import { BRANDING_ENDPOINTS } from "@campus/contracts/branding.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { ME_QUERY_KEY } from "../../../lib/current-user.tsx";

/** After a change the profile (which carries the company's branding) is read again: the theme follows at once. */
function useRefreshMe() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

export function useUpdateBranding() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (body: UpdateBrandingBody) => call(BRANDING_ENDPOINTS.updateBranding, { body }),
    onSuccess: refreshMe,
  });
}

export function useUploadLogo() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return call(BRANDING_ENDPOINTS.replaceLogo, { body: form });
    },
    onSuccess: refreshMe,
  });
}

export function useRemoveLogo() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: () => call(BRANDING_ENDPOINTS.removeLogo),
    onSuccess: refreshMe,
  });
}
