import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { hotelsApi } from '@trabzon/api-client';
import { isIdOrSlug } from '@trabzon/contracts/validation';
import type { Language } from '@trabzon/stores';
import { useRecordQuery } from '@trabzon/ui';
import { hotelKeys, useLanguage } from '../../lib/queries';

/** GET /api/hotels/:id (id or slug): the screen's query, and its prefetch. */
export const hotelQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: hotelKeys.detail(id, language),
    queryFn: ({ signal }) => hotelsApi.get(id, { signal }),
  });

/**
 * The hotel; after a language change the previous texts stay until the new ones arrive. A prefetch
 * that failed is not asked again on mount (useRecordQuery).
 */
export function useHotel(id: string) {
  return useRecordQuery({ ...hotelQuery(id, useLanguage()), enabled: isIdOrSlug(id), placeholderData: keepPreviousData });
}
