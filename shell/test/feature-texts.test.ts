import { describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore, type Language } from '@trabzon/stores';
import { accountTextsReady } from '../src/features/account/texts';
import { bookingsTextsReady } from '../src/features/bookings/texts';
import { checkoutTextsReady } from '../src/features/checkout/texts';
import { homeTextsReady } from '../src/features/home/texts';
import { legalTextsReady } from '../src/features/legal/texts';

const LANGUAGES: Language[] = ['en', 'tr', 'ar'];
const FEATURES = [
  { namespace: 'account', folder: 'account', ready: accountTextsReady },
  { namespace: 'bookings', folder: 'bookings', ready: bookingsTextsReady },
  { namespace: 'checkoutPage', folder: 'checkout', ready: checkoutTextsReady },
  { namespace: 'legal', folder: 'legal', ready: legalTextsReady },
  { namespace: 'home', folder: 'home', ready: homeTextsReady },
];

describe('the home, account, bookings, checkout and legal texts, loaded with their screens', () => {
  it.each(LANGUAGES)('%s: each namespace from its feature file in that language', async (language) => {
    useLocaleStore.getState().setLanguage(language);
    await initI18n();
    await Promise.all(FEATURES.map((feature) => feature.ready));
    // Choosing another language switches i18n once every loader has that language.
    await vi.waitFor(() => expect(i18n.language).toBe(language));
    for (const { namespace, folder } of FEATURES) {
      const file = (await import(`../src/features/${folder}/locales/${language}.json`)) as { default: unknown };
      expect(i18n.getResourceBundle(language, namespace)).toEqual(file.default);
    }
  });
});
