import { addDays, isIsoDate, todayIso } from '@trabzon/dates';
import {
  FLIGHT_LIMITS,
  FLIGHT_MESSAGES,
  GENERAL_MESSAGES,
  type FlightSearchQuery,
  type FlightSearchResponse,
  type FlightOffer,
} from '@trabzon/contracts';
import { findAirport } from '@trabzon/contracts/airports';
import { badRequest } from '../../lib/http-error';
import type { ProviderClient } from '../provider/client';
import { fromProviderError } from './errors';
import type { CarrierNames } from './carrier-names';
import { onSale } from './sale';

/** Checks a search beyond its schema (known airports, different ones, dates from today in Istanbul). */
export function checkSearch(query: FlightSearchQuery, now: Date): void {
  if (!findAirport(query.origin) || !findAirport(query.destination)) throw badRequest(FLIGHT_MESSAGES.unknownAirport);
  if (query.origin === query.destination) throw badRequest(FLIGHT_MESSAGES.sameAirports);
  // The schema checks only the shape (\d{4}-\d{2}-\d{2}): 2027-02-30 is no day, and would be
  // compared as text below and sent to the provider as it is.
  if (!isIsoDate(query.departureDate) || (query.returnDate !== undefined && !isIsoDate(query.returnDate))) {
    throw badRequest(GENERAL_MESSAGES.badDate);
  }
  const today = todayIso(now);
  if (query.departureDate < today) throw badRequest(FLIGHT_MESSAGES.departurePast);
  if (query.departureDate > addDays(today, FLIGHT_LIMITS.maxDaysAhead)) throw badRequest(FLIGHT_MESSAGES.departureTooFar);
  if (query.returnDate !== undefined) {
    if (query.returnDate < query.departureDate) throw badRequest(FLIGHT_MESSAGES.returnBeforeDeparture);
    if (query.returnDate > addDays(today, FLIGHT_LIMITS.maxDaysAhead)) throw badRequest(FLIGHT_MESSAGES.departureTooFar);
  }
}

export function createFlightsService(deps: { client: ProviderClient; carriers: CarrierNames; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * The provider's offers for the search that can still be sold (see `onSale`): USD, at most 20,
     * one-way when there is no return date.
     */
    async search(query: FlightSearchQuery): Promise<FlightSearchResponse> {
      checkSearch(query, now());
      const answer = await deps.client
        .searchFlightOffers({
          originLocationCode: query.origin,
          destinationLocationCode: query.destination,
          departureDate: query.departureDate,
          ...(query.returnDate ? { returnDate: query.returnDate } : {}),
          adults: query.adults,
          travelClass: query.travelClass,
          currencyCode: 'USD',
          max: FLIGHT_LIMITS.maxResults,
        })
        .catch((error: unknown) =>
          fromProviderError(error, (refused) => {
            throw badRequest(refused.body.errors[0]?.detail ?? refused.message);
          }),
        );
      // Flights that leave too soon to be sold, or have fewer seats than passengers, are not offered.
      const at = now();
      const data = (Array.isArray(answer.data) ? (answer.data as unknown as FlightOffer[]) : [])
        .filter((offer) => onSale(offer, query.adults, at))
        .slice(0, FLIGHT_LIMITS.maxResults);
      deps.carriers.learn(answer.dictionaries?.carriers as Record<string, unknown> | undefined);
      return { data, dictionaries: answer.dictionaries ?? {} };
    },
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;
