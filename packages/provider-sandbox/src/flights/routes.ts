import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROVIDER_JSON, type SandboxContext } from '../context';
import { dayNumber, todayNumber } from '../dates';
import { providerErrors } from '../errors';
import { CURRENCIES } from '../money';
import { boolParam, enumParam, intParam, listParam, param, queryOf, required, selfOf, type Query } from '../params';
import { code } from '../random';
import {
  TRAVEL_CLASSES,
  dictionaries,
  findOffer,
  searchFlights,
  type FlightOfferJson,
  type FlightSearch,
  type TravelClass,
  type TravelerType,
} from './generate';

const IATA = /^[A-Z]{3}$/;
const CARRIER = /^[A-Z0-9]{2}$/;

function locationCode(value: string, name: string): string {
  const upper = value.toUpperCase();
  if (!IATA.test(upper)) throw providerErrors.invalidFormat(name, `${name} must be a 3-letter IATA code`, 'TZX');
  return upper;
}

function dateParam(value: string, name: string, today: number): number {
  const day = dayNumber(value);
  if (day === null) throw providerErrors.invalidFormat(name, `${name} must be a date YYYY-MM-DD`, '2025-07-10');
  if (day < today) throw providerErrors.invalidDate(name, 'Date/Time is in the past');
  if (day > today + 365) throw providerErrors.invalidDate(name, 'Date/Time is too far in the future');
  return day;
}

function carriersParam(values: string[] | undefined, name: string): string[] | undefined {
  if (!values) return undefined;
  const upper = values.map((v) => v.toUpperCase());
  if (upper.some((v) => !CARRIER.test(v))) throw providerErrors.invalidFormat(name, `${name} takes 2-character airline codes`, 'TK,PC');
  return upper;
}

function travelersFor(adults: number, children: number, infants: number): { id: string; type: TravelerType }[] {
  const types: TravelerType[] = [
    ...Array<TravelerType>(adults).fill('ADULT'),
    ...Array<TravelerType>(children).fill('CHILD'),
    ...Array<TravelerType>(infants).fill('HELD_INFANT'),
  ];
  return types.map((type, i) => ({ id: String(i + 1), type }));
}

function checkTravelers(travelers: { type: TravelerType }[]): void {
  const adults = travelers.filter((t) => t.type === 'ADULT').length;
  const seated = travelers.filter((t) => t.type !== 'HELD_INFANT').length;
  const infants = travelers.length - seated;
  if (adults < 1) throw providerErrors.parameterCombination('At least one adult must travel', 'adults');
  if (seated > 9) throw providerErrors.parameterCombination('The number of seated travelers can not exceed 9', 'adults');
  if (infants > adults) throw providerErrors.parameterCombination('Each infant must travel with an adult', 'infants');
}

function fromQuery(query: Query, today: number): FlightSearch {
  const origin = locationCode(required(query, 'originLocationCode'), 'originLocationCode');
  const destination = locationCode(required(query, 'destinationLocationCode'), 'destinationLocationCode');
  const departureDay = dateParam(required(query, 'departureDate'), 'departureDate', today);
  required(query, 'adults');
  const adults = intParam(query, 'adults', 1, 9, 1);
  const children = intParam(query, 'children', 0, 9, 0);
  const infants = intParam(query, 'infants', 0, 9, 0);
  const returnText = param(query, 'returnDate');
  const returnDay = returnText === undefined ? null : dateParam(returnText, 'returnDate', today);
  const included = carriersParam(listParam(query, 'includedAirlineCodes'), 'includedAirlineCodes');
  const excluded = carriersParam(listParam(query, 'excludedAirlineCodes'), 'excludedAirlineCodes');
  const currency = (param(query, 'currencyCode') ?? 'EUR').toUpperCase();
  const maxPrice = param(query, 'maxPrice');
  if (maxPrice !== undefined && !/^\d+$/.test(maxPrice)) throw providerErrors.invalidFormat('maxPrice', 'maxPrice must be a whole number');
  const search: FlightSearch = {
    origin,
    destination,
    departureDay,
    returnDay,
    travelers: travelersFor(adults, children, infants),
    travelClass: enumParam(query, 'travelClass', TRAVEL_CLASSES, 'ECONOMY'),
    currency,
    nonStop: boolParam(query, 'nonStop', false),
    ...(included ? { includedCarriers: included } : {}),
    ...(excluded ? { excludedCarriers: excluded } : {}),
    ...(maxPrice !== undefined ? { maxPrice: Number(maxPrice) } : {}),
    max: intParam(query, 'max', 1, 250, 250),
  };
  return validateSearch(search);
}

function validateSearch(search: FlightSearch): FlightSearch {
  if (!CURRENCIES[search.currency]) throw providerErrors.invalidCurrency('currencyCode');
  if (search.origin === search.destination)
    throw providerErrors.parameterCombination('Origin and destination must differ', 'destinationLocationCode');
  if (search.returnDay !== null && search.returnDay < search.departureDay)
    throw providerErrors.invalidDate('returnDate', 'The return date is before the departure date');
  if (search.includedCarriers && search.excludedCarriers) {
    throw providerErrors.parameterCombination(
      'includedAirlineCodes and excludedAirlineCodes cannot be used together',
      'excludedAirlineCodes',
    );
  }
  checkTravelers(search.travelers);
  return search;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The POST form of the search (also sent with X-HTTP-Method-Override: GET). */
function fromBody(body: unknown, today: number): FlightSearch {
  if (!isObject(body)) throw providerErrors.invalidData('The request body must be a JSON object');
  const legs = body.originDestinations;
  if (!Array.isArray(legs) || legs.length === 0) throw providerErrors.mandatoryMissing('originDestinations');
  if (legs.length > 2) throw providerErrors.parameterCombination('The sandbox searches one-way and round trips only', 'originDestinations');
  const leg = (item: unknown, index: number) => {
    if (!isObject(item)) throw providerErrors.invalidData('originDestinations items must be objects', `/originDestinations[${index}]`);
    const range = isObject(item.departureDateTimeRange) ? item.departureDateTimeRange : {};
    if (typeof item.originLocationCode !== 'string')
      throw providerErrors.mandatoryMissing(`originDestinations[${index}].originLocationCode`);
    if (typeof item.destinationLocationCode !== 'string')
      throw providerErrors.mandatoryMissing(`originDestinations[${index}].destinationLocationCode`);
    if (typeof range.date !== 'string') throw providerErrors.mandatoryMissing(`originDestinations[${index}].departureDateTimeRange.date`);
    return {
      origin: locationCode(item.originLocationCode, 'originLocationCode'),
      destination: locationCode(item.destinationLocationCode, 'destinationLocationCode'),
      day: dateParam(range.date, 'departureDateTimeRange.date', today),
    };
  };
  const out = leg(legs[0], 0);
  const back = legs[1] === undefined ? null : leg(legs[1], 1);
  if (back && (back.origin !== out.destination || back.destination !== out.origin)) {
    throw providerErrors.parameterCombination('The second originDestination must be the way back', 'originDestinations');
  }
  const rawTravelers = body.travelers;
  if (!Array.isArray(rawTravelers) || rawTravelers.length === 0) throw providerErrors.mandatoryMissing('travelers');
  const travelers = rawTravelers.map((t, i) => {
    if (!isObject(t) || typeof t.id !== 'string') throw providerErrors.mandatoryMissing(`travelers[${i}].id`);
    const type =
      t.travelerType === 'SEATED_INFANT'
        ? 'CHILD'
        : t.travelerType === 'SENIOR' || t.travelerType === 'YOUNG' || t.travelerType === 'STUDENT'
          ? 'ADULT'
          : t.travelerType;
    if (type !== 'ADULT' && type !== 'CHILD' && type !== 'HELD_INFANT')
      throw providerErrors.invalidFormat(`travelers[${i}].travelerType`, 'unknown travelerType');
    return { id: t.id, type: type as TravelerType };
  });
  const criteria = isObject(body.searchCriteria) ? body.searchCriteria : {};
  const filters = isObject(criteria.flightFilters) ? criteria.flightFilters : {};
  const cabins = Array.isArray(filters.cabinRestrictions) ? filters.cabinRestrictions : [];
  const cabin = isObject(cabins[0]) ? cabins[0].cabin : undefined;
  if (cabin !== undefined && !TRAVEL_CLASSES.includes(cabin as TravelClass))
    throw providerErrors.invalidFormat('cabin', `cabin must be one of ${TRAVEL_CLASSES.join(', ')}`);
  const carriers = isObject(filters.carrierRestrictions) ? filters.carrierRestrictions : {};
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined);
  const connections = isObject(filters.connectionRestriction) ? filters.connectionRestriction.maxNumberOfConnections : undefined;
  const maxOffers = criteria.maxFlightOffers;
  if (maxOffers !== undefined && (typeof maxOffers !== 'number' || !Number.isInteger(maxOffers) || maxOffers < 1 || maxOffers > 250)) {
    throw providerErrors.invalidFormat('maxFlightOffers', 'maxFlightOffers must be a whole number from 1 to 250');
  }
  const included = carriersParam(strings(carriers.includedCarrierCodes), 'includedCarrierCodes');
  const excluded = carriersParam(strings(carriers.excludedCarrierCodes), 'excludedCarrierCodes');
  return validateSearch({
    origin: out.origin,
    destination: out.destination,
    departureDay: out.day,
    returnDay: back ? back.day : null,
    travelers,
    travelClass: (cabin as TravelClass | undefined) ?? 'ECONOMY',
    currency: typeof body.currencyCode === 'string' ? body.currencyCode.toUpperCase() : 'EUR',
    nonStop: connections === 0,
    ...(included ? { includedCarriers: included } : {}),
    ...(excluded ? { excludedCarriers: excluded } : {}),
    max: typeof maxOffers === 'number' ? maxOffers : 250,
  });
}

/** Taxes split the way the provider itemises them (fuel surcharge and airport charges). */
function withTaxes(offer: FlightOfferJson): FlightOfferJson {
  return {
    ...offer,
    price: { ...offer.price, billingCurrency: offer.price.currency },
    travelerPricings: offer.travelerPricings.map((tp) => {
      const taxCents = Math.round(Number(tp.price.total) * 100) - Math.round(Number(tp.price.base) * 100);
      const fuel = Math.round(taxCents * 0.6);
      return {
        ...tp,
        price: {
          ...tp.price,
          taxes: [
            { amount: (fuel / 100).toFixed(2), code: 'YR' },
            { amount: ((taxCents - fuel) / 100).toFixed(2), code: 'TR' },
          ],
        },
      };
    }),
    paymentCardRequired: false,
  };
}

function dataOf(body: unknown, type: string): Json {
  if (!isObject(body) || !isObject(body.data)) throw providerErrors.mandatoryMissing('data');
  if (body.data.type !== type) throw providerErrors.invalidData(`data.type must be ${type}`, '/data/type');
  return body.data;
}

function offersOf(data: Json): unknown[] {
  const offers = data.flightOffers;
  if (!Array.isArray(offers) || offers.length === 0) throw providerErrors.mandatoryMissing('flightOffers');
  if (offers.length > 6) throw providerErrors.invalidData('At most 6 flight offers can be priced together', '/data/flightOffers');
  return offers;
}

/** Every amount of an offer moved by `percent` (the `priceChangePercent` fault), per traveller, rounded to the cent. */
export function withPriceChange(offer: FlightOfferJson, percent: number): FlightOfferJson {
  if (percent === 0) return offer;
  const move = (value: string) => (Math.round(Math.round(Number(value) * 100) * (1 + percent / 100)) / 100).toFixed(2);
  const travelerPricings = offer.travelerPricings.map((tp) => ({
    ...tp,
    price: { ...tp.price, total: move(tp.price.total), base: move(tp.price.base) },
  }));
  const sum = (key: 'total' | 'base') =>
    (travelerPricings.reduce((cents, tp) => cents + Math.round(Number(tp.price[key]) * 100), 0) / 100).toFixed(2);
  return { ...offer, travelerPricings, price: { ...offer.price, total: sum('total'), base: sum('base'), grandTotal: sum('total') } };
}

export async function flightRoutes(app: FastifyInstance, options: { ctx: SandboxContext }) {
  const { ctx } = options;
  const current = (offer: unknown) => {
    const found = findOffer(ctx.seed, offer);
    return found ? { ...found, offer: withPriceChange(found.offer, ctx.priceChangePercent()) } : null;
  };
  const orders = new Map<string, Json>();
  let orderCount = 0;

  const answer = (request: FastifyRequest, search: FlightSearch) => {
    const data = searchFlights(ctx.seed, search).map((offer) => withPriceChange(offer, ctx.priceChangePercent()));
    return {
      meta: { count: data.length, links: { self: selfOf(request) } },
      data,
      dictionaries: dictionaries(data, search.currency),
    };
  };

  app.get('/v2/shopping/flight-offers', async (request, reply) => {
    const search = fromQuery(queryOf(request), todayNumber(ctx.now()));
    return reply.type(PROVIDER_JSON).send(answer(request, search));
  });

  app.post('/v2/shopping/flight-offers', async (request, reply) => {
    const search = fromBody(request.body, todayNumber(ctx.now()));
    return reply.type(PROVIDER_JSON).send(answer(request, search));
  });

  app.post('/v1/shopping/flight-offers/pricing', async (request, reply) => {
    const data = dataOf(request.body, 'flight-offers-pricing');
    const priced = offersOf(data).map((offer, i) => {
      const found = current(offer);
      if (!found) throw providerErrors.invalidData('The flight offer is not available any more; search again', `/data/flightOffers[${i}]`);
      return withTaxes(found.offer);
    });
    return reply.type(PROVIDER_JSON).send({
      data: {
        type: 'flight-offers-pricing',
        flightOffers: priced,
        bookingRequirements: { emailAddressRequired: true, mobilePhoneNumberRequired: true },
      },
      dictionaries: { locations: dictionaries(priced, priced[0]!.price.currency).locations },
    });
  });

  app.post('/v1/booking/flight-orders', async (request, reply) => {
    const data = dataOf(request.body, 'flight-order');
    const today = todayNumber(ctx.now());
    const offers = offersOf(data).map((offer, i) => {
      const found = current(offer);
      if (!found) throw providerErrors.segmentSellFailure(`Could not sell the segments of flight offer ${i + 1}`);
      if (found.search.departureDay < today) throw providerErrors.segmentSellFailure('The flight has already departed');
      const sent = isObject(offer) && isObject(offer.price) ? (offer.price.grandTotal ?? offer.price.total) : undefined;
      if (Number(sent) !== Number(found.offer.price.grandTotal)) {
        throw providerErrors.priceDiscrepancy(
          `The price is now ${found.offer.price.grandTotal} ${found.offer.price.currency}; price the offer again`,
        );
      }
      return withTaxes(found.offer);
    });
    const travelers = data.travelers;
    if (!Array.isArray(travelers) || travelers.length === 0) throw providerErrors.mandatoryMissing('travelers');
    const expected = new Set(offers[0]!.travelerPricings.map((tp) => tp.travelerId));
    travelers.forEach((traveler, i) => {
      const where = `/data/travelers[${i}]`;
      if (!isObject(traveler) || typeof traveler.id !== 'string') throw providerErrors.invalidData('Each traveler needs an id', where);
      if (!expected.has(traveler.id)) throw providerErrors.invalidData(`Traveler ${traveler.id} is not in the flight offer`, `${where}/id`);
      const name = isObject(traveler.name) ? traveler.name : {};
      for (const field of ['firstName', 'lastName'] as const) {
        if (typeof name[field] !== 'string' || !(name[field] as string).trim())
          throw providerErrors.mandatoryMissing(`travelers[${i}].name.${field}`);
      }
      if (typeof traveler.dateOfBirth !== 'string' || dayNumber(traveler.dateOfBirth) === null) {
        throw providerErrors.mandatoryMissing(`travelers[${i}].dateOfBirth`);
      }
    });
    if (travelers.length !== expected.size)
      throw providerErrors.invalidData('Every traveler of the flight offer must be named', '/data/travelers');
    orderCount += 1;
    const reference = code(6, ctx.seed, 'pnr', orderCount);
    const id = `eJzTd9f3${Buffer.from(`${reference}/${orderCount}`).toString('base64url')}`;
    const order = {
      type: 'flight-order',
      id,
      queuingOfficeId: 'TZX1S2100',
      associatedRecords: [
        {
          reference,
          creationDate: new Date(ctx.now()).toISOString().slice(0, 23),
          originSystemCode: 'GDS',
          flightOfferId: String(offers[0]!.id),
        },
      ],
      flightOffers: offers,
      travelers,
      ...(data.remarks !== undefined ? { remarks: data.remarks } : {}),
      ticketingAgreement: isObject(data.ticketingAgreement) ? data.ticketingAgreement : { option: 'DELAY_TO_CANCEL', delay: '6D' },
      automatedProcess: [{ code: 'IMMEDIATE', queue: { number: '0', category: '0' }, officeId: 'TZX1S2100' }],
      ...(data.contacts !== undefined ? { contacts: data.contacts } : {}),
    };
    orders.set(id, order);
    return reply
      .status(201)
      .type(PROVIDER_JSON)
      .send({ data: order, dictionaries: { locations: dictionaries(offers, offers[0]!.price.currency).locations } });
  });

  app.get<{ Params: { orderId: string } }>('/v1/booking/flight-orders/:orderId', async (request, reply) => {
    const order = orders.get(request.params.orderId);
    if (!order) throw providerErrors.notFound('No flight order with this id');
    return reply.type(PROVIDER_JSON).send({ data: order });
  });

  app.delete<{ Params: { orderId: string } }>('/v1/booking/flight-orders/:orderId', async (request, reply) => {
    if (!orders.delete(request.params.orderId)) throw providerErrors.notFound('No flight order with this id');
    return reply.status(204).send();
  });
}
