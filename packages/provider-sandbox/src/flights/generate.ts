import { AIRPORTS, findAirport, type Airport } from '../airports';
import { createRng, hash32 } from '../random';
import { dateOf, isoDuration, localDateTime, zonedInstant } from '../dates';
import { CURRENCIES, amount, toCents } from '../money';
import { distanceKm } from '../geo';

/**
 * Flight offers among the airports of the flights screen, following the spec's sample rules:
 * carriers TK, PC, XQ, BA and LH; at most 20 offers; a one-way fare is 60% of the round trip.
 *
 * The schedule (carriers, flight numbers, times) depends only on the route and the departure
 * date; the return leg on the return date; prices on the cabin, the currency and the travellers.
 * So one-way and round-trip searches of the same outbound list the same flights, and the
 * one-way price of each is exactly 60% (rounded to the cent) of its round-trip price.
 */

export const CARRIERS: Record<string, string> = {
  TK: 'TURKISH AIRLINES',
  PC: 'PEGASUS AIRLINES',
  XQ: 'SUNEXPRESS',
  BA: 'BRITISH AIRWAYS',
  LH: 'LUFTHANSA',
};

export const TRAVEL_CLASSES = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
export type TravelClass = (typeof TRAVEL_CLASSES)[number];
export type TravelerType = 'ADULT' | 'CHILD' | 'HELD_INFANT';

/** The most offers the sandbox ever returns (the spec's sample: up to 20). */
export const MAX_OFFERS = 20;
/** A one-way fare is this share of the round-trip fare. */
export const ONE_WAY_SHARE = 0.6;

export const AIRCRAFT: Record<string, string> = {
  '32N': 'AIRBUS A320NEO',
  '320': 'AIRBUS A320',
  '321': 'AIRBUS A321',
  '738': 'BOEING 737-800',
  '7M8': 'BOEING 737 MAX 8',
  '333': 'AIRBUS A330-300',
  '789': 'BOEING 787-9',
  '77W': 'BOEING 777-300ER',
};

const HUBS: Record<string, string[]> = { TK: ['IST'], PC: ['SAW'], XQ: ['AYT', 'ADB'], BA: ['LHR'], LH: ['FRA', 'MUC'] };
const WEIGHT: Record<string, number> = { TK: 4, PC: 3, XQ: 1, BA: 1, LH: 1 };
const FARE_FACTOR: Record<string, number> = { TK: 1.1, PC: 0.85, XQ: 0.9, BA: 1.3, LH: 1.25 };
const CLASS_FACTOR: Record<TravelClass, number> = { ECONOMY: 1, PREMIUM_ECONOMY: 1.6, BUSINESS: 2.9, FIRST: 4.5 };
const BOOKING_CLASSES: Record<TravelClass, string> = { ECONOMY: 'YBMHKLQTV', PREMIUM_ECONOMY: 'WE', BUSINESS: 'JCD', FIRST: 'FA' };
const TRAVELER_SHARE: Record<TravelerType, number> = { ADULT: 1, CHILD: 0.75, HELD_INFANT: 0.1 };
const GULF = new Set(['DXB', 'JED', 'RUH', 'KWI', 'DOH', 'MED']);
const NOT_WIDE_SERVED = new Set(['SHJ', 'MED']);

const isTurkish = (a: Airport) => a.countryCode === 'TR';

function serves(carrier: string, airport: Airport): boolean {
  switch (carrier) {
    case 'TK':
      return true;
    case 'PC':
      return airport.code !== 'IST';
    case 'XQ':
      return isTurkish(airport)
        ? !['IST', 'SAW'].includes(airport.code)
        : ['DE', 'AT', 'CH', 'NL', 'DK', 'SE', 'NO'].includes(airport.countryCode) || ['LGW', 'MAN'].includes(airport.code);
    case 'BA':
      return isTurkish(airport) ? ['IST', 'AYT', 'DLM', 'BJV', 'ADB'].includes(airport.code) : !NOT_WIDE_SERVED.has(airport.code);
    case 'LH':
      return isTurkish(airport) ? ['IST', 'ESB', 'ADB', 'AYT'].includes(airport.code) : !NOT_WIDE_SERVED.has(airport.code);
    default:
      return false;
  }
}

/** Non-stop when the carrier flies the pair directly; otherwise through one of its hubs. */
function direct(carrier: string, from: Airport, to: Airport): boolean {
  const hubs = HUBS[carrier]!;
  if (hubs.includes(from.code) || hubs.includes(to.code)) return true;
  const bothTurkish = isTurkish(from) && isTurkish(to);
  const majors = ['ESB', 'ADB', 'AYT'];
  switch (carrier) {
    case 'TK':
      return (
        (bothTurkish && (majors.includes(from.code) || majors.includes(to.code))) ||
        (from.code === 'TZX' && GULF.has(to.code)) ||
        (to.code === 'TZX' && GULF.has(from.code))
      );
    case 'PC':
      return bothTurkish && (majors.includes(from.code) || majors.includes(to.code));
    case 'XQ':
      return (isTurkish(from) && to.countryCode === 'DE') || (isTurkish(to) && from.countryCode === 'DE');
    default:
      return false;
  }
}

export interface ScheduledSegment {
  from: Airport;
  to: Airport;
  carrier: string;
  number: string;
  aircraft: string;
  /**
   * Minutes after midnight of the itinerary's first day on the origin airport's clocks, counted in
   * elapsed time: later airports may keep other clocks, so each time is written in its own airport's zone.
   */
  departs: number;
  arrives: number;
}

export interface ScheduledItinerary {
  /** Day number of the first departure. */
  day: number;
  segments: ScheduledSegment[];
}

interface ScheduledOffer {
  carrier: string;
  outbound: ScheduledItinerary;
  /** Round-trip fare of one adult in economy, US dollars, before taxes. */
  baseUsd: number;
  taxUsd: number;
  seats: number;
}

const round5 = (minutes: number) => Math.round(minutes / 5) * 5;
const blockMinutes = (from: Airport, to: Airport) => round5(35 + (distanceKm(from, to) / 780) * 60);

function aircraftFor(carrier: string, km: number, rng: ReturnType<typeof createRng>): string {
  if (km > 2600 && carrier === 'TK') return rng.pick(['333', '789', '77W']);
  const narrow: Record<string, string[]> = {
    TK: ['32N', '321', '738', '7M8'],
    PC: ['32N', '320', '7M8'],
    XQ: ['738', '7M8'],
    BA: ['320', '32N', '321'],
    LH: ['320', '32N', '321'],
  };
  return rng.pick(narrow[carrier]!);
}

function flightNumber(carrier: string, from: Airport, to: Airport, departs: number): string {
  const international = !(isTurkish(from) && isTurkish(to));
  const ranges: Record<string, [number, number]> = {
    TK: international ? [1, 1999] : [2000, 2999],
    PC: international ? [1000, 1999] : [2000, 2999],
    XQ: [100, 999],
    BA: [600, 899],
    LH: [1100, 1899],
  };
  const [low, high] = ranges[carrier]!;
  return String(low + (hash32(carrier, from.code, to.code, departs % 1440) % (high - low + 1)));
}

/** One itinerary of a carrier from `from` to `to`, leaving around `departs` minutes after midnight of `day`. */
function itinerary(
  carrier: string,
  from: Airport,
  to: Airport,
  day: number,
  departs: number,
  rng: ReturnType<typeof createRng>,
): ScheduledItinerary {
  const legs: [Airport, Airport][] = [];
  if (direct(carrier, from, to)) {
    legs.push([from, to]);
  } else {
    const hubs = HUBS[carrier]!.filter((code) => code !== from.code && code !== to.code);
    const hub = findAirport(rng.pick(hubs))!;
    legs.push([from, hub], [hub, to]);
  }
  const segments: ScheduledSegment[] = [];
  let clock = departs;
  for (const [a, b] of legs) {
    const minutes = blockMinutes(a, b);
    segments.push({
      from: a,
      to: b,
      carrier,
      number: flightNumber(carrier, a, b, clock),
      aircraft: aircraftFor(carrier, distanceKm(a, b), rng),
      departs: clock,
      arrives: clock + minutes,
    });
    clock += minutes + round5(rng.int(55, 190));
  }
  return { day, segments };
}

function eligibleCarriers(from: Airport, to: Airport): string[] {
  return Object.keys(CARRIERS).filter((carrier) => {
    if (!serves(carrier, from) || !serves(carrier, to)) return false;
    // A connection needs a hub that is neither end.
    return direct(carrier, from, to) || HUBS[carrier]!.some((code) => code !== from.code && code !== to.code);
  });
}

/** The flights of a route on a day (before filters and the cap), cheapest first. */
function schedule(seed: string, from: Airport, to: Airport, day: number): ScheduledOffer[] {
  const carriers = eligibleCarriers(from, to);
  if (carriers.length === 0) return [];
  const weighted = carriers.flatMap((carrier) => Array<string>(WEIGHT[carrier]!).fill(carrier));
  const rng = createRng(seed, 'flights', from.code, to.code, day);
  const count = rng.int(8, MAX_OFFERS);
  const taken = new Set<string>();
  const offers: ScheduledOffer[] = [];
  for (let attempt = 0; offers.length < count && attempt < count * 6; attempt++) {
    const carrier = rng.pick(weighted);
    const departs = rng.int(60, 276) * 5; // 05:00 to 23:00
    const key = `${carrier}@${departs}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const outbound = itinerary(carrier, from, to, day, departs, rng);
    const km = outbound.segments.reduce((sum, s) => sum + distanceKm(s.from, s.to), 0);
    const stops = outbound.segments.length - 1;
    const baseUsd = (70 + km * 2 * 0.085) * FARE_FACTOR[carrier]! * (stops ? 0.92 : 1.08) * (0.82 + rng.next() * 0.45);
    const taxUsd = 22 * outbound.segments.length * 2 + baseUsd * 0.06;
    offers.push({ carrier, outbound, baseUsd, taxUsd, seats: rng.int(1, 9) });
  }
  return offers;
}

export interface FlightSearch {
  origin: string;
  destination: string;
  departureDay: number;
  returnDay: number | null;
  travelers: { id: string; type: TravelerType }[];
  travelClass: TravelClass;
  currency: string;
  nonStop: boolean;
  includedCarriers?: string[];
  excludedCarriers?: string[];
  /** Most a single adult's total may be, in the currency. */
  maxPrice?: number;
  /** How many offers to answer (capped at MAX_OFFERS). */
  max: number;
}

/** The offer body types, as the provider writes them. */
export interface FlightSegmentJson {
  departure: { iataCode: string; terminal?: string; at: string };
  arrival: { iataCode: string; terminal?: string; at: string };
  carrierCode: string;
  number: string;
  aircraft: { code: string };
  operating: { carrierCode: string };
  duration: string;
  id: string;
  numberOfStops: number;
  blacklistedInEU: boolean;
}

export interface TravelerPricingJson {
  travelerId: string;
  fareOption: 'STANDARD';
  travelerType: TravelerType;
  associatedAdultId?: string;
  price: { currency: string; total: string; base: string; taxes?: { amount: string; code: string }[] };
  fareDetailsBySegment: {
    segmentId: string;
    cabin: TravelClass;
    fareBasis: string;
    brandedFare: string;
    class: string;
    includedCheckedBags: { quantity: number } | { weight: number; weightUnit: 'KG' };
  }[];
}

export interface FlightOfferJson {
  type: 'flight-offer';
  id: string;
  source: 'GDS';
  instantTicketingRequired: boolean;
  nonHomogeneous: boolean;
  oneWay: boolean;
  lastTicketingDate: string;
  numberOfBookableSeats: number;
  itineraries: { duration: string; segments: FlightSegmentJson[] }[];
  price: {
    currency: string;
    total: string;
    base: string;
    fees: { amount: string; type: string }[];
    grandTotal: string;
    billingCurrency?: string;
  };
  pricingOptions: { fareType: string[]; includedCheckedBagsOnly: boolean };
  validatingAirlineCodes: string[];
  travelerPricings: TravelerPricingJson[];
  paymentCardRequired?: boolean;
}

const TERMINALS: Record<string, (carrier: string) => string | undefined> = {
  LHR: (carrier) => (carrier === 'BA' ? '5' : '2'),
  FRA: () => '1',
  MUC: () => '2',
  CDG: (carrier) => (carrier === 'TK' || carrier === 'PC' ? '1' : '2E'),
  DXB: () => '1',
  ESB: () => 'I',
};

function itineraryJson(it: ScheduledItinerary, nextSegmentId: () => string) {
  const origin = it.segments[0]!;
  // The provider writes each time in its own airport's local time: the instant of the first
  // departure, then elapsed minutes from it, shown on the clocks of the airport concerned.
  const leaves = zonedInstant(it.day, origin.departs, origin.from.timeZone);
  const atAirport = (minutes: number, airport: Airport) => localDateTime(leaves + (minutes - origin.departs) * 60_000, airport.timeZone);
  const segments: FlightSegmentJson[] = it.segments.map((s) => {
    const depTerminal = TERMINALS[s.from.code]?.(s.carrier);
    const arrTerminal = TERMINALS[s.to.code]?.(s.carrier);
    return {
      departure: { iataCode: s.from.code, ...(depTerminal ? { terminal: depTerminal } : {}), at: atAirport(s.departs, s.from) },
      arrival: { iataCode: s.to.code, ...(arrTerminal ? { terminal: arrTerminal } : {}), at: atAirport(s.arrives, s.to) },
      carrierCode: s.carrier,
      number: s.number,
      aircraft: { code: s.aircraft },
      operating: { carrierCode: s.carrier },
      duration: isoDuration(s.arrives - s.departs),
      id: nextSegmentId(),
      numberOfStops: 0,
      blacklistedInEU: false,
    };
  });
  const first = it.segments[0]!;
  const last = it.segments[it.segments.length - 1]!;
  return { duration: isoDuration(last.arrives - first.departs), segments };
}

function bagsFor(carrier: string, cabin: TravelClass): { quantity: number } | { weight: number; weightUnit: 'KG' } {
  const pieces = { ECONOMY: 1, PREMIUM_ECONOMY: 2, BUSINESS: 2, FIRST: 3 }[cabin];
  const kilos = { ECONOMY: 20, PREMIUM_ECONOMY: 25, BUSINESS: 30, FIRST: 40 }[cabin];
  // Low-cost carriers write the allowance by weight, the others by pieces: clients must read both.
  return carrier === 'PC' || carrier === 'XQ' ? { weight: kilos, weightUnit: 'KG' } : { quantity: pieces };
}

/** A round-trip price in cents of the currency turned into what this search pays per adult. */
function adultPrice(offer: ScheduledOffer, search: FlightSearch): { base: number; total: number } {
  const factor = CLASS_FACTOR[search.travelClass];
  const roundTripBase = toCents(offer.baseUsd * factor, search.currency);
  const roundTripTotal = roundTripBase + toCents(offer.taxUsd * (1 + (factor - 1) * 0.15), search.currency);
  if (search.returnDay !== null) return { base: roundTripBase, total: roundTripTotal };
  return { base: Math.round(roundTripBase * ONE_WAY_SHARE), total: Math.round(roundTripTotal * ONE_WAY_SHARE) };
}

function offerJson(seed: string, scheduled: ScheduledOffer, search: FlightSearch, id: string): FlightOfferJson {
  let segmentCounter = 0;
  const nextSegmentId = () => String(++segmentCounter);
  const itineraries = [itineraryJson(scheduled.outbound, nextSegmentId)];
  if (search.returnDay !== null) {
    const first = scheduled.outbound.segments[0]!;
    const rng = createRng(seed, 'return', first.carrier, first.departs, search.origin, search.destination, search.returnDay);
    const back = itinerary(
      scheduled.carrier,
      findAirport(search.destination)!,
      findAirport(search.origin)!,
      search.returnDay,
      rng.int(72, 270) * 5,
      rng,
    );
    itineraries.push(itineraryJson(back, nextSegmentId));
  }
  const adult = adultPrice(scheduled, search);
  const bookingClass = createRng(seed, 'class', scheduled.carrier, scheduled.outbound.segments[0]!.number, search.travelClass).pick([
    ...BOOKING_CLASSES[search.travelClass],
  ]);
  const segmentIds = itineraries.flatMap((it) => it.segments.map((s) => s.id));
  const firstAdult = search.travelers.find((t) => t.type === 'ADULT')?.id;
  const travelerPricings: TravelerPricingJson[] = search.travelers.map((traveler) => {
    const share = TRAVELER_SHARE[traveler.type];
    const base = Math.round(adult.base * share);
    const total = Math.round(adult.total * share);
    return {
      travelerId: traveler.id,
      fareOption: 'STANDARD',
      travelerType: traveler.type,
      ...(traveler.type === 'HELD_INFANT' && firstAdult ? { associatedAdultId: firstAdult } : {}),
      price: { currency: search.currency, total: amount(total), base: amount(base) },
      fareDetailsBySegment: segmentIds.map((segmentId) => ({
        segmentId,
        cabin: search.travelClass,
        fareBasis: `${bookingClass}${search.returnDay === null ? 'OW' : 'RT'}${scheduled.carrier}${search.travelClass === 'ECONOMY' ? 'EC' : search.travelClass.slice(0, 2)}`,
        brandedFare: { ECONOMY: 'ECOFLY', PREMIUM_ECONOMY: 'EXTRAFLY', BUSINESS: 'BUSINESS', FIRST: 'FIRST' }[search.travelClass],
        class: bookingClass,
        includedCheckedBags: bagsFor(scheduled.carrier, search.travelClass),
      })),
    };
  });
  const total = travelerPricings.reduce((sum, tp) => sum + Math.round(Number(tp.price.total) * 100), 0);
  const base = travelerPricings.reduce((sum, tp) => sum + Math.round(Number(tp.price.base) * 100), 0);
  return {
    type: 'flight-offer',
    id,
    source: 'GDS',
    instantTicketingRequired: false,
    nonHomogeneous: false,
    oneWay: false,
    lastTicketingDate: dateOf(search.departureDay),
    numberOfBookableSeats: scheduled.seats,
    itineraries,
    price: {
      currency: search.currency,
      total: amount(total),
      base: amount(base),
      fees: [
        { amount: '0.00', type: 'SUPPLIER' },
        { amount: '0.00', type: 'TICKETING' },
      ],
      grandTotal: amount(total),
    },
    pricingOptions: { fareType: ['PUBLISHED'], includedCheckedBagsOnly: true },
    validatingAirlineCodes: [scheduled.carrier],
    travelerPricings,
  };
}

/** Every offer of the search before the `max` cap, cheapest first, with ids 1, 2, ... */
export function allOffers(seed: string, search: FlightSearch): FlightOfferJson[] {
  const from = findAirport(search.origin);
  const to = findAirport(search.destination);
  if (!from || !to || from.code === to.code) return [];
  const offers = schedule(seed, from, to, search.departureDay)
    .filter((o) => !search.nonStop || o.outbound.segments.length === 1)
    .filter((o) => !search.includedCarriers || search.includedCarriers.includes(o.carrier))
    .filter((o) => !search.excludedCarriers || !search.excludedCarriers.includes(o.carrier))
    .map((o) => offerJson(seed, o, search, ''))
    .filter((o) => !search.nonStop || o.itineraries.every((it) => it.segments.length === 1))
    .filter((o) => search.maxPrice === undefined || adultTotal(o) <= search.maxPrice)
    .sort(
      (a, b) =>
        Number(a.price.grandTotal) - Number(b.price.grandTotal) ||
        a.itineraries[0]!.segments[0]!.departure.at.localeCompare(b.itineraries[0]!.segments[0]!.departure.at),
    );
  return offers.map((offer, i) => ({ ...offer, id: String(i + 1) }));
}

function adultTotal(offer: FlightOfferJson): number {
  const adult = offer.travelerPricings.find((tp) => tp.travelerType === 'ADULT') ?? offer.travelerPricings[0];
  return Number(adult?.price.total ?? offer.price.grandTotal);
}

export function searchFlights(seed: string, search: FlightSearch): FlightOfferJson[] {
  return allOffers(seed, search).slice(0, Math.min(search.max, MAX_OFFERS));
}

export function dictionaries(offers: FlightOfferJson[], currency: string) {
  const locations: Record<string, { cityCode: string; countryCode: string }> = {};
  const aircraft: Record<string, string> = {};
  const carriers: Record<string, string> = {};
  for (const offer of offers) {
    for (const it of offer.itineraries) {
      for (const s of it.segments) {
        for (const code of [s.departure.iataCode, s.arrival.iataCode]) {
          const airport = findAirport(code);
          if (airport) locations[code] = { cityCode: cityCodeOf(airport), countryCode: airport.countryCode };
        }
        aircraft[s.aircraft.code] = AIRCRAFT[s.aircraft.code] ?? s.aircraft.code;
        carriers[s.carrierCode] = CARRIERS[s.carrierCode] ?? s.carrierCode;
      }
    }
  }
  return { locations, aircraft, currencies: { [currency]: CURRENCIES[currency]?.name ?? currency }, carriers };
}

/** Metropolitan codes where several airports share a city. */
const CITY_CODES: Record<string, string> = {
  LHR: 'LON',
  LGW: 'LON',
  CDG: 'PAR',
  ORY: 'PAR',
  FCO: 'ROM',
  MXP: 'MIL',
  ARN: 'STO',
  IST: 'IST',
  SAW: 'IST',
  AUH: 'AUH',
  DXB: 'DXB',
};
const cityCodeOf = (airport: Airport) => CITY_CODES[airport.code] ?? airport.code;

/**
 * The sandbox's own current version of an offer a client sends back (pricing, orders): found by
 * regenerating its search and matching flight numbers and times. Null when no such offer exists.
 */
export function findOffer(seed: string, offer: unknown): { offer: FlightOfferJson; search: FlightSearch } | null {
  if (typeof offer !== 'object' || offer === null) return null;
  const o = offer as Partial<FlightOfferJson>;
  const itineraries = Array.isArray(o.itineraries) ? o.itineraries : [];
  const pricings = Array.isArray(o.travelerPricings) ? o.travelerPricings : [];
  const firstSegments = itineraries[0]?.segments;
  if (!Array.isArray(firstSegments) || firstSegments.length === 0 || itineraries.length > 2 || pricings.length === 0) return null;
  const origin = firstSegments[0]?.departure?.iataCode;
  const destination = firstSegments[firstSegments.length - 1]?.arrival?.iataCode;
  const departure = String(firstSegments[0]?.departure?.at ?? '').slice(0, 10);
  const returnAt = itineraries[1]?.segments?.[0]?.departure?.at;
  const cabin = pricings[0]?.fareDetailsBySegment?.[0]?.cabin;
  const currency = o.price?.currency;
  if (typeof origin !== 'string' || typeof destination !== 'string' || typeof currency !== 'string' || !CURRENCIES[currency]) return null;
  if (!TRAVEL_CLASSES.includes(cabin as TravelClass)) return null;
  const departureDay = Date.parse(`${departure}T00:00:00Z`) / 86_400_000;
  const returnDay = typeof returnAt === 'string' ? Date.parse(`${returnAt.slice(0, 10)}T00:00:00Z`) / 86_400_000 : null;
  if (!Number.isInteger(departureDay) || (returnDay !== null && !Number.isInteger(returnDay))) return null;
  const travelers = pricings.map((tp) => ({ id: String(tp?.travelerId ?? ''), type: tp?.travelerType as TravelerType }));
  if (travelers.some((t) => !t.id || !(t.type in TRAVELER_SHARE))) return null;
  const search: FlightSearch = {
    origin,
    destination,
    departureDay,
    returnDay,
    travelers,
    travelClass: cabin as TravelClass,
    currency,
    nonStop: false,
    max: MAX_OFFERS,
  };
  const signature = (it: { segments?: { carrierCode?: string; number?: string; departure?: { at?: string } }[] }[]) =>
    it.map((i) => (i.segments ?? []).map((s) => `${s.carrierCode}${s.number}@${s.departure?.at}`).join('+')).join('|');
  const wanted = signature(itineraries);
  const match = allOffers(seed, search).find((candidate) => signature(candidate.itineraries) === wanted);
  return match ? { offer: { ...match, id: String(o.id ?? match.id) }, search } : null;
}

/** Codes of every airport flights can be searched between. */
export const FLIGHT_AIRPORT_CODES = AIRPORTS.map((a) => a.code);
