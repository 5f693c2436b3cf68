import type { RestaurantCard, RestaurantListResponse } from '@trabzon/api-client';

export const RESTAURANT: RestaurantCard = {
  _id: 'r1',
  slug: 'hamsi-kosku',
  name: 'Hamsi Köşkü',
  description: 'Black Sea anchovies',
  cuisine: 'turkish',
  priceRange: 2,
  image: null,
  address: { city: 'Trabzon', country: 'Türkiye' },
  destination: { _id: 'd1', slug: 'trabzon', name: 'Trabzon' },
  averageRating: 4.5,
  totalReviews: 12,
  isNew: false,
  promoted: true,
  features: [{ key: 'sea-view', name: 'Sea view' }],
};

export const LIST: RestaurantListResponse = {
  results: [RESTAURANT, { ...RESTAURANT, _id: 'r2', slug: 'meydan-trattoria', name: 'Meydan Trattoria', cuisine: 'italian' }],
  total: 2,
  pages: 1,
  page: 1,
};
