import { describe, expect, it } from 'vitest';
import { formatDay, formatIstanbulTime, formatMoney } from '../../../src/features/notifications/formats';

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
});
