import { useQuery } from '@tanstack/react-query';
import { siteSettingsApi, type PublicSettingsView } from '@trabzon/api-client';
import { adoptSiteDefaultLanguage } from '@trabzon/stores';
import { setDisplayTimeZone } from '@trabzon/i18n';
import { queryClient, setSiteName } from '@trabzon/ui';

const KEY = ['settings', 'public'] as const;

function isPublicSettings(value: unknown): value is PublicSettingsView {
  const settings = value as PublicSettingsView | null;
  return typeof settings?.defaultLanguage === 'string' && typeof settings.timezone === 'string';
}

/**
 * Applies GET /api/settings at boot: the default language for a visitor who has not chosen one,
 * the zone dates are shown in, and the site's name in page titles. `early` is the answer index.ts already asked for (see
 * earlyRequests); without a usable one the API client asks. The answer also fills the footer's
 * query, so it is not asked for again. A failure keeps the built-in defaults (Turkish, Istanbul)
 * and the site starts anyway.
 */
export async function loadSiteSettings(early?: Promise<unknown>): Promise<void> {
  try {
    const answer = await early;
    const settings = isPublicSettings(answer) ? answer : await siteSettingsApi.get();
    queryClient.setQueryData(KEY, settings);
    adoptSiteDefaultLanguage(settings.defaultLanguage);
    setDisplayTimeZone(settings.timezone);
    setSiteName(settings.siteName);
  } catch {
    /* offline or an old API: the defaults stand */
  }
}

/** The public settings (site name, contact e-mail…) for the footer; null until known. */
export function useSiteSettings(): PublicSettingsView | null {
  const query = useQuery({ queryKey: KEY, queryFn: siteSettingsApi.get, staleTime: 5 * 60_000 });
  return query.data ?? null;
}
