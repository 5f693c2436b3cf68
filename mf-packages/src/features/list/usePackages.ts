import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { packagesApi, type PackageListQuery } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';

/** GET /api/packages for the list's filters; the language is in the key, so switching it refetches. */
export const packagesListQuery = (query: Omit<PackageListQuery, 'lang'>, language: string) =>
  queryOptions({
    queryKey: ['packages', 'list', query, language],
    queryFn: ({ signal }) => packagesApi.list(query, { signal }),
  });

/** The list's packages. `enabled` false holds the search (pending) until the list knows what to ask. */
export function usePackages(query: Omit<PackageListQuery, 'lang'>, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...packagesListQuery(query, i18n.language), placeholderData: keepPreviousData, enabled });
}
