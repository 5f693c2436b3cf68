import { useQuery } from '@tanstack/react-query';
import { siteSettingsApi, type PublicSettingsView } from '@trabzon/api-client';
import { adoptSiteDefaultLanguage } from '@trabzon/stores';
import { setDisplayTimeZone } from '@trabzon/i18n';

const KEY = ['settings', 'public'] as const;

/**
 * Reads GET /api/settings at boot (beside the remote registry): the default language for a
 * visitor who has not chosen one, and the zone dates are shown in. A failure keeps the built-in
 * defaults (Turkish, Istanbul) and the site starts anyway.
 */
export async function loadSiteSettings(): Promise<void> {
  try {
    const settings = await siteSettingsApi.get();
    adoptSiteDefaultLanguage(settings.defaultLanguage);
    setDisplayTimeZone(settings.timezone);
  } catch {
    /* offline or an old API: the defaults stand */
  }
}

/** The public settings (site name, contact e-mail…) for the footer; null until known. */
export function useSiteSettings(): PublicSettingsView | null {
  const query = useQuery({ queryKey: KEY, queryFn: siteSettingsApi.get, staleTime: 5 * 60_000 });
  return query.data ?? null;
}
