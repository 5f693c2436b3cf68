import { useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trabzon/api-client';
import { hotelKeys, useLanguage } from '../../lib/queries';

/** GET /api/destinations: the filter's destination choices. */
export function useDestinations() {
  const language = useLanguage();
  return useQuery({
    queryKey: hotelKeys.destinations(language),
    queryFn: ({ signal }) => destinationsApi.list({}, { signal }),
  });
}
