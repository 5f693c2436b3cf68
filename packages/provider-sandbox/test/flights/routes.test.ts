import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSandbox, CARRIERS, findAirport, type FlightOfferJson } from '../../src/index';
import { dayNumber, zonedInstant } from '../../src/dates';
import { caller, day, qs } from '../helpers';

let app: FastifyInstance;
let api: Awaited<ReturnType<typeof caller>>;

beforeAll(async () => {
  app = buildSandbox();
  api = await caller(app);
});
afterAll(() => app.close());

interface SearchAnswer {
  meta: { count: number };
  data: FlightOfferJson[];
  dictionaries: {
    carriers: Record<string, string>;
    locations: Record<string, { cityCode: string; countryCode: string }>;
    aircraft: Record<string, string>;
  };
}

const search = async (params: Record<string, string | number | boolean | undefined>) => {
  const res = await api.get(`/v2/shopping/flight-offers?${qs({ adults: 1, currencyCode: 'USD', max: 20, ...params })}`);
  return { res, body: res.json() as SearchAnswer };
};

const errorOf = (res: { json(): unknown }) => (res.json() as { errors: { status: number; code: number }[] }).errors[0]!;
const ISO_DURATION = /^PT(\d+H)?(\d+M)?$/;
const outboundKey = (offer: FlightOfferJson) =>
  offer.itineraries[0]!.segments.map((s) => `${s.carrierCode}${s.number}@${s.departure.at}`).join('+');
const cents = (amount: string) => Math.round(Number(amount) * 100);
/** The instant (ms) a provider time stands for: "2030-06-10T09:10:00" is on that airport's clock. */
const instantAt = (at: string, airport: string) =>
  zonedInstant(dayNumber(at.slice(0, 10))!, Number(at.slice(11, 13)) * 60 + Number(at.slice(14, 16)), findAirport(airport)!.timeZone);
const minutesOf = (duration: string) => {
  const [, h = '0', m = '0'] = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration) ?? [];
  return Number(h) * 60 + Number(m);
};

describe('flight offers search', () => {
  const trip = { originLocationCode: 'TZX', destinationLocationCode: 'IST', departureDate: day(30), returnDate: day(37) };

  it('answers the provider shape', async () => {
    const { res, body } = await search({ ...trip, adults: 2, travelClass: 'ECONOMY' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.amadeus\+json/);
    expect(body.meta.count).toBe(body.data.length);
    expect(body.data.length).toBeGreaterThan(0);
    for (const offer of body.data) {
      expect(offer).toMatchObject({
        type: 'flight-offer',
        id: expect.any(String),
        source: 'GDS',
        numberOfBookableSeats: expect.any(Number),
        validatingAirlineCodes: [expect.any(String)],
      });
      expect(offer.itineraries).toHaveLength(2);
      for (const it of offer.itineraries) {
        expect(it.duration).toMatch(ISO_DURATION);
        for (const s of it.segments) {
          expect(s).toMatchObject({
            departure: { iataCode: expect.stringMatching(/^[A-Z]{3}$/), at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/) },
            arrival: { iataCode: expect.stringMatching(/^[A-Z]{3}$/), at: expect.any(String) },
            carrierCode: expect.any(String),
            number: expect.stringMatching(/^\d+$/),
            aircraft: { code: expect.any(String) },
            duration: expect.stringMatching(ISO_DURATION),
            numberOfStops: 0,
          });
          // Not the two texts compared: each is on its own airport's clock. The flight lasts from one
          // instant to the other, whether it lands at the same clock time the next day or at an earlier one further west.
          const flown = instantAt(s.arrival.at, s.arrival.iataCode) - instantAt(s.departure.at, s.departure.iataCode);
          expect(flown, `${s.departure.at} → ${s.arrival.at}`).toBeGreaterThan(0);
          expect(flown / 60_000).toBe(minutesOf(s.duration!));
        }
      }
      expect(offer.price).toMatchObject({
        currency: 'USD',
        total: expect.stringMatching(/^\d+\.\d\d$/),
        base: expect.stringMatching(/^\d+\.\d\d$/),
      });
      expect(offer.price.grandTotal).toBe(offer.price.total);
      expect(cents(offer.price.total)).toBeGreaterThan(cents(offer.price.base));
      expect(offer.travelerPricings).toHaveLength(2);
      const segmentIds = offer.itineraries.flatMap((it) => it.segments.map((s) => s.id));
      for (const tp of offer.travelerPricings) {
        expect(tp).toMatchObject({
          travelerType: 'ADULT',
          price: { currency: 'USD', total: expect.any(String), base: expect.any(String) },
        });
        expect(tp.fareDetailsBySegment.map((f) => f.segmentId)).toEqual(segmentIds);
        for (const fare of tp.fareDetailsBySegment) {
          expect(fare.cabin).toBe('ECONOMY');
          const bags = fare.includedCheckedBags as { quantity?: number; weight?: number; weightUnit?: string };
          expect(bags.quantity !== undefined || (bags.weight !== undefined && bags.weightUnit === 'KG')).toBe(true);
        }
      }
      expect(cents(offer.price.total)).toBe(offer.travelerPricings.reduce((sum, tp) => sum + cents(tp.price.total), 0));
      for (const code of offer.itineraries.flatMap((it) => it.segments.map((s) => s.carrierCode)))
        expect(body.dictionaries.carriers[code]).toBe(CARRIERS[code]);
      for (const code of offer.itineraries.flatMap((it) => it.segments.flatMap((s) => [s.departure.iataCode, s.arrival.iataCode]))) {
        expect(body.dictionaries.locations[code]).toMatchObject({ countryCode: expect.any(String) });
      }
    }
    // Cheapest first, ids 1..n.
    expect(body.data.map((o) => o.id)).toEqual(body.data.map((_, i) => String(i + 1)));
    const totals = body.data.map((o) => Number(o.price.grandTotal));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('departs on the requested dates', async () => {
    const { body } = await search(trip);
    for (const offer of body.data) {
      expect(offer.itineraries[0]!.segments[0]!.departure.at.slice(0, 10)).toBe(trip.departureDate);
      expect(offer.itineraries[0]!.segments[0]!.departure.iataCode).toBe('TZX');
      expect(offer.itineraries[0]!.segments.at(-1)!.arrival.iataCode).toBe('IST');
      expect(offer.itineraries[1]!.segments[0]!.departure.at.slice(0, 10)).toBe(trip.returnDate);
      expect(offer.itineraries[1]!.segments[0]!.departure.iataCode).toBe('IST');
    }
  });

  it('answers at most 20 offers and honours max', async () => {
    const routes = [
      ['TZX', 'IST'],
      ['TZX', 'LHR'],
      ['IST', 'FRA'],
      ['AYT', 'DUS'],
      ['ESB', 'DXB'],
      ['SAW', 'CDG'],
      ['LHR', 'IST'],
    ];
    for (const [from, to] of routes) {
      const { body } = await search({ originLocationCode: from, destinationLocationCode: to, departureDate: day(20), max: 250 });
      expect(body.data.length).toBeLessThanOrEqual(20);
      expect(body.data.length).toBeGreaterThan(0);
    }
    const { body } = await search({ ...trip, max: 5 });
    expect(body.data).toHaveLength(5);
  });

  it('flies only TK, PC, XQ, BA and LH, and all five somewhere', async () => {
    const seen = new Set<string>();
    for (const [from, to] of [
      ['TZX', 'IST'],
      ['IST', 'LHR'],
      ['AYT', 'DUS'],
      ['IST', 'FRA'],
      ['ADB', 'MUC'],
      ['SAW', 'LHR'],
    ]) {
      const { body } = await search({ originLocationCode: from, destinationLocationCode: to, departureDate: day(15) });
      for (const offer of body.data) for (const it of offer.itineraries) for (const s of it.segments) seen.add(s.carrierCode);
      expect(Object.keys(body.dictionaries.carriers).every((c) => c in CARRIERS)).toBe(true);
    }
    expect([...seen].sort()).toEqual(['BA', 'LH', 'PC', 'TK', 'XQ']);
  });

  it('prices a one-way trip at 60% of the round trip, with the same flights', async () => {
    const roundTrip = (await search({ ...trip, adults: 2 })).body.data;
    const oneWay = (await search({ ...trip, adults: 2, returnDate: undefined })).body.data;
    expect(oneWay.length).toBe(roundTrip.length);
    for (const offer of oneWay) {
      expect(offer.itineraries).toHaveLength(1);
      const match = roundTrip.find((rt) => outboundKey(rt) === outboundKey(offer))!;
      expect(match).toBeTruthy();
      const rtAdult = match.travelerPricings[0]!.price;
      const owAdult = offer.travelerPricings[0]!.price;
      expect(cents(owAdult.total)).toBe(Math.round(cents(rtAdult.total) * 0.6));
      expect(cents(owAdult.base)).toBe(Math.round(cents(rtAdult.base) * 0.6));
      expect(cents(offer.price.grandTotal)).toBe(2 * cents(owAdult.total));
    }
  });

  it('is deterministic: the same query gives the same answer, in another sandbox too', async () => {
    const a = (await search(trip)).body;
    const b = (await search(trip)).body;
    expect(b).toEqual(a);
    const other = buildSandbox();
    const otherApi = await caller(other);
    const c = (await otherApi.get(`/v2/shopping/flight-offers?${qs({ adults: 1, currencyCode: 'USD', max: 20, ...trip })}`)).json();
    await other.close();
    expect(c).toEqual(a);
  });

  it('applies cabin, non-stop, airline and traveller parameters', async () => {
    const business = (await search({ ...trip, travelClass: 'BUSINESS' })).body.data;
    expect(business.every((o) => o.travelerPricings.every((tp) => tp.fareDetailsBySegment.every((f) => f.cabin === 'BUSINESS')))).toBe(
      true,
    );
    const economy = (await search(trip)).body.data;
    expect(Number(business[0]!.price.total)).toBeGreaterThan(Number(economy[0]!.price.total));

    const london = { originLocationCode: 'TZX', destinationLocationCode: 'LHR', departureDate: day(30) };
    const nonStop = (await search({ ...london, nonStop: true })).body.data;
    expect(nonStop.every((o) => o.itineraries.every((it) => it.segments.length === 1))).toBe(true);
    const onlyTk = (await search({ ...london, includedAirlineCodes: 'TK' })).body.data;
    expect(onlyTk.length).toBeGreaterThan(0);
    expect(onlyTk.every((o) => o.validatingAirlineCodes[0] === 'TK')).toBe(true);
    const noTk = (await search({ ...london, excludedAirlineCodes: 'TK' })).body.data;
    expect(noTk.every((o) => o.validatingAirlineCodes[0] !== 'TK')).toBe(true);

    const family = (await search({ ...trip, adults: 2, children: 1, infants: 1 })).body.data[0]!;
    expect(family.travelerPricings.map((tp) => tp.travelerType)).toEqual(['ADULT', 'ADULT', 'CHILD', 'HELD_INFANT']);
    expect(family.travelerPricings[3]!.associatedAdultId).toBe('1');
  });

  it('answers the POST form of the search like the GET form', async () => {
    const res = await api.post('/v2/shopping/flight-offers', {
      currencyCode: 'USD',
      originDestinations: [
        { id: '1', originLocationCode: 'TZX', destinationLocationCode: 'IST', departureDateTimeRange: { date: trip.departureDate } },
        { id: '2', originLocationCode: 'IST', destinationLocationCode: 'TZX', departureDateTimeRange: { date: trip.returnDate } },
      ],
      travelers: [{ id: '1', travelerType: 'ADULT' }],
      sources: ['GDS'],
      searchCriteria: {
        maxFlightOffers: 20,
        flightFilters: { cabinRestrictions: [{ cabin: 'ECONOMY', coverage: 'MOST_SEGMENTS', originDestinationIds: ['1'] }] },
      },
    });
    expect(res.statusCode).toBe(200);
    const viaGet = (await search(trip)).body;
    expect(res.json().data).toEqual(viaGet.data);
  });

  it('answers bad searches with the documented codes', async () => {
    expect(errorOf((await search({ destinationLocationCode: 'IST', departureDate: day(3) })).res)).toMatchObject({
      status: 400,
      code: 32171,
    });
    expect(errorOf((await search({ ...trip, departureDate: day(-1) })).res)).toMatchObject({ code: 425 });
    expect(errorOf((await search({ ...trip, returnDate: day(2) })).res)).toMatchObject({ code: 425 });
    expect(errorOf((await search({ ...trip, destinationLocationCode: 'TZX' })).res)).toMatchObject({ code: 2668 });
    expect(errorOf((await search({ ...trip, travelClass: 'LUXURY' })).res)).toMatchObject({ code: 477 });
    expect(errorOf((await search({ ...trip, originLocationCode: 'TZ' })).res)).toMatchObject({ code: 477 });
    expect(errorOf((await search({ ...trip, adults: 10 })).res)).toMatchObject({ code: 477 });
    expect(errorOf((await search({ ...trip, adults: 5, children: 5 })).res)).toMatchObject({ code: 2668 });
    expect(errorOf((await search({ ...trip, currencyCode: 'XYZ' })).res)).toMatchObject({ code: 61 });
  });
});

describe('pricing and orders', () => {
  const trip = { originLocationCode: 'TZX', destinationLocationCode: 'FRA', departureDate: day(25), returnDate: day(32), adults: 1 };

  it('prices a searched offer: billing currency, itemised taxes, no card required', async () => {
    const offer = (await search(trip)).body.data[2]!;
    const res = await api.post('/v1/shopping/flight-offers/pricing', { data: { type: 'flight-offers-pricing', flightOffers: [offer] } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.type).toBe('flight-offers-pricing');
    const priced = body.data.flightOffers[0];
    expect(priced).toMatchObject({
      id: offer.id,
      itineraries: offer.itineraries,
      paymentCardRequired: false,
      price: { ...offer.price, billingCurrency: 'USD' },
    });
    const tp = priced.travelerPricings[0];
    const taxes = (tp.price.taxes as { amount: string; code: string }[]).reduce((sum, t) => sum + cents(t.amount), 0);
    expect(taxes).toBe(cents(tp.price.total) - cents(tp.price.base));
    expect(body.dictionaries.locations.TZX).toBeTruthy();
  });

  it('refuses an offer it never made', async () => {
    const offer = (await search(trip)).body.data[0]!;
    const invented = structuredClone(offer);
    invented.itineraries[0]!.segments[0]!.number = '9';
    const res = await api.post('/v1/shopping/flight-offers/pricing', { data: { type: 'flight-offers-pricing', flightOffers: [invented] } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 4926 });
    const wrongType = await api.post('/v1/shopping/flight-offers/pricing', { data: { type: 'nope', flightOffers: [offer] } });
    expect(errorOf(wrongType)).toMatchObject({ code: 4926 });
  });

  const traveler = {
    id: '1',
    dateOfBirth: '1990-01-16',
    name: { firstName: 'AYSE', lastName: 'YILMAZ' },
    gender: 'FEMALE',
    contact: { emailAddress: 'a@x.tr', phones: [{ deviceType: 'MOBILE', countryCallingCode: '90', number: '5321234567' }] },
    documents: [
      { documentType: 'PASSPORT', number: 'U1234567', expiryDate: '2030-04-14', issuanceCountry: 'TR', nationality: 'TR', holder: true },
    ],
  };

  it('books a priced offer: 201 with a 6-character PNR', async () => {
    const offer = (await search(trip)).body.data[0]!;
    const priced = (
      await api.post('/v1/shopping/flight-offers/pricing', { data: { type: 'flight-offers-pricing', flightOffers: [offer] } })
    ).json().data.flightOffers[0];
    const res = await api.post('/v1/booking/flight-orders', {
      data: {
        type: 'flight-order',
        flightOffers: [priced],
        travelers: [traveler],
        remarks: { general: [{ subType: 'GENERAL_MISCELLANEOUS', text: 'ONLINE BOOKING' }] },
        ticketingAgreement: { option: 'DELAY_TO_CANCEL', delay: '6D' },
        contacts: [{ addresseeName: { firstName: 'AGENCY' }, purpose: 'STANDARD' }],
      },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      type: 'flight-order',
      id: expect.any(String),
      associatedRecords: [{ reference: expect.stringMatching(/^[A-Z0-9]{6}$/), originSystemCode: 'GDS', flightOfferId: offer.id }],
      travelers: [traveler],
      ticketingAgreement: { option: 'DELAY_TO_CANCEL', delay: '6D' },
    });
    const again = await api.get(`/v1/booking/flight-orders/${encodeURIComponent(order.id)}`);
    expect(again.statusCode).toBe(200);
  });

  it('refuses a changed price and a nameless traveller', async () => {
    const offer = (await search(trip)).body.data[0]!;
    const cheaper = { ...offer, price: { ...offer.price, grandTotal: '1.00', total: '1.00' } };
    const discrepancy = await api.post('/v1/booking/flight-orders', {
      data: { type: 'flight-order', flightOffers: [cheaper], travelers: [traveler] },
    });
    expect(discrepancy.statusCode).toBe(400);
    expect(errorOf(discrepancy)).toMatchObject({ code: 37200 });
    const nameless = await api.post('/v1/booking/flight-orders', {
      data: { type: 'flight-order', flightOffers: [offer], travelers: [{ ...traveler, name: { firstName: 'AYSE' } }] },
    });
    expect(errorOf(nameless)).toMatchObject({ code: 32171 });
  });
});
