import { useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** GET /api/destinations: the destination filter's options. */
export function useDestinationOptions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['destinations', 'list', {}, i18n.language],
    queryFn: ({ signal }) => destinationsApi.list({}, { signal }),
    staleTime: 5 * 60_000,
  });
}
