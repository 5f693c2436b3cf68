import type { RestaurantDetail } from '@trabzon/api-client';

/** A restaurant's page as the API answers it (GET /api/restaurants/:id). */
export const RESTAURANT = {
  _id: 'r1',
  slug: 'hamsi-kosku',
  name: 'Hamsi Köşkü',
  description: 'Black Sea anchovies',
  cuisine: 'turkish',
  priceRange: 2,
  images: [],
  address: { street: 'Uzun Sokak 1', city: 'Trabzon', country: 'Türkiye' },
  destination: null,
  contact: { phone: '' },
  averageRating: 4.5,
  totalReviews: 0,
  reviews: [],
  features: [],
  menu: [],
  hours: [],
  isNew: false,
  promoted: false,
  maxPartySize: 8,
  seatingMinutes: 90,
} as unknown as RestaurantDetail;
