import { useQuery } from '@tanstack/react-query';
import { restaurantsApi } from '@trabzon/api-client';

/** GET /api/restaurants/:id/slots: the times of a date and whether a table is free for the party. */
export function useSlots(id: string | undefined, date: string, partySize: number) {
  return useQuery({
    queryKey: ['restaurants', 'slots', id, date, partySize],
    queryFn: ({ signal }) => restaurantsApi.slots(id ?? '', date, partySize, { signal }),
    enabled: Boolean(id && date && partySize),
    refetchInterval: 60_000,
    retry: false,
  });
}
