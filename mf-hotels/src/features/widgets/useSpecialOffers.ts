import { useQuery } from '@tanstack/react-query';
import { offersApi } from '@trabzon/api-client';
import { hotelKeys, useLanguage } from '../../lib/queries';

/** GET /api/offers/special. */
export function useSpecialOffers() {
  const language = useLanguage();
  return useQuery({
    queryKey: hotelKeys.specialOffers(language),
    queryFn: ({ signal }) => offersApi.special(undefined, { signal }),
  });
}
