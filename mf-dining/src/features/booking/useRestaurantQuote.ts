import { useQuery } from '@tanstack/react-query';
import { quoteQuery } from '@trabzon/api-client';
import { useLanguage } from '../../lib/query';

/** What the checkout books for a table (the API's restaurant booking details). */
export interface TableDetails {
  restaurantId: string;
  date: string;
  time: string;
  partySize: number;
}

/**
 * POST /api/bookings/quote for the table: the server's own checks (a slot still free, not too soon)
 * and the end of free cancellation, before the visitor confirms. Null details ask nothing.
 */
export function useRestaurantQuote(details: TableDetails | null) {
  const language = useLanguage();
  return useQuery({
    ...quoteQuery(details && { type: 'restaurant', ...details }, language),
    retry: false,
  });
}
