import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type UpdateProfileRequest } from '@trabzon/api-client';
import { useSessionStore } from '@trabzon/stores';

/** PUT /api/users/profile: the session takes the new user (and token); the cached profile loads again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const updateUser = useSessionStore((state) => state.updateUser);
  const setToken = useSessionStore((state) => state.setToken);
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => authApi.updateProfile(body),
    onSuccess: async (result) => {
      if (result.user) updateUser(result.user);
      if (result.token) setToken(result.token);
      await queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}
