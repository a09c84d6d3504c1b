import { meSchema } from "@campus/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { ME_QUERY_KEY } from "../../../lib/current-user.tsx";

/** Uploads (a file) or removes (null) the caller's photo; the profile, and so every avatar, follows. */
export function useChangePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return apiClient.delete(meSchema, "/api/profile/photo");
      const form = new FormData();
      form.append("file", file);
      return apiClient.post(meSchema, "/api/profile/photo", form);
    },
    onSuccess: (me) => client.setQueryData(ME_QUERY_KEY, me),
  });
}
