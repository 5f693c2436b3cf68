import { useQuery } from '@tanstack/react-query';
import { hotelsApi } from '@trabzon/api-client';
import { hotelKeys, useLanguage } from '../../lib/queries';

/** GET /api/hotels/featured. */
export function useFeaturedHotels() {
  const language = useLanguage();
  return useQuery({
    queryKey: hotelKeys.featured(language),
    queryFn: ({ signal }) => hotelsApi.featured(undefined, { signal }),
  });
}
