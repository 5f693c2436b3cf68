import { isIdOrSlug } from '@trabzon/contracts/validation';
import { i18n } from '@trabzon/i18n';
import { queryClient } from '@trabzon/ui';
import { readFilters, toQuery } from './list/filters';
import { destinationsQuery } from './list/useDestinationOptions';
import { packagesListQuery } from './list/usePackages';
import { packageQuery } from './detail/usePackage';

/**
 * /packages: the destinations and, without a destination, the list the screen's first render asks
 * for (a destination in the URL is searched by the slug the destinations resolve it to).
 */
export function prefetchPackagesList(_params: unknown, search: URLSearchParams): void {
  void queryClient.prefetchQuery(destinationsQuery(i18n.language));
  const filters = readFilters(search);
  if (!filters.destination) void queryClient.prefetchQuery(packagesListQuery(toQuery(filters), i18n.language));
}

/** /packages/:slug: the package (its first picture is the page's largest). */
export function prefetchPackage(params: Record<string, string | undefined>): void {
  if (params.slug && isIdOrSlug(params.slug)) void queryClient.prefetchQuery(packageQuery(params.slug, i18n.language));
}
