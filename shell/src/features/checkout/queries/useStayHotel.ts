import { useQuery } from '@tanstack/react-query';
import { hotelsApi } from '@trabzon/api-client';
import { useLocaleStore } from '@trabzon/stores';

/** GET /api/hotels/:id for the checkout's summary; the same cache entry as the hotel page's. */
export function useStayHotel(hotelId: string | null) {
  const language = useLocaleStore((state) => state.language);
  return useQuery({
    queryKey: ['hotels', 'detail', hotelId ?? '', language],
    queryFn: ({ signal }) => hotelsApi.get(hotelId ?? '', { signal }),
    enabled: hotelId !== null,
  });
}
