import type { TransferSearchResponse, VehicleOption } from '@trabzon/api-client';

/** A rental car as POST /api/transfers/search lists it (2 days, 3 left). */
export const vehicle = (id: string, name: string, price: number): VehicleOption => ({
  _id: id,
  service: 'car_rental',
  type: id,
  name,
  description: `${name} car`,
  passengers: 5,
  luggage: 2,
  transmission: 'manual',
  price,
  unit: 'day',
  image: null,
  quantity: 2,
  total: price * 2,
  available: 3,
});

/** A 2-day rental search from Trabzon Airport: an economy car, an SUV and a van. */
export const RESULTS: TransferSearchResponse = {
  serviceType: 'car_rental',
  pickup: { code: 'TZX', name: 'Trabzon Airport (TZX)', lat: 40.9951, lng: 39.7897 },
  dropoff: { code: 'TZX_CITY', name: 'Trabzon City Center', lat: 41.0053, lng: 39.7301 },
  pickupDate: '2030-06-01',
  dropoffDate: '2030-06-03',
  days: 2,
  passengers: 2,
  distanceKm: 5.1,
  options: [vehicle('economy', 'Fiat Egea', 25), vehicle('suv', 'Dacia Duster', 60), vehicle('van', 'Ford Transit', 90)],
};
