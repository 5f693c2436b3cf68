import { describe, expect, it } from 'vitest';
import { lineText } from '../src/line-labels';

const ROOM = { en: 'Family Room', tr: 'Aile Odası', ar: 'غرفة عائلية' };

describe("a booking's price line in the reader's language", () => {
  it('is written again from its parts, whatever language the booking was made in', () => {
    const line = { label: 'غرفة عائلية، ليلة 10\u200f/03\u200f/2027', parts: { key: 'night', values: { date: '2027-03-10' }, name: ROOM } };
    expect(lineText(line, 'en')).toBe('Family Room, night of Mar 10, 2027');
    expect(lineText(line, 'tr')).toBe('Aile Odası, 10 Mar 2027 gecesi');
    expect(lineText({ label: 'Family Room, night of Mar 10, 2027', parts: line.parts }, 'ar')).toBe(
      'غرفة عائلية، ليلة 10\u200f/03\u200f/2027',
    );
  });

  it('takes a supplier’s one name as it is, and the English name when the reader’s is missing', () => {
    expect(lineText({ label: 'x', parts: { key: 'night', values: { date: '2027-03-10' }, name: 'Zorlu Grand' } }, 'tr')).toBe(
      'Zorlu Grand, 10 Mar 2027 gecesi',
    );
    expect(lineText({ label: 'x', parts: { key: 'perDay', name: { en: 'Midsize sedan' } } }, 'ar')).toBe('Midsize sedan، لليوم الواحد');
    // An older booking's rate, stored as text, is kept as it is.
    expect(lineText({ label: 'x', parts: { key: 'taxiDistance', values: { km: 12.4, rate: '$1.10' } } }, 'en')).toBe(
      'Taxi, 12.4 km at $1.10/km',
    );
  });

  it("writes a flight's route in the reader's direction: in Arabic the first airport at the right, the arrows pointing left", () => {
    const line = { label: 'Base fare, TZX → IST → TZX', parts: { key: 'baseFare', values: { route: 'TZX → IST → TZX' } } };
    expect(lineText(line, 'tr')).toBe('Temel ücret, TZX → IST → TZX');
    expect(lineText(line, 'ar')).toBe('الأجرة الأساسية، \u2068TZX\u2069 ← \u2068IST\u2069 ← \u2068TZX\u2069');
  });

  it('writes the distance and the rate as the reader writes numbers and prices', () => {
    const line = { label: 'x', parts: { key: 'taxiDistance', values: { km: 6.7, rate: 1.1 } } };
    expect(lineText(line, 'en')).toBe('Taxi, 6.7 km at $1.10/km');
    expect(lineText(line, 'tr')).toBe('Taksi, 6,7 km, km başına $1,10');
    // Arabic: the price one left-to-right unit, so the sentence around it cannot split it.
    expect(lineText(line, 'ar')).toMatch(/^تاكسي، .+ كم بسعر \u2066.+US\$\u2069 للكيلومتر$/);
  });

  it('is the stored label for an older booking (no parts), an unknown kind or an unknown language', () => {
    expect(lineText({ label: 'Deluxe, 2026-01-02' }, 'en')).toBe('Deluxe, 2026-01-02');
    expect(lineText({ label: 'Something', parts: { key: 'unknown', name: 'X' } }, 'en')).toBe('Something');
    expect(lineText({ label: 'Taxes and fees', parts: { key: 'taxes' } }, 'de')).toBe('Taxes and fees');
  });
});
