import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hotelsApi } from '@trabzon/api-client';
import { hotelKeys, useLanguage } from '../../lib/queries';
import type { HotelsQuery } from './filters';

/** GET /api/hotels for the list's filters; the last page stays while the next one loads. */
export function useHotels(query: HotelsQuery) {
  const language = useLanguage();
  return useQuery({
    queryKey: hotelKeys.list(query, language),
    queryFn: ({ signal }) => hotelsApi.list(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
