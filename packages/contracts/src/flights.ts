import { Type, type Static } from 'typebox';

import { FLIGHT_BOOKING_MESSAGES } from './booking-refusals';
import { FLIGHT_LIMITS, type TRAVEL_CLASSES } from './constants';
import { CHECKOUT_MESSAGES, COUNTRY_CODE, DOCUMENT_NUMBER, IATA_CODE, ISO_DATE } from './validation';

export type TravelClass = (typeof TRAVEL_CLASSES)[number];

export const FLIGHT_MESSAGES = {
  sameAirports: 'Origin and destination cannot be the same. Please select different locations.',
  unknownAirport: 'Choose an airport from the list.',
  departurePast: 'The departure date cannot be in the past.',
  departureTooFar: `Flights can be searched up to ${FLIGHT_LIMITS.maxDaysAhead} days ahead.`,
  returnBeforeDeparture: 'The return date cannot be before the departure date.',
  passengers: `Passengers must be a whole number from ${FLIGHT_LIMITS.minPassengers} to ${FLIGHT_LIMITS.maxPassengers}.`,
  // priceChanged, notAvailable, currency: the checkout's refusals, written beside its other ones.
  ...FLIGHT_BOOKING_MESSAGES,
  traveller: 'Check the traveller details.',
} as const;

const Iata = Type.String({ pattern: IATA_CODE });
const IsoDate = Type.String({ pattern: ISO_DATE });

/** GET /api/flights/search */
export const FlightSearchQuery = Type.Object(
  {
    origin: Iata,
    destination: Iata,
    departureDate: IsoDate,
    returnDate: Type.Optional(IsoDate),
    adults: Type.Integer({ minimum: 1, maximum: 9, default: 1 }),
    travelClass: Type.Union([Type.Literal('ECONOMY'), Type.Literal('PREMIUM_ECONOMY'), Type.Literal('BUSINESS'), Type.Literal('FIRST')], {
      default: 'ECONOMY',
    }),
    /** The site's language parameter, sent with every call (the provider's answers do not depend on it). */
    lang: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type FlightSearchQuery = Static<typeof FlightSearchQuery>;

/**
 * A flight offer as the provider writes it (only what the site reads is typed; the rest passes
 * through, since pricing and ordering need the offer exactly as searched).
 */
export interface FlightSegment {
  id?: string;
  departure: { iataCode: string; terminal?: string; at: string };
  arrival: { iataCode: string; terminal?: string; at: string };
  carrierCode: string;
  number: string;
  aircraft?: { code: string };
  operating?: { carrierCode?: string };
  duration?: string;
  numberOfStops?: number;
}

export interface FlightOffer {
  type: 'flight-offer';
  id: string;
  source?: string;
  oneWay?: boolean;
  lastTicketingDate?: string;
  numberOfBookableSeats?: number;
  itineraries: { duration?: string; segments: FlightSegment[] }[];
  price: {
    currency: string;
    total: string;
    base: string;
    grandTotal?: string;
    fees?: { amount: string; type: string }[];
    billingCurrency?: string;
  };
  validatingAirlineCodes?: string[];
  travelerPricings: {
    travelerId: string;
    fareOption?: string;
    travelerType: string;
    price: { currency: string; total: string; base: string; taxes?: { amount: string; code: string }[] };
    fareDetailsBySegment: {
      segmentId: string;
      cabin: string;
      fareBasis?: string;
      brandedFare?: string;
      class?: string;
      includedCheckedBags?: { quantity?: number; weight?: number; weightUnit?: string };
    }[];
  }[];
  [field: string]: unknown;
}

export interface FlightDictionaries {
  carriers?: Record<string, string>;
  locations?: Record<string, { cityCode: string; countryCode: string }>;
  aircraft?: Record<string, string>;
  currencies?: Record<string, string>;
}

/** The answer of GET /api/flights/search: the provider's offers (at most 20, USD) and dictionaries. */
export interface FlightSearchResponse {
  data: FlightOffer[];
  dictionaries: FlightDictionaries;
}

export const FlightSearchResponse = Type.Object({
  data: Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: FLIGHT_LIMITS.maxResults }),
  dictionaries: Type.Object({}, { additionalProperties: true }),
});

/** The traveller of a flight booking (spec section 3): the checkout's flight variant sends it. */
export const FlightTraveller = Type.Object(
  {
    dateOfBirth: Type.String({ pattern: ISO_DATE, errorMessage: 'This field is required' }),
    nationality: Type.String({ pattern: COUNTRY_CODE, default: 'TR', errorMessage: 'Choose a nationality' }),
    documentType: Type.Union([Type.Literal('passport'), Type.Literal('idCard')], {
      default: 'passport',
      errorMessage: 'Choose a document type',
    }),
    documentNumber: Type.String({
      minLength: 5,
      maxLength: 20,
      pattern: DOCUMENT_NUMBER,
      errorMessage: CHECKOUT_MESSAGES.documentNumber,
    }),
    documentExpiry: Type.String({ pattern: ISO_DATE, errorMessage: 'This field is required' }),
  },
  { additionalProperties: false },
);
export type FlightTraveller = Static<typeof FlightTraveller>;

/** The flight fields of POST /api/bookings (`type: 'flight'`). */
export interface FlightBookingDetails {
  /** The offer exactly as the search answered it (the API prices it again with the provider). */
  offer: FlightOffer;
  traveller: FlightTraveller;
  billingAddress: string;
  /** Airline names of the search's dictionaries, kept with the booking for display. */
  carriers?: Record<string, string>;
}
