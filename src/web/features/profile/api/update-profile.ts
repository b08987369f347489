import type { Profile, ProfileUpdate } from "@shared/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { SESSION_KEY } from "@web/records/session/session-key";
import { PROFILE_KEY } from "./get-profile";

/** Saves profile fields; the session is reloaded too, since it carries the name and the avatar. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.put<Profile>("/api/profile", update),
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
