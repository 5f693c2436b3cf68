import { useRecordQuery } from '@trabzon/ui';
import { useLanguage } from '../../lib/query';
import { restaurantQuery } from '../detail/useRestaurant';

/**
 * The restaurant of the reservation: the detail page's query and cache entry, with its retry (the
 * shared shouldRetry: a 5xx once more, never a 4xx, so a 429 is asked once), and a failure moments
 * old shown as it is rather than asked again on mount (useRecordQuery).
 */
export function useBookedRestaurant(slug: string) {
  return useRecordQuery({ ...restaurantQuery(slug, useLanguage()), enabled: Boolean(slug) });
}
