import { queryOptions, useQuery } from '@tanstack/react-query';
import { homepageApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { queryClient } from '@trabzon/ui';

/** GET /api/settings/homepage in `language` (the hero slides). */
const homepageQuery = (language: string) =>
  queryOptions({
    queryKey: ['settings', 'homepage', language],
    queryFn: ({ signal }) => homepageApi.get({ signal }),
    retry: 1,
    staleTime: 5 * 60_000,
  });

/** The homepage settings in the active language (the hero slides). */
export function useHomepageSettings() {
  const { i18n } = useTranslation();
  return useQuery(homepageQuery(i18n.language));
}

/**
 * Asks for the homepage settings at boot, beside the texts, so the home page's first render shows
 * the settings' first slide (the picture the server's first paint drew) instead of the default one
 * it would swap a moment later. Never fails: the page asks again as usual.
 */
export function prefetchHomepageSettings(language: string): Promise<void> {
  return queryClient.prefetchQuery(homepageQuery(language));
}
