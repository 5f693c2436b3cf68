import { queryOptions } from '@tanstack/react-query';
import { packagesApi } from '@trabzon/api-client';
import { isIdOrSlug } from '@trabzon/contracts/validation';
import { useTranslation } from '@trabzon/i18n';
import { useRecordQuery } from '@trabzon/ui';

/**
 * GET /api/packages/slug/:slug in a language: the screen's query, and its prefetch. The shared retry
 * (shouldRetry): a 5xx once more, never a 4xx (not found, or a 429 refusal).
 */
export const packageQuery = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['packages', 'detail', slug, language],
    queryFn: ({ signal }) => packagesApi.bySlug(slug, { signal }),
  });

/**
 * The package; a prefetch that failed is not asked again on mount (useRecordQuery). An address no
 * package can have (`/packages/%E0%A4%A`, which the router leaves undecoded) is not asked for.
 */
export function usePackage(slug: string) {
  const { i18n } = useTranslation();
  return useRecordQuery({ ...packageQuery(slug, i18n.language), enabled: isIdOrSlug(slug) });
}
