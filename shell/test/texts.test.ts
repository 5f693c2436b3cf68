import { describe, expect, it } from 'vitest';
import type { Language } from '@trabzon/stores';
import { loadShellTexts } from '../src/texts/load';

const LANGUAGES: Language[] = ['en', 'tr', 'ar'];

describe('the shell texts loaded per language', () => {
  it.each(LANGUAGES)('%s: only the namespace every page needs (shell), from that language only', async (language) => {
    const files = { shell: await import(`../src/locales/${language}.json`) };
    const texts = await loadShellTexts(language);
    // home, account, bookings and checkoutPage come with the screens that use them (their features' texts.ts).
    expect(Object.keys(texts).sort()).toEqual(Object.keys(files).sort());
    for (const [namespace, file] of Object.entries(files)) expect(texts[namespace]).toEqual((file as { default: unknown }).default);
  });
});
