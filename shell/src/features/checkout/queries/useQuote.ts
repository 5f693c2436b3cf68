import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';
import { useLocaleStore } from '@trabzon/stores';
import type { HotelStayRequest } from '../model/request';

/** POST /api/bookings/quote: the server's price of the stay in the query (asked again on every visit). */
export function useQuote(request: HotelStayRequest | null) {
  const language = useLocaleStore((state) => state.language);
  return useQuery({
    queryKey: ['bookings', 'quote', request, language],
    queryFn: () => {
      if (!request) throw new Error('No stay to price');
      return bookingsApi.quote({ ...request });
    },
    enabled: request !== null,
    staleTime: 0,
  });
}
