import { PHOTO_ENDPOINTS } from "@campus/contracts/accounts.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { ME_QUERY_KEY } from "../../../lib/current-user.tsx";

/** Uploads (a file) or removes (null) the caller's photo; the profile, and so every avatar, follows. */
export function useChangePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return call(PHOTO_ENDPOINTS.removeOwnPhoto);
      const body = new FormData();
      body.append("file", file);
      return call(PHOTO_ENDPOINTS.replaceOwnPhoto, { body });
    },
    onSuccess: (me) => client.setQueryData(ME_QUERY_KEY, me),
  });
}
