import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trabzon/api-client';
import { LANGUAGES, type Language } from '@trabzon/stores';
import { hotelKeys, useLanguage } from '../../lib/queries';
import { matchDestination, resolveDestination } from './filters';

/** GET /api/destinations with the names in `language`: the filter's choices (the page's language), or a link's name to match. */
export const destinationsQuery = (language: Language) =>
  queryOptions({
    queryKey: hotelKeys.destinations(language),
    queryFn: ({ signal }) => destinationsApi.list({}, { signal, language }),
  });

export function useDestinations() {
  return useQuery(destinationsQuery(useLanguage()));
}

/**
 * The filter's destinations (the page's language) and what the link's destination names among
 * them: by id, slug or name in any of the site's languages ("طرابزون" or "Ayder Yaylası" on the
 * English page). The other languages' names are loaded only for a value the page's do not know.
 */
export function useDestinationMatch(value: string) {
  const language = useLanguage();
  const here = useDestinations();
  const knownHere = here.data !== undefined && resolveDestination(value, here.data.results) !== undefined;
  const others = useQueries({
    queries: LANGUAGES.filter((other) => other !== language).map((other) => ({
      ...destinationsQuery(other),
      enabled: value !== '' && here.isSuccess && !knownHere,
    })),
  });
  const languages = [here, ...others].map((names) => ({ destinations: names.data?.results, failed: names.isError }));
  return { destinations: here.data?.results ?? [], match: matchDestination(value, languages) };
}
