import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hotelsApi } from '@trabzon/api-client';
import type { Language } from '@trabzon/stores';
import { hotelKeys, useLanguage } from '../../lib/queries';
import type { HotelsQuery } from './filters';

/** GET /api/hotels for the list's filters (the screen's query, and its prefetch). */
export const hotelsListQuery = (query: HotelsQuery, language: Language) =>
  queryOptions({
    queryKey: hotelKeys.list(query, language),
    queryFn: ({ signal }) => hotelsApi.list(query, { signal }),
  });

/** The list's hotels; the last page stays while the next one loads. `enabled` false holds the search (pending). */
export function useHotels(query: HotelsQuery, enabled = true) {
  return useQuery({ ...hotelsListQuery(query, useLanguage()), placeholderData: keepPreviousData, enabled });
}
