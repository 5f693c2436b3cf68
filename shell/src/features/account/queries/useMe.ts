import { useQuery } from '@tanstack/react-query';
import { authApi } from '@trabzon/api-client';
import { useLocaleStore, useSessionStore } from '@trabzon/stores';

/** Keys of the signed-in user's own record: per user, so the next person never sees the last one's. */
export const meKey = (userId: string, language: string) => ['auth', 'me', userId, language] as const;

/**
 * GET /api/auth/me: the signed-in user's profile. The token is what the API asks for: a session
 * whose stored user lacks its id (an older build's) still loads, instead of waiting for an id forever.
 */
export function useMe() {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  const signedIn = useSessionStore((state) => Boolean(state.token));
  const language = useLocaleStore((state) => state.language);
  return useQuery({ queryKey: meKey(userId, language), queryFn: () => authApi.me(), enabled: signedIn });
}
