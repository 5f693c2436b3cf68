import { describe, expect, it } from 'vitest';
import { formatDayText, parseDayText } from '../../src/components/dateText';

describe('formatDayText', () => {
  it('writes a day in each language’s order', () => {
    expect(formatDayText('2026-12-31', 'en')).toBe('12/31/2026');
    expect(formatDayText('2026-12-31', 'tr')).toBe('31.12.2026');
    expect(formatDayText('2026-12-31', 'ar')).toBe('31/12/2026');
    expect(formatDayText('', 'tr')).toBe('');
  });
});

describe('parseDayText', () => {
  it('reads the language’s own order', () => {
    expect(parseDayText('12/31/2026', 'en')).toBe('2026-12-31');
    expect(parseDayText('31.12.2026', 'tr')).toBe('2026-12-31');
    expect(parseDayText('31/12/2026', 'ar')).toBe('2026-12-31');
    expect(parseDayText('03/04/2026', 'en')).toBe('2026-03-04');
    expect(parseDayText('03/04/2026', 'tr')).toBe('2026-04-03');
  });

  it('accepts other separators, one-digit parts and eight digits in a row', () => {
    expect(parseDayText('1-2-2027', 'tr')).toBe('2027-02-01');
    expect(parseDayText('1 2 2027', 'tr')).toBe('2027-02-01');
    expect(parseDayText('01022027', 'tr')).toBe('2027-02-01');
    expect(parseDayText('02012027', 'en')).toBe('2027-02-01');
  });

  it('accepts ISO in every language, and Arabic-Indic digits', () => {
    expect(parseDayText('2026-07-09', 'en')).toBe('2026-07-09');
    expect(parseDayText(' 2026-07-09 ', 'tr')).toBe('2026-07-09');
    expect(parseDayText('٢٠٢٦-٠٧-٠٩', 'ar')).toBe('2026-07-09');
    expect(parseDayText('٠٩/٠٧/٢٠٢٦', 'ar')).toBe('2026-07-09');
  });

  it('refuses partial and impossible days', () => {
    expect(parseDayText('31.12.', 'tr')).toBeNull();
    expect(parseDayText('3', 'tr')).toBeNull();
    expect(parseDayText('31.02.2026', 'tr')).toBeNull();
    expect(parseDayText('12/31/2026', 'tr')).toBeNull();
    expect(parseDayText('2026-13-01', 'en')).toBeNull();
    expect(parseDayText('1.1.20261', 'tr')).toBeNull();
    expect(parseDayText('07/09/20', 'en')).toBeNull();
    expect(parseDayText('abc', 'en')).toBeNull();
    expect(parseDayText('', 'en')).toBeNull();
  });
});
