import { useQuery } from '@tanstack/react-query';
import { adminSettingsApi } from '@trabzon/api-client';

/** The password policy's minimum length (GET /api/settings); 8 until it answers. */
export function usePasswordMinLength(): number {
  const settings = useQuery({ queryKey: ['settings', 'public'], queryFn: adminSettingsApi.public, staleTime: 60_000 });
  return settings.data?.passwordMinLength ?? 8;
}
