import { queryOptions, useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trabzon/api-client';
import { useLanguage } from '../../lib/query';

/** GET /api/destinations: the location filter's options. */
export const destinationsQuery = (language: string) =>
  queryOptions({
    queryKey: ['destinations', 'list', language],
    queryFn: ({ signal }) => destinationsApi.list({}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useDestinations() {
  return useQuery(destinationsQuery(useLanguage()));
}
