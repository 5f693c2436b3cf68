import { useQuery } from '@tanstack/react-query';
import { destinationsApi, type Destination } from '@trabzon/api-client';
import { useLocaleStore } from '@trabzon/stores';

const NONE: Destination[] = [];

/** GET /api/destinations for the search's suggestions (none when they cannot be loaded); shared with /hotels' filter. */
export function useDestinations(): Destination[] {
  const language = useLocaleStore((state) => state.language);
  const query = useQuery({
    queryKey: ['destinations', 'list', language],
    queryFn: ({ signal }) => destinationsApi.list({}, { signal }),
  });
  return query.data?.results ?? NONE;
}
