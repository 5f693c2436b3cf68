import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';

/** POST /api/bookings/quote for a package, start date and guests: the server's live total (tax included). */
export function usePackageQuote(packageId: string, startDate: string, guests: number) {
  return useQuery({
    queryKey: ['bookings', 'quote', 'package', packageId, startDate, guests],
    queryFn: () => bookingsApi.quote({ type: 'package', packageId, startDate, guests }),
    enabled: Boolean(packageId && startDate),
    retry: false,
    staleTime: 30_000,
  });
}
