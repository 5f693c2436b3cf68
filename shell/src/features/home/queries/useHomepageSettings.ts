import { useQuery } from '@tanstack/react-query';
import { homepageApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** GET /api/settings/homepage in the active language (the hero slides). */
export function useHomepageSettings() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['settings', 'homepage', i18n.language],
    queryFn: ({ signal }) => homepageApi.get({ signal }),
    retry: 1,
    staleTime: 5 * 60_000,
  });
}
