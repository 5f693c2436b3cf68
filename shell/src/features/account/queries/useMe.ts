import { useQuery } from '@tanstack/react-query';
import { authApi } from '@trabzon/api-client';
import { useLocaleStore, useSessionStore } from '@trabzon/stores';

/** Keys of the signed-in user's own record: per user, so the next person never sees the last one's. */
export const meKey = (userId: string, language: string) => ['auth', 'me', userId, language] as const;

/** GET /api/auth/me: the signed-in user's profile. */
export function useMe() {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  const language = useLocaleStore((state) => state.language);
  return useQuery({ queryKey: meKey(userId, language), queryFn: () => authApi.me(), enabled: userId !== '' });
}
