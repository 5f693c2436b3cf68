import { useQuery } from '@tanstack/react-query';
import { packagesApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** GET /api/packages/featured (the shared retry: a 5xx once more, never a 4xx). */
export function useFeaturedPackages(limit = 6) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['packages', 'featured', limit, i18n.language],
    queryFn: ({ signal }) => packagesApi.featured(limit, { signal }),
  });
}
