import type { UpdateProfileBody } from "@campus/contracts/profile";
import { PROFILE_ENDPOINTS } from "@campus/contracts/profile.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { ME_QUERY_KEY } from "../../../lib/current-user.tsx";

/** Changes the signed-in user's own profile fields; answers the whole profile, as the current user's. */
export function updateProfile(body: UpdateProfileBody) {
  return call(PROFILE_ENDPOINTS.updateOwnProfile, { body });
}

/** The profile's answer replaces the current user, so the menu and header show the change at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      client.setQueryData(ME_QUERY_KEY, me);
    },
  });
}
