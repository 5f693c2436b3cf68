import { describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import tr from '../src/locales/tr.json';
import ar from '../src/locales/ar.json';
import { knownMessage } from '../src/lib/apiMessages';
import { loadHotelsTexts } from '../src/i18n';

type Texts = Record<string, unknown>;

function lookup(texts: Texts, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Texts)[part] : undefined), texts);
}

describe('hotels texts', () => {
  it('has the spec’s exact English texts', () => {
    expect(lookup(en, 'list.empty')).toBe('No hotels found matching your criteria. Try adjusting your filters.');
    expect(lookup(en, 'reviews.empty')).toBe('No reviews yet for this hotel.');
    expect(lookup(en, 'errors.loadHotels')).toBe('Failed to load hotels');
    expect(lookup(en, 'errors.loadOffers')).toBe('Failed to fetch special offers');
  });

  it('keeps the screen titles the frame tests read', () => {
    expect([lookup(tr, 'screens.hotelsList'), lookup(en, 'screens.hotelsList'), lookup(ar, 'screens.hotelsList')]).toEqual([
      'Oteller',
      'Hotels',
      'الفنادق',
    ]);
  });

  it('has a text in every language for each API reason it maps', async () => {
    const reasons = [
      'Check-in cannot be in the past',
      'This room is no longer available for the selected dates',
      'This room type sleeps at most 2 guests',
      'You have already reviewed this hotel',
      'Only guests who have stayed at this hotel can review it',
    ];
    // The texts as the page loads them (a stay's refusals joined from the checkout's set); a counted one by its plural form.
    const loaded = await Promise.all((['en', 'tr', 'ar'] as const).map(async (language) => (await loadHotelsTexts(language)).default));
    for (const reason of reasons) {
      const { key, values } = knownMessage(reason)!;
      // Turkish words every number alike: one text where English has `_one` and `_other`.
      for (const texts of loaded) {
        const text = values?.count === undefined ? lookup(texts, key) : (lookup(texts, `${key}_other`) ?? lookup(texts, key));
        expect(typeof text, key).toBe('string');
      }
    }
  });

  it('puts the price in a <strong> in every language', () => {
    for (const texts of [en, tr, ar]) {
      expect(lookup(texts, 'card.priceFrom')).toMatch(/<strong>\{\{price\}\}<\/strong>/);
      expect(lookup(texts, 'offers.price')).toMatch(/<strong>\{\{price\}\}<\/strong>/);
    }
  });
});
