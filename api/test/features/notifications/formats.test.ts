import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatIstanbulTime, formatMoney } from '../../../src/features/notifications/formats';
import { PARTY_WORDS } from '../../../src/features/notifications/templates';

describe('e-mail formats', () => {
  it('writes money in the language and currency asked, each time', () => {
    expect(formatMoney(123_450, 'TRY', 'en')).toBe('TRY\u00a01,234.50');
    expect(formatMoney(123_450, 'TRY', 'tr')).toBe('₺1.234,50');
    expect(formatMoney(9_900, 'EUR', 'tr')).toBe('€99,00');
    // a second call reuses the kept formatter: the same language and currency, the same text
    expect(formatMoney(9_900, 'EUR', 'tr')).toBe('€99,00');
    expect(formatMoney(9_900, 'EUR', 'en')).toBe('€99.00');
    expect(formatMoney(123_450, 'TRY', 'ar')).toBe('\u200f1,234.50\u00a0TRY');
  });

  it('writes a calendar day without a time zone shift', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(formatDay('2026-12-31', 'tr')).toBe('31 Ara 2026');
    expect(formatDay('2026-12-01', 'ar')).toBe('01\u200f/12\u200f/2026');
  });

  it('writes an instant as Istanbul time (UTC+3)', () => {
    expect(formatIstanbulTime('2026-12-01T21:30:00Z', 'en')).toBe('Dec 2, 2026, 00:30');
    expect(formatIstanbulTime('2026-12-01T21:30:00Z', 'tr')).toBe('2 Ara 2026 00:30');
  });

  it('counts people with the plural form of each language: one to many in Arabic', () => {
    const guests = (count: number, lang: 'en' | 'tr' | 'ar') => formatCount(count, PARTY_WORDS[lang].guests, lang);
    const passengers = (count: number, lang: 'en' | 'tr' | 'ar') => formatCount(count, PARTY_WORDS[lang].passengers, lang);
    expect([1, 4].map((n) => guests(n, 'en'))).toEqual(['1 guest', '4 guests']);
    expect([1, 5].map((n) => passengers(n, 'en'))).toEqual(['1 passenger', '5 passengers']);
    // Turkish takes the singular noun after a number.
    expect([1, 4].map((n) => guests(n, 'tr'))).toEqual(['1 misafir', '4 misafir']);
    expect(passengers(5, 'tr')).toBe('5 yolcu');
    // Arabic: one, two (dual), few (3–10), many (11–99), other (100…).
    expect([1, 2, 3, 10, 11, 100].map((n) => guests(n, 'ar'))).toEqual(['ضيف واحد', 'ضيفان', '3 ضيوف', '10 ضيوف', '11 ضيفًا', '100 ضيف']);
    expect([1, 2, 5, 12].map((n) => passengers(n, 'ar'))).toEqual(['راكب واحد', 'راكبان', '5 ركاب', '12 راكبًا']);
  });
});
