import { useQuery } from '@tanstack/react-query';
import { quoteQuery, type BookingType } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** POST /api/bookings/quote: the server's price (with tax) of what is about to be booked. */
export function useBookingQuote(body: ({ type: BookingType } & Record<string, unknown>) | null) {
  const { i18n } = useTranslation('transfers');
  return useQuery({
    ...quoteQuery(body, i18n.language),
    retry: false,
  });
}
