import { vi } from 'vitest';
import type * as ApiClient from '@trabzon/api-client';
import type {
  BookingQuote,
  TaxiEstimate,
  TransferSearchResponse,
  TransfersConfig,
  VehicleOption,
  bookingsApi,
  transfersApi,
} from '@trabzon/api-client';

/** What GET /api/transfers/config answers (a fixed copy, not computed by the code under test). */
export const CONFIG: TransfersConfig = {
  places: [
    { code: 'TZX', name: 'Trabzon Airport (TZX)', lat: 40.9951, lng: 39.7897 },
    { code: 'TZX_CITY', name: 'Trabzon City Center', lat: 41.0053, lng: 39.7301 },
    { code: 'UZUNGOL', name: 'Uzungöl', lat: 40.6193, lng: 40.2897 },
    { code: 'SUMELA', name: 'Sumela Monastery', lat: 40.6903, lng: 39.6583 },
    { code: 'AYDER', name: 'Ayder Plateau', lat: 40.9522, lng: 41.1031 },
    { code: 'RIZE', name: 'Rize City Center', lat: 41.0201, lng: 40.5234 },
  ],
  serviceArea: { south: 40.3, north: 41.7, west: 38.3, east: 41.6 },
  map: {
    tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png',
    attribution: 'test',
    centre: { lat: 41.0015, lng: 39.7178 },
    zoom: 12,
    pointZoom: 15,
  },
  taxi: { baseFare: 4, perKm: 1.1, roadFactor: 1.3 },
};

/** What POST /api/transfers/taxi/estimate answers from Trabzon Airport to the city centre. */
export const TAXI_ESTIMATE: TaxiEstimate = {
  pickup: CONFIG.places[0],
  dropoff: CONFIG.places[1],
  straightKm: 5.1,
  distanceKm: 6.6,
  baseFare: 4,
  perKm: 1.1,
  roadFactor: 1.3,
  fare: 11.26,
};

/**
 * The `transfersApi` stand-in of the tests' `vi.mock('@trabzon/api-client')`: the config above and no
 * catalogue vehicles, plus the calls a test needs. The mock factory is hoisted, so it imports this file
 * with `await import(...)`; this file imports no runtime code that loads the api-client.
 */
export function mockTransfersApi(calls: Partial<Record<keyof typeof transfersApi, (...args: never[]) => unknown>> = {}) {
  return { config: vi.fn(async () => CONFIG), vehicles: vi.fn(async () => []), ...calls };
}

/**
 * The whole mocked `@trabzon/api-client` of a screen's tests: the real module, its `transfersApi`
 * replaced by mockTransfersApi(transfers) and, when given, some of `bookingsApi`'s calls replaced.
 */
export async function mockApiClient(
  importOriginal: <T>() => Promise<T>,
  transfers: Parameters<typeof mockTransfersApi>[0] = {},
  bookings?: Partial<Record<keyof typeof bookingsApi, (...args: never[]) => unknown>>,
) {
  const actual = await importOriginal<typeof ApiClient>();
  return {
    ...actual,
    transfersApi: mockTransfersApi(transfers),
    ...(bookings && { bookingsApi: Object.assign(actual.bookingsApi, bookings) }),
  };
}

/** A call that never answers: what it loads stays loading (the booking step's quote, a search). */
export const neverAnswers = () => vi.fn(() => new Promise<never>(() => {}));

/** What POST /api/bookings/quote answers: the 120 USD (no tax) that confirmedBooking's bookings are made for. */
export const QUOTE: BookingQuote = {
  lineItems: [{ label: 'Dacia Duster', quantity: 2, unitPrice: 60, total: 120 }],
  subtotal: 120,
  taxRate: 0,
  tax: 0,
  total: 120,
  currency: 'USD',
  startDate: '2030-06-01',
  endDate: '2030-06-03',
  startTime: '10:00',
  guests: 2,
  cancellableUntil: null,
};

/**
 * The mocked api-client of the tests that book through both screens: the test's own search and
 * booking calls, the taxi estimate above, and a quote that answers (a booking is confirmed only once
 * its price is shown, as for a real customer).
 */
export const mockBookingApiClient = (
  importOriginal: <T>() => Promise<T>,
  api: { search: (...args: never[]) => unknown; create: (...args: never[]) => unknown },
) =>
  mockApiClient(
    importOriginal,
    { search: api.search, taxiEstimate: vi.fn(async () => TAXI_ESTIMATE) },
    { quote: vi.fn(async () => QUOTE), create: api.create },
  );

/** What GET /api/transfers/vehicles answers: the catalogue's lowest prices the service cards start from. */
export const CATALOGUE_PRICES = [
  { _id: 'economy', price: 25 },
  { _id: 'suv', price: 60 },
  { _id: 'standard', price: 35 },
  { _id: 'minivan', price: 70 },
];

/** A confirmed booking as POST /api/bookings answers it, with its `fields` (reference, type, day(s), time, guests). */
export const confirmedBooking = (fields: Record<string, unknown>) => ({
  _id: 'b1',
  status: 'confirmed',
  endDate: null,
  details: {},
  lineItems: [],
  subtotal: 120,
  taxRate: 0,
  tax: 0,
  total: 120,
  currency: 'USD',
  payment: { method: 'creditCard', cardBrand: 'visa', cardLast4: '1111' },
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
  ...fields,
});

/** The rental of RESULTS booked: the 2 days from 1 June 2030, picked up at 10:00. */
export const RENTAL_BOOKING = confirmedBooking({
  reference: 'TC-123456',
  type: 'car-rental',
  startDate: '2030-06-01',
  endDate: '2030-06-03',
  startTime: '10:00',
  guests: 2,
});

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
