import { describe, expect, it } from 'vitest';
import { THEME_COOKIE, THEME_STORAGE_KEY } from '@trabzon/stores';
import en from '../../../src/features/legal/locales/en.json';
import tr from '../../../src/features/legal/locales/tr.json';
import ar from '../../../src/features/legal/locales/ar.json';
import type { LegalSection } from '../../../src/features/legal/legalContent';

/** The cookie's lifetime (a year, Max-Age in packages/stores/src/theme.ts), as each language says it. */
const LANGUAGES = [
  { language: 'en', texts: en, year: 'one year' },
  { language: 'tr', texts: tr, year: 'bir yıl' },
  { language: 'ar', texts: ar, year: 'سنة واحدة' },
];

/** A value's name as the policy quotes it (“…” in en and tr, «…» in ar). */
const quoted = (name: string) => new RegExp(`[“«]${name}[”»]`);

describe('the privacy policy on the theme (local storage and a cookie)', () => {
  it.each(LANGUAGES)(
    '$language: names the year-long theme cookie beside darkMode, and says clearing storage alone keeps it',
    ({ texts, year }) => {
      const sections = texts.legal.privacy.sections as LegalSection[];
      const part = sections.find((section) => section.items?.some((item) => quoted(THEME_STORAGE_KEY).test(item)));
      const themeItem = part?.items?.find((item) => quoted(THEME_STORAGE_KEY).test(item)) ?? '';
      expect(themeItem).toMatch(quoted(THEME_COOKIE));
      expect(themeItem).toContain(year);
      // "Clear the storage and the system theme is back" is only true once the cookie is gone too.
      expect(part?.closing?.join(' ')).toMatch(quoted(THEME_COOKIE));
    },
  );
});
