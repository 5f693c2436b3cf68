import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryClient as sharedClient } from './client';

/**
 * Cached answers that show stock: every query under `prefix`, or only those `shows` says yes to
 * (it reads the rest of the key). A predicate answers true when unsure: reloading too much costs
 * a request, reloading too little shows stock that is gone.
 */
export interface StockQueries {
  prefix: QueryKey;
  shows?: (queryKey: QueryKey) => boolean;
}

/** The part of a key after `prefix` that holds a screen's request (filters, search...), when it is an object. */
function requestOf(queryKey: QueryKey): Record<string, unknown> | null {
  const request = queryKey[2];
  return typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : null;
}

/** A hotels list filtered by stay dates lists only hotels with a room left; an undated list does not depend on stock. */
function datedHotelList(queryKey: QueryKey): boolean {
  const request = requestOf(queryKey);
  return request === null || request.checkIn !== undefined;
}

/** Car-rental results say how many cars are left; driven-transfer results carry no stock. */
function carRentalSearch(queryKey: QueryKey): boolean {
  return requestOf(queryKey)?.serviceType !== 'transfer';
}

/** What the admin screens on the same page show of hotel stock. */
const HOTEL_INVENTORY: StockQueries = { prefix: ['admin', 'inventory'] };

/**
 * Where each booking type's availability is cached (the remotes' query keys): a booking, its
 * cancellation or an inventory change of that type reloads these, and nothing else, so catalogue
 * answers that do not depend on stock (details, reviews, vehicles, fares, destinations) stay
 * cached. Keyed by BOOKING_TYPES of @trabzon/contracts; a test checks that every type is here.
 * A remote that adds a query showing stock adds its key prefix here.
 */
export const BOOKED_STOCK_QUERIES: Readonly<Record<string, readonly StockQueries[]>> = {
  // Rooms left per night: the stay's availability and prices, dated lists, the admin's inventory.
  hotel: [
    { prefix: ['hotels', 'availability'] },
    { prefix: ['hotels', 'stayPrices'] },
    { prefix: ['hotels', 'list'], shows: datedHotelList },
    HOTEL_INVENTORY,
  ],
  // The provider holds the rooms: an order takes its offer, a cancellation may bring it back.
  'provider-hotel': [{ prefix: ['provider', 'hotel-offers'] }],
  // The provider holds the seats; the API leaves out offers with fewer bookable seats than passengers.
  flight: [{ prefix: ['flights', 'search'] }],
  // One car of the type on every held day ("2 left" in the results).
  'car-rental': [{ prefix: ['transfers', 'search'], shows: carRentalSearch }],
  // Driven transfers and taxis take no stock (the API's transfer handler reserves nothing).
  transfer: [],
  // A table for the seating: the free times of the date, and the admin's availability grid.
  restaurant: [{ prefix: ['restaurants', 'slots'] }, { prefix: ['admin', 'restaurant-availability'] }],
  // Seats left on the departure date.
  package: [{ prefix: ['packages', 'departure'] }],
};

/** Every type's stock queries: what a booking of a type not listed above reloads, to be safe. */
const ALL_STOCK_QUERIES = Object.values(BOOKED_STOCK_QUERIES).flat();

/** The stock queries of a booking type (all of them for a type not listed). */
function stockQueriesOf(type: string): readonly StockQueries[] {
  return (Object.hasOwn(BOOKED_STOCK_QUERIES, type) ? BOOKED_STOCK_QUERIES[type] : undefined) ?? ALL_STOCK_QUERIES;
}

/**
 * Reloads the availability a booking of `type` changed: after it is made, cancelled (by the
 * customer or from a guest's link) or its stock edited. Shown queries load again at once, the
 * others when next shown.
 */
export function invalidateBookedStock(type: string, client: QueryClient = sharedClient): Promise<void[]> {
  return Promise.all(
    stockQueriesOf(type).map(({ prefix, shows }) =>
      client.invalidateQueries({ queryKey: prefix, ...(shows ? { predicate: (query) => shows(query.queryKey) } : {}) }),
    ),
  );
}

/** Reloads every query that shows hotel stock (after an inventory edit in the admin). */
export function invalidateHotelStock(client: QueryClient = sharedClient): Promise<void[]> {
  return invalidateBookedStock('hotel', client);
}
