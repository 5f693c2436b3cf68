/** Pure helpers for what hotel cards show (spec section 9: first 3 amenities, 100 characters, floor stars). */

/** Cards show this many amenities, then a '+N' badge for the rest. */
export const CARD_AMENITIES = 3;
/** Card descriptions are cut at this many characters. */
export const CARD_DESCRIPTION_LENGTH = 100;
const ELLIPSIS = '…';

/** The amenities a card lists and how many more the '+N' badge counts (0: no badge). */
export function splitAmenities<T>(amenities: readonly T[], shown = CARD_AMENITIES): { visible: T[]; more: number } {
  const count = Math.max(0, shown);
  return { visible: amenities.slice(0, count), more: Math.max(0, amenities.length - count) };
}

/**
 * A text cut at `max` characters on a word boundary, with an ellipsis. A text the API already cut
 * (ending in the ellipsis within max + 1 characters) is left as it is, so it is never cut twice.
 */
export function cutText(text: string, max = CARD_DESCRIPTION_LENGTH): string {
  const value = text.trim();
  if (value.length <= max) return value;
  if (value.endsWith(ELLIPSIS) && value.length <= max + 1) return value;
  const slice = value.slice(0, max);
  const space = slice.lastIndexOf(' ');
  const head = space > max * 0.6 ? slice.slice(0, space) : slice;
  return `${head.replace(/[\s,.;:–-]+$/u, '')}${ELLIPSIS}`;
}

/** Whole stars for an average rating: the floor, between 0 and 5. */
export function ratingStars(average: number): number {
  if (!Number.isFinite(average)) return 0;
  return Math.min(5, Math.max(0, Math.floor(average)));
}

interface Priced {
  fromPrice?: number;
  roomTypes: readonly { pricePerNight: number }[];
}

/**
 * The card's "from … per night" price. Home widgets use the first room type's price (spec
 * section 2); lists use the API's fromPrice (the cheapest room that fits the search), falling back
 * to the first room type. null when the hotel has no room types.
 */
export function cardPrice(hotel: Priced, source: 'first-room' | 'cheapest' = 'cheapest'): number | null {
  const first = hotel.roomTypes[0]?.pricePerNight;
  if (source === 'first-room') return first ?? (hotel.fromPrice ? hotel.fromPrice : null);
  if (hotel.fromPrice && hotel.fromPrice > 0) return hotel.fromPrice;
  return first ?? null;
}

/** A discount for a badge: "-20%" style number, whole percent. */
export function discountPercent(price: number, originalPrice: number, given?: number): number {
  if (given !== undefined && Number.isFinite(given) && given > 0) return Math.round(given);
  if (!(originalPrice > 0) || price >= originalPrice) return 0;
  return Math.round((1 - price / originalPrice) * 100);
}
