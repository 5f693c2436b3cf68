import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** POST /api/bookings/quote: the server's price (with tax) of what is about to be booked. */
export function useBookingQuote(body: Record<string, unknown> | null) {
  const { i18n } = useTranslation('transfers');
  return useQuery({
    queryKey: ['transfers', 'quote', body, i18n.language],
    queryFn: () => bookingsApi.quote(body as Parameters<typeof bookingsApi.quote>[0]),
    enabled: body !== null,
    retry: false,
  });
}
