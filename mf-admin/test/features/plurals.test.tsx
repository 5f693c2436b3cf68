// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@trabzon/i18n';
import { startI18n, switchLanguage } from '../helpers';

beforeAll(startI18n);
afterAll(() => switchLanguage('en'));

/** The back office's counted texts, in each language, for 1, 2 and 11 of a thing. */
const COUNTED = [
  {
    key: 'adminBookings:caption',
    en: ['1 booking', '2 bookings', '11 bookings'],
    tr: ['1 rezervasyon', '2 rezervasyon', '11 rezervasyon'],
    ar: ['حجز واحد', 'حجزان', '11 حجزًا'],
  },
  {
    key: 'adminUsers:caption',
    en: ['1 account', '2 accounts', '11 accounts'],
    tr: ['1 hesap', '2 hesap', '11 hesap'],
    ar: ['حساب واحد', 'حسابان', '11 حسابًا'],
  },
] as const;

describe('counted texts', () => {
  for (const language of ['en', 'tr', 'ar'] as const) {
    it(`agree with their number in ${language}`, async () => {
      await switchLanguage(language);
      for (const text of COUNTED) {
        expect([1, 2, 11].map((count) => i18n.t(text.key, { count }))).toEqual(text[language]);
      }
      const summary = i18n.t('adminDashboard:chartSummary', { count: 1, revenue: 'R' });
      expect(summary).toContain('R');
      expect(summary).toMatch({ en: /^1 booking made/, tr: /^1 rezervasyon/, ar: /^حجز واحد/ }[language]);
    });
  }
});
