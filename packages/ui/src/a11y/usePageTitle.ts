import { useEffect } from 'react';
import { useTranslation } from '@trabzon/i18n';

/** The document title for a page: "Page · Trabzon Travel", or the site's name alone. */
export function pageTitle(title: string | null | undefined, siteName: string): string {
  const page = title?.trim();
  return page ? `${page} · ${siteName}` : siteName;
}

/** The site's name from its settings (Settings → General), set by the shell at start; null: the texts' own. */
let configuredSiteName: string | null = null;

/** Names the site in every page title from now on (the shell, once it has the public settings). */
export function setSiteName(name: string | null): void {
  configuredSiteName = name?.trim() || null;
}

/** The site's name as Settings → General gives it (the texts' own until the shell has it). */
export function useSiteName(): string {
  const { t } = useTranslation();
  return configuredSiteName ?? t('kit.siteName');
}

/**
 * Gives the browser tab (and the screen reader's page announcement) a descriptive, translated
 * title for the screen on show: call it in every screen with the screen's own heading text. A
 * null or empty title (still loading) leaves the site's name alone. Follows language changes.
 */
export function usePageTitle(title: string | null | undefined): void {
  const siteName = useSiteName();
  useEffect(() => {
    if (typeof document === 'undefined') return;
    document.title = pageTitle(title, siteName);
  }, [title, siteName]);
}
