import { describe, expect, it, vi } from 'vitest';
import { useLocaleStore, type Language } from '@trabzon/stores';

const TEXTS: Record<Language, Record<string, Record<string, string>>> = {
  en: { lazy: { hello: 'Hello' }, other: { bye: 'Bye' } },
  tr: { lazy: { hello: 'Merhaba' }, other: { bye: 'Hoşça kal' } },
  ar: { lazy: { hello: 'مرحبا' }, other: { bye: 'وداعًا' } },
};

describe('texts loaded one language at a time', () => {
  it('loads only the active language before init resolves, another one when chosen, then switches', async () => {
    useLocaleStore.getState().setLanguage('tr');
    const { addTranslationLoader, initI18n, i18n } = await import('../src/index');
    let release: () => void = () => undefined;
    const load = vi.fn(async (language: Language) => {
      if (language === 'ar') await new Promise<void>((resolve) => (release = resolve));
      return TEXTS[language];
    });
    void addTranslationLoader(load);
    await initI18n();

    expect(load.mock.calls.map(([language]) => language)).toEqual(['tr']);
    expect(i18n.language).toBe('tr');
    expect(i18n.t('lazy:hello')).toBe('Merhaba');
    expect(i18n.hasResourceBundle('en', 'lazy')).toBe(false);
    expect(i18n.hasResourceBundle('ar', 'lazy')).toBe(false);

    // Arabic is not there yet: the switch waits for its texts (no keys shown in the meantime).
    useLocaleStore.getState().setLanguage('ar');
    expect(load.mock.calls.map(([language]) => language)).toEqual(['tr', 'ar']);
    expect(i18n.language).toBe('tr');
    release();
    await vi.waitFor(() => expect(i18n.language).toBe('ar'));
    expect(i18n.t('lazy:hello')).toBe('مرحبا');
    expect(i18n.t('other:bye')).toBe('وداعًا');

    // Back to Turkish: already loaded, so the switch is immediate and nothing is fetched again.
    useLocaleStore.getState().setLanguage('tr');
    expect(i18n.language).toBe('tr');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a loader registered after init loads the active language at once; a failed load is retried on the next switch', async () => {
    const { addTranslationLoader, i18n } = await import('../src/index');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(async (language: Language) => {
      if (language === 'en' && fail) throw new Error('offline');
      return { late: { word: `${language} word` } };
    });
    await addTranslationLoader(load);
    expect(i18n.t('late:word')).toBe('tr word');

    useLocaleStore.getState().setLanguage('en');
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    fail = false;
    useLocaleStore.getState().setLanguage('tr');
    useLocaleStore.getState().setLanguage('en');
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(i18n.t('late:word')).toBe('en word');
    errors.mockRestore();
  });
});
