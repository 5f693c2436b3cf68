import { useQuery } from '@tanstack/react-query';
import { packagesApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** GET /api/packages/slug/:slug in the active language. */
export function usePackage(slug: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['packages', 'detail', slug, i18n.language],
    queryFn: ({ signal }) => packagesApi.bySlug(slug, { signal }),
    enabled: slug !== '',
    retry: (count, error) => count < 2 && (error as { response?: { status?: number } }).response?.status !== 404,
  });
}
