import { queryOptions, useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** GET /api/destinations in `language` (names in that language). */
export function destinationsQuery(language: string) {
  return queryOptions({
    queryKey: ['destinations', 'list', {}, language],
    queryFn: ({ signal }) => destinationsApi.list({}, { signal, language }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/destinations: the destination filter's options. */
export function useDestinationOptions() {
  const { i18n } = useTranslation();
  return useQuery(destinationsQuery(i18n.language));
}
