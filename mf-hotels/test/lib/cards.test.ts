import { describe, expect, it } from 'vitest';
import { cardPrice, cutText, discountPercent, ratingStars, splitAmenities } from '../../src/lib/cards';

describe('splitAmenities', () => {
  const amenities = ['wifi', 'pool', 'spa', 'gym', 'bar'];

  it('shows the first three and counts the rest for the +N badge', () => {
    expect(splitAmenities(amenities)).toEqual({ visible: ['wifi', 'pool', 'spa'], more: 2 });
  });

  it('has no badge for three or fewer', () => {
    expect(splitAmenities(['wifi', 'pool', 'spa'])).toEqual({ visible: ['wifi', 'pool', 'spa'], more: 0 });
    expect(splitAmenities([])).toEqual({ visible: [], more: 0 });
  });

  it('takes another limit', () => {
    expect(splitAmenities(amenities, 1)).toEqual({ visible: ['wifi'], more: 4 });
    expect(splitAmenities(amenities, amenities.length).more).toBe(0);
  });
});

describe('cutText', () => {
  it('leaves a text of up to 100 characters as it is', () => {
    const text = 'a'.repeat(100);
    expect(cutText(text)).toBe(text);
  });

  it('cuts a longer text on a word boundary with an ellipsis, at most 101 characters', () => {
    const text = 'The hotel looks over the Black Sea from a green hillside, with tea gardens around and the old town a short walk away.';
    const cut = cutText(text);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1).endsWith(' ')).toBe(false);
    expect(cut).toBe('The hotel looks over the Black Sea from a green hillside, with tea gardens around and the old town…');
  });

  it('cuts a text without spaces at exactly 100 characters', () => {
    expect(cutText('x'.repeat(150))).toBe(`${'x'.repeat(100)}…`);
  });

  it('does not cut again a text the API already cut', () => {
    const fromApi = `${'word '.repeat(19)}word…`;
    expect(fromApi.length).toBeLessThanOrEqual(101);
    expect(cutText(fromApi)).toBe(fromApi);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(70)}, ${'b'.repeat(40)}`;
    expect(cutText(text)).toBe(`${'a'.repeat(70)}…`);
  });
});

describe('ratingStars', () => {
  it('lights the floor of the average, within 0 to 5', () => {
    expect(ratingStars(4.9)).toBe(4);
    expect(ratingStars(4)).toBe(4);
    expect(ratingStars(0.5)).toBe(0);
    expect(ratingStars(7)).toBe(5);
    expect(ratingStars(Number.NaN)).toBe(0);
  });
});

describe('cardPrice', () => {
  const hotel = { fromPrice: 80, roomTypes: [{ pricePerNight: 120 }, { pricePerNight: 80 }] };

  it("uses the first room type's price for the home widgets", () => {
    expect(cardPrice(hotel, 'first-room')).toBe(120);
  });

  it('uses the cheapest fitting room (fromPrice) for the list', () => {
    expect(cardPrice(hotel, 'cheapest')).toBe(80);
    expect(cardPrice({ fromPrice: 0, roomTypes: [{ pricePerNight: 99 }] })).toBe(99);
  });

  it('has no price for a hotel without rooms', () => {
    expect(cardPrice({ fromPrice: 0, roomTypes: [] })).toBeNull();
    expect(cardPrice({ roomTypes: [] }, 'first-room')).toBeNull();
  });
});

describe('discountPercent', () => {
  it('uses the given percentage, else computes it from the prices', () => {
    expect(discountPercent(80, 100, 20)).toBe(20);
    expect(discountPercent(75, 100)).toBe(25);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(50, 0)).toBe(0);
  });
});
