import type { FlightSearchQuery, FlightSearchResponse } from '@trabzon/contracts';
import { http } from './http';

export type {
  FlightBookingDetails,
  FlightDictionaries,
  FlightOffer,
  FlightSearchQuery,
  FlightSearchResponse,
  FlightSegment,
  FlightTraveller,
  TravelClass,
} from '@trabzon/contracts';

export const flightsApi = {
  /** GET /api/flights/search: the provider's offers (USD, at most 20); one way when there is no returnDate. */
  search: (query: FlightSearchQuery, options: { signal?: AbortSignal } = {}) =>
    http.get<FlightSearchResponse>('/flights/search', { params: query, signal: options.signal }).then((r) => r.data),
};
