import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';
import { useLocaleStore } from '@trabzon/stores';

export interface LookupRequest {
  reference: string;
  email: string;
}

/**
 * GET /api/bookings/lookup: a booking made without an account, found by its reference and the
 * contact e-mail (the API limits the attempts per visitor). Null asks nothing.
 */
export function useLookupBooking(request: LookupRequest | null) {
  const language = useLocaleStore((state) => state.language);
  return useQuery({
    queryKey: ['bookings', 'lookup', request, language],
    queryFn: () => bookingsApi.lookup(request?.reference ?? '', request?.email ?? ''),
    enabled: request !== null,
    retry: false,
  });
}
