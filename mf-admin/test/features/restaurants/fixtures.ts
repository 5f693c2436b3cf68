import type { RestaurantAdmin } from '@trabzon/api-client';

/** A restaurant as the back office loads it: open every day, no images, no tables. */
export const RESTAURANT = {
  _id: 'r1',
  slug: 'hamsi-kosku',
  name: { en: 'Hamsi Köşkü' },
  description: { en: 'Anchovies by the sea' },
  cuisine: 'seafood',
  priceRange: 2,
  destinationId: null,
  address: { city: 'Trabzon', country: 'Türkiye' },
  coordinates: null,
  contact: {},
  images: [],
  hours: Array.from({ length: 7 }, () => ({ open: '12:00', close: '22:00' })),
  features: [],
  menu: [],
  isNew: false,
  promoted: false,
  active: true,
  slotMinutes: 30,
  seatingMinutes: 90,
  maxPartySize: 8,
  averageRating: 0,
  totalReviews: 0,
  tableCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as RestaurantAdmin;
