import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateBookedStock, invalidateHotelStock } from '../../src/query/bookedStock';

/** Keys as the remotes build them, named for the assertions. */
const KEYS = {
  hotelAvailability: ['hotels', 'availability', { hotelId: 'h1', checkIn: '2026-12-20', checkOut: '2026-12-22' }, 'en'],
  hotelStayPrices: ['hotels', 'stayPrices', 'h1', '2026-12-20', '2026-12-22'],
  hotelDatedList: ['hotels', 'list', { page: 1, checkIn: '2026-12-20', checkOut: '2026-12-22' }, 'en'],
  hotelList: ['hotels', 'list', { page: 1 }, 'en'],
  hotelDetail: ['hotels', 'detail', 'h1', 'en'],
  hotelReviews: ['hotels', 'reviews', 'h1'],
  adminInventory: ['admin', 'inventory', { hotel: 'h1' }, 'en'],
  providerOffers: ['provider', 'hotel-offers', 'PX1', '2026-12-20', '2026-12-22', 2],
  flightSearch: ['flights', 'search', { originCode: 'TZX', destinationCode: 'IST' }, 'en'],
  carSearch: ['transfers', 'search', { serviceType: 'car_rental', pickupDate: '2026-12-20' }, 'en'],
  transferSearch: ['transfers', 'search', { serviceType: 'transfer', pickupDate: '2026-12-20' }, 'en'],
  vehicles: ['transfers', 'vehicles', 'en'],
  taxiEstimate: ['transfers', 'taxi-estimate', { pickup: 'TZX' }, 'en'],
  restaurantSlots: ['restaurants', 'slots', 'r1', '2026-12-20', 2],
  restaurantDetail: ['restaurants', 'detail', 'hamsi-kosku', 'en'],
  adminRestaurantAvailability: ['admin', 'restaurant-availability', 'r1', '2026-12-20'],
  packageDeparture: ['packages', 'departure', 'p1', '2026-12-20'],
  packageDetail: ['packages', 'detail', 'black-sea-grand-tour', 'en'],
  packageList: ['packages', 'list', {}, 'en'],
  destinations: ['destinations', 'list', 'en'],
  quote: ['bookings', 'quote', { type: 'package' }, 'en'],
} satisfies Record<string, QueryKey>;

type Name = keyof typeof KEYS;

/** What a booking of each type changes; every other key above stays cached. */
const STOCK_OF: Record<string, Name[]> = {
  hotel: ['hotelAvailability', 'hotelStayPrices', 'hotelDatedList', 'adminInventory'],
  'provider-hotel': ['providerOffers'],
  flight: ['flightSearch'],
  'car-rental': ['carSearch'],
  transfer: [],
  restaurant: ['restaurantSlots', 'adminRestaurantAvailability'],
  package: ['packageDeparture'],
};

function filledClient(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, { cached: true });
  return client;
}

/** The names of the keys whose cached answer is now invalidated. */
function invalidated(client: QueryClient): Name[] {
  return (Object.keys(KEYS) as Name[]).filter((name) => client.getQueryState(KEYS[name])?.isInvalidated).sort();
}

describe('invalidateBookedStock', () => {
  it.each(Object.entries(STOCK_OF))('a %s booking reloads that type’s availability and nothing else', async (type, expected) => {
    const client = filledClient();
    await invalidateBookedStock(type, client);
    expect(invalidated(client)).toEqual([...expected].sort());
  });

  it('a package booking reloads the seats left of its departures (QA round AB defect 3)', async () => {
    const client = filledClient();
    await invalidateBookedStock('package', client);
    expect(client.getQueryState(KEYS.packageDeparture)?.isInvalidated).toBe(true);
    expect(client.getQueryState(KEYS.packageDetail)?.isInvalidated).toBe(false);
  });

  it('a type it does not know reloads every type’s availability, and still no catalogue answer', async () => {
    const client = filledClient();
    await invalidateBookedStock('hot-air-balloon', client);
    expect(invalidated(client)).toEqual([...new Set(Object.values(STOCK_OF).flat())].sort());
  });
});

describe('invalidateHotelStock', () => {
  it('is the hotel type’s availability (the admin’s inventory edits use it)', async () => {
    const client = filledClient();
    await invalidateHotelStock(client);
    expect(invalidated(client)).toEqual([...STOCK_OF.hotel!].sort());
  });
});
