import { useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** GET /api/destinations/featured (with their computed property counts). */
export function useFeaturedDestinations() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['destinations', 'featured', i18n.language],
    queryFn: ({ signal }) => destinationsApi.featured({ signal }),
  });
}
