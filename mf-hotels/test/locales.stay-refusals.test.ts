import { describe, expect, it } from 'vitest';
import { STAY_MESSAGES } from '@trabzon/contracts/stay-messages';
import { STAY_REFUSALS } from '@trabzon/checkout/stay-refusals';
import { loadHotelsTexts } from '../src/i18n';
import { knownMessage } from '../src/lib/apiMessages';

type Texts = Record<string, string>;

/** A key's texts, its plural forms (`tooLong_one`, `tooLong_other`, …) included. */
function textsOf(texts: Texts, key: string): Texts {
  return Object.fromEntries(Object.entries(texts).filter(([name]) => name === key || name.startsWith(`${key}_`)));
}

// QA: the hotel pages and the checkout said the same refusal of a stay in two sets of words ("Hotel not
// found." and "This hotel cannot be found."), and the hotel pages' Arabic had no plural forms.
describe("a stay's refusals on the hotel pages", () => {
  it.each(['en', 'tr', 'ar'] as const)('are the checkout’s words, beside the pages’ own (%s)', async (language) => {
    const { apiErrors } = (await loadHotelsTexts(language)).default as { apiErrors: Texts };
    for (const key of Object.keys(STAY_MESSAGES)) {
      const words = textsOf(STAY_REFUSALS[language], key);
      expect(Object.keys(words).length, key).toBeGreaterThan(0);
      expect(textsOf(apiErrors, key), key).toEqual(words);
    }
    expect(apiErrors.hotelNotFound).toBe(
      { en: 'This hotel cannot be found.', tr: 'Bu otel bulunamadı.', ar: 'تعذّر العثور على هذا الفندق.' }[language],
    );
    // The pages' own refusals (a search, a review) stay.
    expect(typeof apiErrors.bothDates).toBe('string');
    expect(typeof apiErrors.reviewTwice).toBe('string');
  });

  it('count their limit, for the languages that word "1 night" and "30 nights" apart', () => {
    expect(knownMessage('A stay can be at most 30 nights')).toEqual({ key: 'apiErrors.tooLong', values: { value: 30, count: 30 } });
    expect(knownMessage('This room type sleeps at most 2 guests')).toEqual({
      key: 'apiErrors.tooManyGuests',
      values: { value: 2, count: 2 },
    });
    expect(knownMessage('Bookings open at most 365 days ahead')).toEqual({
      key: 'apiErrors.tooFarAhead',
      values: { value: 365, count: 365 },
    });
    // "Between 1 and 8 guests" is plural whatever its limit.
    expect(knownMessage('Please choose between 1 and 8 guests')).toEqual({ key: 'apiErrors.guestsRange', values: { value: 8 } });
  });
});
