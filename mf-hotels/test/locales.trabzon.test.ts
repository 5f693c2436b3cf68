import { describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import tr from '../src/locales/tr.json';
import ar from '../src/locales/ar.json';

const errors = (texts: Record<string, unknown>) => (texts.trabzon as { errors: Record<string, string> }).errors;

describe('Trabzon hotels texts', () => {
  it('has the spec’s exact English error texts (section 8, Hotels (provider))', () => {
    expect(errors(en)).toMatchObject({
      fetchHotels: 'Failed to fetch hotels. Please try again later.',
      fetchOffers: 'Failed to fetch hotel offers. Please try again.',
      noOffers: 'No offers available for the selected dates.',
      noHotels: 'No hotels found. Please try different search criteria.',
    });
  });

  it('has every error text in Turkish and Arabic too, each its own', () => {
    for (const texts of [tr, ar]) {
      for (const key of ['fetchHotels', 'fetchOffers', 'noOffers', 'noHotels']) {
        expect(errors(texts)[key]).toBeTruthy();
        expect(errors(texts)[key]).not.toBe(errors(en)[key]);
      }
    }
  });

  it('keeps the price in a <strong> in every language', () => {
    for (const texts of [en, tr, ar]) {
      const group = texts.trabzon as { card: Record<string, string>; offers: Record<string, string> };
      for (const text of [group.card.priceFrom, group.card.samplePrice, group.offers.perNight])
        expect(text).toMatch(/<strong>\{\{price\}\}<\/strong>/);
    }
  });

  it('says an offer’s total in Arabic without a preposition before the nights, whose forms are nominative', () => {
    // "الإجمالي لـ ليلتان" is wrong Arabic: after لـ the two-night form would be "ليلتين".
    const total = (ar.trabzon as { offers: Record<string, string> }).offers.stayTotal!;
    const nights = Object.entries(ar)
      .filter(([key]) => key.startsWith('nights_'))
      .map(([, text]) => String(text).replace('{{count}}', '3'));
    expect(nights).toContain('ليلتان');
    for (const form of nights) expect(total.replace('{{nights}}', form).replace('{{total}}', '$10')).not.toMatch(/لـ\s*\S/);
  });
});
