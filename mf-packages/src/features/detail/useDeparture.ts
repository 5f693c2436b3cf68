import { useQuery } from '@tanstack/react-query';
import { packagesApi } from '@trabzon/api-client';

/** GET /api/packages/:id/departures/:date: seats left on that date. */
export function useDeparture(packageId: string, date: string) {
  return useQuery({
    queryKey: ['packages', 'departure', packageId, date],
    queryFn: ({ signal }) => packagesApi.departure(packageId, date, { signal }),
    enabled: Boolean(packageId && date),
    retry: false,
  });
}
