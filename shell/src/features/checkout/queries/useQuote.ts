import { useQuery } from '@tanstack/react-query';
import { quoteQuery } from '@trabzon/api-client';
import { useLocaleStore } from '@trabzon/stores';
import type { HotelStayRequest } from '../model/request';

/** POST /api/bookings/quote: the server's price of the stay in the query (asked again on every visit). */
export function useQuote(request: HotelStayRequest | null) {
  const language = useLocaleStore((state) => state.language);
  return useQuery({
    ...quoteQuery(request && { ...request }, language),
    staleTime: 0,
  });
}
