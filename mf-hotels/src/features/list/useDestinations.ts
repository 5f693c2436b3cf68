import { queryOptions, useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trabzon/api-client';
import type { Language } from '@trabzon/stores';
import { hotelKeys, useLanguage } from '../../lib/queries';

/** GET /api/destinations: the filter's destination choices. */
export const destinationsQuery = (language: Language) =>
  queryOptions({
    queryKey: hotelKeys.destinations(language),
    queryFn: ({ signal }) => destinationsApi.list({}, { signal }),
  });

export function useDestinations() {
  return useQuery(destinationsQuery(useLanguage()));
}
