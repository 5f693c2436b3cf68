import { useQuery } from '@tanstack/react-query';
import { authApi } from '@trabzon/api-client';
import { selectSessionOwner, useLocaleStore, useSessionStore } from '@trabzon/stores';

/** Keys of the signed-in user's own record: per session owner, so the next person never sees the last one's. */
export const meKey = (owner: string, language: string) => ['auth', 'me', owner, language] as const;

/**
 * GET /api/auth/me: the signed-in user's profile. The token is what the API asks for: a session
 * whose stored user lacks its id (an older build's) still loads, keyed by its token instead of an
 * empty id that every such session would share (see selectSessionOwner).
 */
export function useMe() {
  const owner = useSessionStore(selectSessionOwner);
  const language = useLocaleStore((state) => state.language);
  return useQuery({ queryKey: meKey(owner ?? '', language), queryFn: () => authApi.me(), enabled: owner !== null });
}
