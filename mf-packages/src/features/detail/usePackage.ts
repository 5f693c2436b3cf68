import { queryOptions, useQuery } from '@tanstack/react-query';
import { packagesApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** GET /api/packages/slug/:slug in a language: the screen's query, and its prefetch. */
export const packageQuery = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['packages', 'detail', slug, language],
    queryFn: ({ signal }) => packagesApi.bySlug(slug, { signal }),
    retry: (count, error) => count < 2 && (error as { response?: { status?: number } }).response?.status !== 404,
  });

export function usePackage(slug: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...packageQuery(slug, i18n.language), enabled: slug !== '' });
}
