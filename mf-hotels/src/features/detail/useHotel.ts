import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hotelsApi } from '@trabzon/api-client';
import { hotelKeys, useLanguage } from '../../lib/queries';

/** GET /api/hotels/:id (id or slug); after a language change the previous texts stay until the new ones arrive. */
export function useHotel(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: hotelKeys.detail(id, language),
    queryFn: ({ signal }) => hotelsApi.get(id, { signal }),
    enabled: id !== '',
    placeholderData: keepPreviousData,
  });
}
