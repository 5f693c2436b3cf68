import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@trabzon/i18n';

/** The document title for a page: "Page · Trabzon Travel", or the site's name alone. */
export function pageTitle(title: string | null | undefined, siteName: string): string {
  const page = title?.trim();
  return page ? `${page} · ${siteName}` : siteName;
}

/** The site's name from its settings (Settings → General), set by the shell at start; null: the texts' own. */
let configuredSiteName: string | null = null;

const listeners = new Set<() => void>();

/** Names the site in every page title and header from now on (the shell at start; Settings → General on save). */
export function setSiteName(name: string | null): void {
  configuredSiteName = name?.trim() || null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentSiteName = () => configuredSiteName;

/** The site's name as Settings → General gives it (the texts' own until the shell has it). */
export function useSiteName(): string {
  const { t } = useTranslation();
  return useSyncExternalStore(subscribe, currentSiteName, currentSiteName) ?? t('kit.siteName');
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
