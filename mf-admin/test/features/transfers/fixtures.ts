import type { VehicleAdmin } from '@trabzon/api-client';

/** A car for rent as the back office loads it (English texts only). */
export const ECONOMY_CAR: VehicleAdmin = {
  _id: 'economy',
  service: 'car_rental',
  type: 'economy',
  name: { en: 'Economy Car' },
  description: { en: 'A small car for the city' },
  passengers: 4,
  luggage: 2,
  transmission: 'manual',
  price: 25,
  fleet: 12,
  active: true,
  image: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
