// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteSettingsApi, type PublicSettingsView } from '@trabzon/api-client';
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { AppProviders, queryClient, setSiteName, usePageTitle } from '@trabzon/ui';
import { initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { loadSiteSettings } from '../../src/layout/siteSettings';

const SETTINGS: PublicSettingsView = {
  siteName: 'Trabzon Travel',
  contactEmail: 'info@example.com',
  currency: 'TRY',
  defaultLanguage: 'en',
  timezone: 'Europe/Istanbul',
  taxRate: 12,
  passwordMinLength: 8,
};

/** A screen titled "Hotels". */
function Titled() {
  usePageTitle('Hotels');
  return null;
}

describe('loadSiteSettings at boot', () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.clear();
    useLocaleStore.setState({ language: 'tr' });
  });
  afterEach(() => vi.restoreAllMocks());

  it("takes index.ts's early answer without asking the API again, and fills the footer's query with it", async () => {
    const get = vi.spyOn(siteSettingsApi, 'get');
    await loadSiteSettings(Promise.resolve(SETTINGS));
    expect(get).not.toHaveBeenCalled();
    expect(useLocaleStore.getState().language).toBe('en');
    expect(queryClient.getQueryData(['settings', 'public'])).toEqual(SETTINGS);
  });

  it('asks through the API client when the early request failed or answered something else', async () => {
    const get = vi.spyOn(siteSettingsApi, 'get').mockResolvedValue({ ...SETTINGS, defaultLanguage: 'ar' });
    await loadSiteSettings(Promise.resolve(null));
    expect(get).toHaveBeenCalledTimes(1);
    expect(useLocaleStore.getState().language).toBe('ar');
    await loadSiteSettings(Promise.resolve({ errors: [{ status: 500 }] }));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('names the site in page titles as its settings do: a renamed site is renamed in every tab', async () => {
    await initI18n();
    await loadSiteSettings(Promise.resolve({ ...SETTINGS, siteName: 'Karadeniz Tours' }));
    try {
      render(createElement(AppProviders, null, createElement(Titled)));
      expect(document.title).toBe('Hotels · Karadeniz Tours');
    } finally {
      cleanup();
      setSiteName(null);
    }
  });

  it('keeps the defaults when neither answers', async () => {
    vi.spyOn(siteSettingsApi, 'get').mockRejectedValue(new Error('offline'));
    await expect(loadSiteSettings(Promise.resolve(null))).resolves.toBeUndefined();
    expect(useLocaleStore.getState().language).toBe('tr');
    expect(queryClient.getQueryData(['settings', 'public'])).toBeUndefined();
  });
});
