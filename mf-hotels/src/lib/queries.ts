import { useLocaleStore, type Language } from '@trabzon/stores';

/**
 * Query keys of the hotel screens. The language is the last part of every key: the API answers
 * texts in the asked language, so a language change is a new key and loads again.
 * Admin changes invalidate the `['hotels']` prefix; a new review invalidates that hotel.
 */
export const hotelKeys = {
  all: ['hotels'] as const,
  list: (query: object, language: Language) => ['hotels', 'list', query, language] as const,
  featured: (language: Language) => ['hotels', 'featured', language] as const,
  detail: (id: string, language: Language) => ['hotels', 'detail', id, language] as const,
  availability: (request: object, language: Language) => ['hotels', 'availability', request, language] as const,
  /** Prices carry no text: the same key in every language. */
  stayPrices: (hotelId: string, checkIn: string, checkOut: string) => ['hotels', 'stayPrices', hotelId, checkIn, checkOut] as const,
  reviews: (hotelId: string) => ['hotels', 'reviews', hotelId] as const,
  specialOffers: (language: Language) => ['offers', 'special', language] as const,
  destinations: (language: Language) => ['destinations', 'list', language] as const,
};

/** The active language, for query keys. */
export function useLanguage(): Language {
  return useLocaleStore((state) => state.language);
}
