import { Type, type Static } from 'typebox';
import { isIsoDate, todayIso } from '@trabzon/dates';
import {
  BILLING_ADDRESS_MAX,
  BILLING_ADDRESS_MIN,
  CHECKOUT_MESSAGES,
  FLIGHT_MESSAGES,
  FlightTraveller,
  PERSON_NAME_MAX,
  birthDateLimits,
  checkDocumentExpiry,
  isAdultOn,
  isValidPersonName,
  tooLongMessage,
  type DocumentExpiryCheck,
  type FieldErrors,
} from '@trabzon/contracts';
import type { BookingLineItem } from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
import type { BookingQuote, BookingTypeHandler, ExternalOrderInput } from '../bookings/booking-types';
import { BOOKING_CURRENCY } from '../bookings/pricing';
import { FieldValidationError } from '../bookings/service';
import type { ProviderClient } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { createBookingDeadlines } from '../provider/booking-deadline';
import type { FlightOffer as ProviderFlightOffer } from '../provider/types';
import { fromProviderError, providerCode } from './errors';
import { lineWords } from '../bookings/line-labels';
import { routeText } from '@trabzon/contracts/line-labels';
import { languageOf } from '../../lib/lang';
import type { CarrierNames } from './carrier-names';
import { instantAt, onSale } from './sale';

/** The agency as the order's contact (the provider writes to it about schedule changes). */
export const AGENCY_CONTACT = {
  addresseeName: { firstName: 'TRABZON TRAVEL' },
  companyName: 'TRABZON TRAVEL',
  purpose: 'STANDARD',
  phones: [{ deviceType: 'LANDLINE', countryCallingCode: '90', number: '4620000000' }],
  emailAddress: 'bookings@trabzontravel.com.tr',
  address: { lines: ['Kemerkaya Mah. Kahramanmaraş Cad. 1'], postalCode: '61100', cityName: 'Trabzon', countryCode: 'TR' },
};

/** Travellers 2..: a name, and the birth date and travel document every traveller needs, as the contact's. */
const Companion = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX }),
    lastName: Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX }),
    ...FlightTraveller.properties,
  },
  { additionalProperties: false },
);
type Companion = Static<typeof Companion>;

/** The flight fields of POST /api/bookings. The offer is the one searched; its price is checked with the provider. */
export const FlightBookingDetailsSchema = Type.Object(
  {
    offer: Type.Object({}, { additionalProperties: true, errorMessage: 'Choose a flight' }),
    traveller: FlightTraveller,
    billingAddress: Type.String({
      minLength: BILLING_ADDRESS_MIN,
      maxLength: BILLING_ADDRESS_MAX,
      // Too long is no missing address: it says how long it may be.
      errorMessage: {
        required: CHECKOUT_MESSAGES.billingAddress,
        type: CHECKOUT_MESSAGES.billingAddress,
        minLength: CHECKOUT_MESSAGES.billingAddress,
        maxLength: tooLongMessage(BILLING_ADDRESS_MAX),
      },
    }),
    /** The distance sales contract is agreed to (spec section 5): kept with the booking as the consent given. */
    agreeTerms: Type.Literal(true, { errorMessage: CHECKOUT_MESSAGES.terms }),
    /** Travellers 2.. of the offer (the contact is traveller 1). */
    otherTravellers: Type.Optional(Type.Array(Companion, { maxItems: 8 })),
    carriers: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Z0-9]{2}$' }), Type.String({ maxLength: 80 }))),
  },
  { additionalProperties: false },
);

const cents = (amount: unknown): number | null => {
  if (typeof amount !== 'string' && typeof amount !== 'number') return null;
  const value = Number(amount);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
};

/** The offer's shape, enough to price and show it; anything else is a 400. */
function asOffer(value: unknown): ProviderFlightOffer {
  const offer = value as Partial<ProviderFlightOffer> | null;
  const ok =
    offer !== null &&
    typeof offer === 'object' &&
    Array.isArray(offer.itineraries) &&
    offer.itineraries.length >= 1 &&
    offer.itineraries.length <= 2 &&
    offer.itineraries.every((it) => Array.isArray(it?.segments) && it.segments.length >= 1 && it.segments.length <= 4) &&
    Array.isArray(offer.travelerPricings) &&
    offer.travelerPricings.length >= 1 &&
    offer.travelerPricings.length <= 9 &&
    typeof offer.price === 'object' &&
    offer.price !== null &&
    cents(offer.price.grandTotal ?? offer.price.total) !== null;
  if (!ok) throw badRequest('Choose a flight');
  return offer as ProviderFlightOffer;
}

const totalOf = (offer: ProviderFlightOffer) => cents(offer.price.grandTotal ?? offer.price.total) ?? 0;

/** "+90 532 123 45 67" → calling code and number, as the provider wants them. */
export function splitPhone(phone: string): { countryCallingCode: string; number: string } {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+') || phone.trim().startsWith('00')) {
    const rest = phone.trim().startsWith('00') ? digits.slice(2) : digits;
    const codes = [
      '971',
      '966',
      '974',
      '965',
      '973',
      '968',
      '962',
      '961',
      '90',
      '44',
      '49',
      '33',
      '31',
      '32',
      '43',
      '41',
      '39',
      '34',
      '30',
      '45',
      '46',
      '47',
      '48',
      '20',
      '7',
      '1',
    ];
    const code = codes.find((c) => rest.startsWith(c)) ?? rest.slice(0, 2);
    return { countryCallingCode: code, number: rest.slice(code.length) };
  }
  return { countryCallingCode: '90', number: digits.replace(/^0/, '') };
}

const upper = (text: string) => text.trim().toLocaleUpperCase('en-US');

/** A traveller's document as the booking keeps it: only the last characters of its number. */
function storedDocument(traveller: FlightTraveller) {
  return {
    dateOfBirth: traveller.dateOfBirth,
    nationality: traveller.nationality,
    documentType: traveller.documentType,
    documentNumberLast4: traveller.documentNumber.slice(-4),
    documentExpiry: traveller.documentExpiry,
  };
}

/** A traveller's document as the provider's flight order takes it. */
function providerDocument(traveller: FlightTraveller) {
  return {
    documentType: traveller.documentType === 'passport' ? 'PASSPORT' : 'IDENTITY_CARD',
    number: traveller.documentNumber.toUpperCase(),
    expiryDate: traveller.documentExpiry,
    issuanceCountry: traveller.nationality,
    nationality: traveller.nationality,
    holder: true,
  };
}

/** A document as it identifies its holder: its number, whatever the case it was typed in. */
const documentKey = (traveller: FlightTraveller) => traveller.documentNumber.trim().toUpperCase();

/** What a refused document expiry says, by what is wrong with it. */
const EXPIRY_MESSAGES: Record<Exclude<DocumentExpiryCheck, 'valid'>, string> = {
  invalid: CHECKOUT_MESSAGES.documentExpiryDate,
  expired: CHECKOUT_MESSAGES.documentExpired,
  lapses: CHECKOUT_MESSAGES.documentExpiry,
};

/**
 * What no airline would take: a birth date in the future or over MAX_TRAVELLER_AGE_YEARS ago (every
 * traveller), a first traveller (the contact) under ADULT_AGE_YEARS on `firstDay` (the day the
 * first flight leaves, at its airport: babies and children never travel alone), a document
 * expired, not a real day (or decades ahead) or lapsing before `lastDay` (the day the last flight
 * lands, at its airport), one document for two travellers, a blank billing address.
 * @throws FieldValidationError naming each field
 */
function checkTravellers(details: Record<string, unknown>, firstDay: string, lastDay: string, now: Date): void {
  const today = todayIso(now);
  const { min, max } = birthDateLimits(today);
  const born = (date: string) => isIsoDate(date) && date >= min && date <= max;
  const traveller = details.traveller as FlightTraveller;
  const others = (details.otherTravellers as Companion[] | undefined) ?? [];
  const errors: FieldErrors = {};
  const checkExpiry = (expiry: string, path: string) => {
    const check = checkDocumentExpiry(expiry, today, lastDay);
    if (check !== 'valid') errors[path] = EXPIRY_MESSAGES[check];
  };
  if (!born(traveller.dateOfBirth)) errors['traveller.dateOfBirth'] = CHECKOUT_MESSAGES.dateOfBirth;
  else if (!isAdultOn(traveller.dateOfBirth, firstDay)) errors['traveller.dateOfBirth'] = CHECKOUT_MESSAGES.adultTraveller;
  checkExpiry(traveller.documentExpiry, 'traveller.documentExpiry');
  // One document is one person: a number already given by an earlier traveller is a typing slip.
  const documents = new Set([documentKey(traveller)]);
  others.forEach((other, i) => {
    // A passenger's name by the contact's rule (validateCheckout): letters, never an emoji or a digit.
    for (const field of ['firstName', 'lastName'] as const) {
      if (!isValidPersonName(other[field])) errors[`otherTravellers.${i}.${field}`] = CHECKOUT_MESSAGES.personName;
    }
    if (!born(other.dateOfBirth)) errors[`otherTravellers.${i}.dateOfBirth`] = CHECKOUT_MESSAGES.dateOfBirth;
    checkExpiry(other.documentExpiry, `otherTravellers.${i}.documentExpiry`);
    if (documents.has(documentKey(other))) errors[`otherTravellers.${i}.documentNumber`] = CHECKOUT_MESSAGES.documentRepeated;
    documents.add(documentKey(other));
  });
  if (String(details.billingAddress).trim().length < BILLING_ADDRESS_MIN) errors.billingAddress = CHECKOUT_MESSAGES.billingAddress;
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
}

/**
 * Bookings of type "flight" (TF-): the offer the visitor chose is priced again with the provider
 * (`flight-offers/pricing`); a different total is refused with 409 and a clear message; the order
 * is created with the provider (`flight-orders`) before the booking is written, its id kept in the
 * details; cancelling the booking cancels the provider order (DELETE). The provider's total
 * includes every tax, so the site's tax rate is not added.
 */
export function createFlightBookingHandler(client: ProviderClient, carriers: CarrierNames): BookingTypeHandler {
  /** The provider's priced offer of a quote, for the order that follows (never stored). */
  const pricedOf = new WeakMap<BookingQuote, ProviderFlightOffer>();
  /** The pricing and the order share one time budget, within the browser's wait. */
  const deadlines = createBookingDeadlines();

  const refusedWhilePricing = (error: ProviderError): never => {
    throw conflict(providerCode(error) === 37200 ? FLIGHT_MESSAGES.priceChanged : FLIGHT_MESSAGES.notAvailable);
  };

  return {
    type: 'flight',
    referencePrefix: 'TF',
    detailsSchema: FlightBookingDetailsSchema,
    taxIncluded: true,
    paymentMethods: ['creditCard'],

    async quote(details, { now, request }): Promise<BookingQuote> {
      const offer = asOffer(details.offer);
      if (offer.price.currency !== BOOKING_CURRENCY) throw conflict(FLIGHT_MESSAGES.currency);
      const others = (details.otherTravellers as unknown[] | undefined) ?? [];
      if (others.length !== offer.travelerPricings.length - 1) {
        throw new HttpError(400, `Name every traveller of this flight: ${offer.travelerPricings.length} in all.`);
      }
      const deadline = deadlines.start();
      const answer = await client
        .priceFlightOffers([offer], { deadline })
        .catch((error: unknown) => fromProviderError(error, refusedWhilePricing));
      const priced = answer.data?.flightOffers?.[0];
      if (!priced) throw conflict(FLIGHT_MESSAGES.notAvailable);
      if (priced.price.currency !== BOOKING_CURRENCY) throw conflict(FLIGHT_MESSAGES.currency);
      // The price the visitor saw must still be the price: otherwise refuse, and say so.
      if (totalOf(priced) !== totalOf(offer)) throw conflict(FLIGHT_MESSAGES.priceChanged);

      const outbound = priced.itineraries[0]!;
      const inbound = priced.itineraries[1];
      const first = outbound.segments[0]!;
      const last = outbound.segments[outbound.segments.length - 1]!;
      // Leaving too soon to be sold, or fewer seats left than passengers.
      if (!onSale(priced, priced.travelerPricings.length, now)) throw conflict(FLIGHT_MESSAGES.notAvailable);
      const totalCents = totalOf(priced);
      const baseCents = Math.min(cents(priced.price.base) ?? totalCents, totalCents);
      const passengers = priced.travelerPricings.length;
      const airports = [first.departure.iataCode, last.arrival.iataCode, ...(inbound ? [first.departure.iataCode] : [])];
      // Kept in its stored form ("TZX → IST → TZX"); each language's label draws it its own way.
      const route = routeText(airports, 'en');
      const lineItems: BookingLineItem[] = [
        { ...lineWords('baseFare', languageOf(request), { route }), quantity: 1, unitPriceCents: baseCents, totalCents: baseCents },
        {
          ...lineWords('taxes', languageOf(request)),
          quantity: 1,
          unitPriceCents: totalCents - baseCents,
          totalCents: totalCents - baseCents,
        },
      ];
      const traveller = details.traveller as FlightTraveller;
      const itinerary = (it: ProviderFlightOffer['itineraries'][number]) => ({
        duration: it.duration ?? null,
        stops: it.segments.length - 1,
        segments: it.segments.map((s) => ({
          from: s.departure.iataCode,
          to: s.arrival.iataCode,
          departureAt: s.departure.at,
          arrivalAt: s.arrival.at,
          carrierCode: s.carrierCode,
          carrier: carriers.nameOf(s.carrierCode),
          flightNumber: `${s.carrierCode}${s.number}`,
        })),
      });
      const lastLeg = (inbound ?? outbound).segments[(inbound ?? outbound).segments.length - 1]!;
      const companions = (others as Companion[]).map((o) => ({
        firstName: o.firstName.trim(),
        lastName: o.lastName.trim(),
        ...storedDocument(o),
      }));
      checkTravellers(details, first.departure.at.slice(0, 10), lastLeg.arrival.at.slice(0, 10), now);
      const quote: BookingQuote = {
        startDate: first.departure.at.slice(0, 10),
        // The last arrival, one way or return: its day and (details.endTime) its time at that airport.
        endDate: lastLeg.arrival.at.slice(0, 10),
        startTime: first.departure.at.slice(11, 16),
        serviceStartsAt: instantAt(first.departure.at, first.departure.iataCode),
        serviceEndsAt: instantAt(lastLeg.arrival.at, lastLeg.arrival.iataCode),
        guests: passengers,
        lineItems,
        subtotalCents: totalCents,
        details: {
          tripType: inbound ? 'roundTrip' : 'oneWay',
          endTime: lastLeg.arrival.at.slice(11, 16),
          origin: first.departure.iataCode,
          destination: last.arrival.iataCode,
          cabin: priced.travelerPricings[0]?.fareDetailsBySegment?.[0]?.cabin ?? null,
          passengers,
          outbound: itinerary(outbound),
          ...(inbound ? { inbound: itinerary(inbound) } : {}),
          price: {
            currency: priced.price.currency,
            base: baseCents / 100,
            taxesAndFees: (totalCents - baseCents) / 100,
            total: totalCents / 100,
          },
          traveller: storedDocument(traveller),
          billingAddress: details.billingAddress,
          // The other passengers: who travels, with their documents as the contact's is kept.
          ...(companions.length ? { otherTravellers: companions } : {}),
        },
      };
      pricedOf.set(quote, priced);
      return deadlines.keep(quote, deadline);
    },

    async place(quote, order: ExternalOrderInput) {
      const priced = pricedOf.get(quote);
      if (!priced) throw new Error('flight: place() without the quote of this request');
      const deadline = deadlines.forOrder(quote);
      const traveller = order.details.traveller as FlightTraveller;
      const others = (order.details.otherTravellers as Companion[] | undefined) ?? [];
      const ids = priced.travelerPricings.map((tp) => tp.travelerId);
      const phone = splitPhone(order.contact.phone);
      const travelers = [
        {
          id: ids[0]!,
          dateOfBirth: traveller.dateOfBirth,
          name: { firstName: upper(order.contact.firstName), lastName: upper(order.contact.lastName) },
          contact: { emailAddress: order.contact.email, phones: [{ deviceType: 'MOBILE', ...phone }] },
          documents: [providerDocument(traveller)],
        },
        ...others.map((other, i) => ({
          id: ids[i + 1]!,
          dateOfBirth: other.dateOfBirth,
          name: { firstName: upper(other.firstName), lastName: upper(other.lastName) },
          documents: [providerDocument(other)],
        })),
      ];
      const created = await client
        .createFlightOrder(
          {
            flightOffers: [priced],
            travelers,
            remarks: { general: [{ subType: 'GENERAL_MISCELLANEOUS', text: 'ONLINE BOOKING TRABZON TRAVEL' }] },
            ticketingAgreement: { option: 'DELAY_TO_CANCEL', delay: '6D' },
            contacts: [AGENCY_CONTACT],
          },
          { deadline },
        )
        .catch((error: unknown) => fromProviderError(error, refusedWhilePricing));
      return { providerOrderId: created.id, providerReference: created.associatedRecords?.[0]?.reference ?? null };
    },

    async cancelExternal(booking) {
      const orderId = booking.details.providerOrderId;
      if (typeof orderId !== 'string' || orderId === '') return;
      await client.cancelFlightOrder(orderId).catch((error: unknown) => {
        if (error instanceof ProviderError && error.kind === 'upstream' && error.status === 404) return; // already gone there
        fromProviderError(error, () => {
          throw conflict('The airline could not cancel this booking. Please contact us.');
        });
      });
    },

    // The provider holds the seats: no local stock.
    reserve() {},
    release() {},
  };
}
