import { describe, expect, it } from 'vitest';
import type { Language } from '@trabzon/stores';
import { loadShellTexts } from '../src/texts/load';
import { ACCOUNT_NS } from '../src/features/account/i18n';
import { BOOKINGS_NS } from '../src/features/bookings/i18n';

const LANGUAGES: Language[] = ['en', 'tr', 'ar'];

describe('the shell texts loaded per language', () => {
  it.each(LANGUAGES)('%s: every namespace the shell boots with, from that language only', async (language) => {
    const files = {
      shell: await import(`../src/locales/${language}.json`),
      [ACCOUNT_NS]: await import(`../src/features/account/locales/${language}.json`),
      [BOOKINGS_NS]: await import(`../src/features/bookings/locales/${language}.json`),
      home: await import(`../src/features/home/locales/${language}.json`),
      checkoutPage: await import(`../src/features/checkout/locales/${language}.json`),
    };
    const texts = await loadShellTexts(language);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(files).sort());
    for (const [namespace, file] of Object.entries(files)) expect(texts[namespace]).toEqual((file as { default: unknown }).default);
  });
});
