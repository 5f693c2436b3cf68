import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '@trabzon/i18n';
import { LANGUAGES } from '@trabzon/stores';
import { findDestination, type DestinationMatch } from './filters';
import { destinationsQuery, useDestinationOptions } from './useDestinationOptions';

/**
 * The destination the URL's value names: by id, slug or name in any of the site's languages.
 * The other languages' names are loaded only for a value the page's language does not know.
 */
export function useDestinationParam(value: string): DestinationMatch {
  const { i18n } = useTranslation();
  const current = useDestinationOptions();
  const here = findDestination(value, current.data?.results ?? []);
  const others = useQueries({
    queries: LANGUAGES.filter((language) => language !== i18n.language).map((language) => ({
      ...destinationsQuery(language),
      enabled: value !== '' && current.isSuccess && !here,
    })),
  });
  if (!value) return { state: 'none' };
  const found = here ?? others.map((list) => findDestination(value, list.data?.results ?? [])).find(Boolean);
  if (found) return { state: 'found', slug: found.slug };
  const lists = [current, ...others];
  if (lists.some((list) => list.isError)) return { state: 'unchecked' };
  return lists.every((list) => list.isSuccess) ? { state: 'unknown' } : { state: 'loading' };
}
