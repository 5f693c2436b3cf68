import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, startSandbox, type RunningSandbox } from '@trabzon/provider-sandbox';
import { CHECKOUT_MESSAGES, FLIGHT_MESSAGES, PERSON_NAME_MAX, type FlightOffer } from '@trabzon/contracts';
import { addDays, todayIso } from '@trabzon/dates';
import { buildTestApp } from './helpers/build';
import { BookingsClient, CVV, calendarTimes, expiry } from './helpers/bookings';
import { closeDelayingProxies, delayingProxy } from './helpers/provider';

const sandboxes: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
  closeDelayingProxies();
});

/** Today + n days, the agency's (Istanbul's) today as the API counts it: UTC's day was a day behind from 21:00 UTC. */
const day = (n: number) => addDays(todayIso(), n);

async function setup() {
  const sandbox = await startSandbox({ port: 0 });
  sandboxes.push(sandbox);
  const { app } = await buildTestApp({
    providerBaseUrl: sandbox.baseUrl,
    providerClientId: SANDBOX_CLIENT_ID,
    providerClientSecret: SANDBOX_CLIENT_SECRET,
  });
  return { app, sandbox, client: new BookingsClient(app) };
}

type App = Awaited<ReturnType<typeof setup>>['app'];

const searchUrl = (params: Record<string, string | number>) =>
  `/api/flights/search?${new URLSearchParams(Object.entries({ origin: 'TZX', destination: 'IST', departureDate: day(10), adults: 1, travelClass: 'ECONOMY', ...params }).map(([k, v]): [string, string] => [k, String(v)]))}`;

async function search(app: App, params: Record<string, string | number> = {}) {
  const res = await app.inject({ url: searchUrl(params) });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: FlightOffer[]; dictionaries: { carriers: Record<string, string> } };
}

async function sandboxOrder(sandbox: RunningSandbox, id: string) {
  const token = await fetch(`${sandbox.baseUrl}/v1/security/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: SANDBOX_CLIENT_ID,
      client_secret: SANDBOX_CLIENT_SECRET,
    }).toString(),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  return fetch(`${sandbox.baseUrl}/v1/booking/flight-orders/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

const bookingBody = (offer: FlightOffer, carriers: Record<string, string> = {}, extra: Record<string, unknown> = {}) => ({
  type: 'flight',
  offer,
  carriers,
  traveller: {
    dateOfBirth: '1990-01-16',
    nationality: 'TR',
    documentType: 'passport',
    documentNumber: 'U12345678',
    documentExpiry: day(900),
  },
  billingAddress: 'Kemerkaya Mah. 1, 61100 Trabzon, Türkiye',
  agreeTerms: true,
  contact: { firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phone: '+90 532 123 45 67' },
  payment: { method: 'creditCard', cardNumber: '4111 1111 1111 1111', cardName: 'AYSE YILMAZ', expiryDate: expiry(24), cvv: CVV },
  ...extra,
});

const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);

describe('GET /api/flights/search', () => {
  it('validates: same airports, unknown airports, past and far dates, return before departure, passengers 1 to 9', async () => {
    const { app } = await setup();
    const bad = async (params: Record<string, string | number>) => {
      const res = await app.inject({ url: searchUrl(params) });
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ destination: 'TZX' })).toBe(FLIGHT_MESSAGES.sameAirports);
    expect(await bad({ origin: 'XXX' })).toBe(FLIGHT_MESSAGES.unknownAirport);
    expect(await bad({ origin: 'tzx1' })).toBeTruthy();
    expect(await bad({ departureDate: day(-2) })).toBe(FLIGHT_MESSAGES.departurePast);
    expect(await bad({ departureDate: day(400) })).toBe(FLIGHT_MESSAGES.departureTooFar);
    expect(await bad({ returnDate: day(5) })).toBe(FLIGHT_MESSAGES.returnBeforeDeparture);
    expect(await bad({ departureDate: '2026-13-45x' })).toBeTruthy();
    for (const adults of [0, 10, 1.5, '1e400', 'Infinity']) await bad({ adults });
    expect(await bad({ travelClass: 'CARGO' })).toBeTruthy();
  });

  it('defaults to one adult in economy; one way has one itinerary, a round trip two; at most 20 offers in USD with airline names', async () => {
    const { app } = await setup();
    const res = await app.inject({ url: `/api/flights/search?origin=TZX&destination=IST&departureDate=${day(10)}&lang=ar` });
    expect(res.statusCode).toBe(200);
    const oneWay = res.json() as { data: FlightOffer[]; dictionaries: { carriers: Record<string, string> } };
    expect(oneWay.data.length).toBeGreaterThan(0);
    expect(oneWay.data.length).toBeLessThanOrEqual(20);
    for (const offer of oneWay.data) {
      expect(offer.itineraries).toHaveLength(1);
      expect(offer.price.currency).toBe('USD');
      expect(offer.travelerPricings).toHaveLength(1);
      expect(offer.travelerPricings[0]!.fareDetailsBySegment[0]!.cabin).toBe('ECONOMY');
      for (const s of offer.itineraries[0]!.segments) expect(oneWay.dictionaries.carriers[s.carrierCode]).toBeTruthy();
    }
    const round = await search(app, { returnDate: day(17), adults: 2, travelClass: 'BUSINESS' });
    for (const offer of round.data) {
      expect(offer.itineraries).toHaveLength(2);
      expect(offer.travelerPricings).toHaveLength(2);
      expect(offer.travelerPricings[0]!.fareDetailsBySegment[0]!.cabin).toBe('BUSINESS');
    }
  });

  it('offers only what can be sold: a seat for each passenger, and leaving 2 hours from now or later', async () => {
    const { app } = await setup();
    const nine = await search(app, { adults: 9, departureDate: day(7) });
    expect(nine.data.length).toBeGreaterThan(0);
    for (const offer of nine.data) expect(offer.numberOfBookableSeats ?? 9).toBeGreaterThanOrEqual(9);
    const today = await search(app, { departureDate: day(0) });
    const soonest = Date.now() + 120 * 60_000;
    for (const offer of today.data) {
      const first = offer.itineraries[0]!.segments[0]!;
      expect(Date.parse(`${first.departure.at}+03:00`), first.departure.at).toBeGreaterThanOrEqual(soonest - 60_000);
    }
  });

  it('answers 502 with a clear message when the provider is down', async () => {
    const { app, sandbox } = await setup();
    sandbox.app.sandbox.update({ down: true });
    const res = await app.inject({ url: searchUrl({}) });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The travel-data provider is unavailable. Please try again later.');
  });
});

describe('flight bookings (TF-)', () => {
  it('re-prices, orders with the provider, keeps the order id, shows in /bookings and the admin; cancelling cancels the provider order', async () => {
    const { app, sandbox, client } = await setup();
    const ada = await client.user('ada@example.com');
    const admin = await client.user('boss@example.com', 'admin');
    const found = await search(app, { returnDate: day(17) });
    const offer = found.data[0]!;

    // Airline names a browser sends are not stored: the booking names them as the search did.
    const forged = Object.fromEntries(
      Object.keys(found.dictionaries.carriers).map((code) => [code, 'FLIGHT CANCELLED - call +1 900 555 0100']),
    );
    const res = await client.book(bookingBody(offer, forged), ada.token);
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().booking;
    const firstSegment = booking.details.outbound.segments[0] as { carrierCode: string; carrier: string };
    expect(firstSegment.carrier).toBe(found.dictionaries.carriers[firstSegment.carrierCode]);
    expect(JSON.stringify(booking)).not.toContain('FLIGHT CANCELLED');
    expect(booking).toMatchObject({ type: 'flight', reference: expect.stringMatching(/^TF-\d{6}$/), status: 'confirmed', currency: 'USD' });
    // The provider's total includes its taxes: what was shown is what is charged, nothing added.
    expect(cents(String(booking.total))).toBe(cents(offer.price.grandTotal));
    expect(booking.tax).toBe(0);
    const base = cents(offer.price.base);
    expect(booking.lineItems.map((l: { total: number }) => Math.round(l.total * 100))).toEqual([
      base,
      cents(offer.price.grandTotal) - base,
    ]);
    expect(booking.details).toMatchObject({
      tripType: 'roundTrip',
      origin: 'TZX',
      destination: 'IST',
      providerOrderId: expect.any(String),
      providerReference: expect.stringMatching(/^[A-Z0-9]{6}$/),
      traveller: { nationality: 'TR', documentType: 'passport', documentNumberLast4: '5678' },
    });
    expect(JSON.stringify(booking)).not.toContain('U12345678');
    expect(booking.startDate).toBe(day(10));
    // The calendar event runs from the first departure (Trabzon) to the last arrival (Istanbul), both UTC+3.
    const compactUtc = (local: string) => new Date(`${local}+03:00`).toISOString().replace(/[-:]|\.\d{3}/g, '');
    const back = offer.itineraries[1]!.segments;
    expect(calendarTimes(app, booking._id)).toEqual({
      start: compactUtc(offer.itineraries[0]!.segments[0]!.departure.at),
      end: compactUtc(back[back.length - 1]!.arrival.at),
    });

    const order = await sandboxOrder(sandbox, booking.details.providerOrderId);
    expect(order.status).toBe(200);
    const ordered = ((await order.json()) as { data: { travelers: { name: { lastName: string }; documents: { number: string }[] }[] } })
      .data;
    expect(ordered.travelers[0]!.name.lastName).toBe('YILMAZ');
    expect(ordered.travelers[0]!.documents[0]!.number).toBe('U12345678');

    const mine = await client.call({ method: 'GET', url: '/api/bookings', token: ada.token });
    expect(mine.json().results.map((b: { reference: string }) => b.reference)).toContain(booking.reference);
    const all = await client.call({ method: 'GET', url: '/api/admin/bookings?type=flight', token: admin.token });
    expect(all.json().results.map((b: { reference: string }) => b.reference)).toContain(booking.reference);

    const cancelled = await client.call({ method: 'POST', url: `/api/bookings/${booking._id}/cancel`, token: ada.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.status).toBe('cancelled');
    expect((await sandboxOrder(sandbox, booking.details.providerOrderId)).status).toBe(404);
  });

  it('refuses with 409 and a clear message when the price changed between search and booking; nothing is stored or ordered', async () => {
    const { app, sandbox, client } = await setup();
    const offer = (await search(app)).data[0]!;
    sandbox.app.sandbox.update({ priceChangePercent: 7 });
    const res = await client.book(bookingBody(offer));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FLIGHT_MESSAGES.priceChanged);
    expect(client.count()).toBe(0);

    // A client that claims a lower price than the provider's is refused the same way.
    sandbox.app.sandbox.update({ priceChangePercent: 0 });
    const cheaper = structuredClone(offer);
    cheaper.price.grandTotal = (Number(offer.price.grandTotal) - 10).toFixed(2);
    cheaper.price.total = cheaper.price.grandTotal;
    const tampered = await client.book(bookingBody(cheaper));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().message).toBe(FLIGHT_MESSAGES.priceChanged);
    expect(client.count()).toBe(0);
  });

  it('needs the traveller, the billing address and every passenger with their document; the card only', async () => {
    const { app, client } = await setup();
    const can = {
      firstName: 'Can',
      lastName: 'Yılmaz',
      dateOfBirth: '2015-03-02',
      nationality: 'TR',
      documentType: 'passport',
      documentNumber: 'U7654321',
      documentExpiry: day(900),
    };
    const offer = (await search(app, { adults: 2 })).data[0]!;
    const missing = await client.book(bookingBody(offer, {}, { traveller: undefined, billingAddress: '' }));
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(expect.arrayContaining(['traveller', 'billingAddress']));
    const onePassenger = await client.book(bookingBody(offer));
    expect(onePassenger.statusCode).toBe(400);
    expect(onePassenger.json().message).toMatch(/2 in all/);
    const payAtHotel = await client.book(bookingBody(offer, {}, { payment: { method: 'payAtHotel' }, otherTravellers: [can] }));
    expect(payAtHotel.statusCode).toBe(400);
    // A passenger without a travel document: the fields are named.
    const { documentNumber: _number, documentExpiry: _expiry, ...undocumented } = can;
    const noDocument = await client.book(bookingBody(offer, {}, { otherTravellers: [undocumented] }));
    expect(noDocument.statusCode).toBe(400);
    expect(Object.keys(noDocument.json().fields)).toEqual(
      expect.arrayContaining(['otherTravellers.0.documentNumber', 'otherTravellers.0.documentExpiry']),
    );
    // Dates no airline takes and a blank address: each field named, nothing stored.
    const traveller = bookingBody(offer).traveller;
    const impossible = await client.book(
      bookingBody(
        offer,
        {},
        {
          traveller: { ...traveller, dateOfBirth: day(1), documentExpiry: '2020-01-01' },
          billingAddress: '      ',
          otherTravellers: [{ ...can, dateOfBirth: '1800-01-01', documentExpiry: '2020-01-01' }],
        },
      ),
    );
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().fields).toEqual({
      'traveller.dateOfBirth': 'Please enter a real date of birth',
      'traveller.documentExpiry': 'The document has expired',
      'otherTravellers.0.dateOfBirth': 'Please enter a real date of birth',
      'otherTravellers.0.documentExpiry': 'The document has expired',
      billingAddress: 'Enter the billing address',
    });
    expect(app.db.$client.prepare("SELECT count(*) AS n FROM bookings WHERE type = 'flight'").get()).toEqual({ n: 0 });
    // The terms not agreed to (or not said): refused at the box, with the spec's words, nothing stored.
    for (const agreeTerms of [false, undefined, 'yes']) {
      const unagreed = await client.book(bookingBody(offer, {}, { agreeTerms, otherTravellers: [can] }));
      expect(unagreed.statusCode).toBe(400);
      expect(unagreed.json().fields).toEqual({ agreeTerms: 'You must agree to the terms and conditions' });
    }
    expect(app.db.$client.prepare("SELECT count(*) AS n FROM bookings WHERE type = 'flight'").get()).toEqual({ n: 0 });
    // The contact's passport typed again for the second passenger (in another case): refused at that field.
    const samePassport = await client.book(bookingBody(offer, {}, { otherTravellers: [{ ...can, documentNumber: 'u12345678' }] }));
    expect(samePassport.statusCode).toBe(400);
    expect(samePassport.json().fields).toEqual({ 'otherTravellers.0.documentNumber': 'Each traveller needs their own travel document' });
    // A passenger's name by the contact's rule: an emoji or a digit is refused at that field.
    const emoji = await client.book(bookingBody(offer, {}, { otherTravellers: [{ ...can, firstName: 'Can 😀', lastName: 'Yılmaz2' }] }));
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json().fields).toEqual({
      'otherTravellers.0.firstName': 'Use letters only: spaces, hyphens, apostrophes and dots are fine',
      'otherTravellers.0.lastName': 'Use letters only: spaces, hyphens, apostrophes and dots are fine',
    });
    // A passenger's name is as long as the contact's may be (the form's limit too), and no longer.
    const tooLong = await client.book(
      bookingBody(offer, {}, { otherTravellers: [{ ...can, firstName: 'C'.repeat(PERSON_NAME_MAX + 1) }] }),
    );
    expect(tooLong.statusCode).toBe(400);
    const longestName = 'C' + 'a'.repeat(PERSON_NAME_MAX - 1);
    const both = await client.book(bookingBody(offer, {}, { otherTravellers: [{ ...can, firstName: longestName }] }));
    expect(both.statusCode, both.body).toBe(201);
    expect(both.json().booking.guests).toBe(2);
    // Who travels is kept with the booking (and shown on it), not only sent to the airline.
    // Their document as the contact's is kept: only the number's last characters.
    expect(both.json().booking.details.otherTravellers).toEqual([
      {
        firstName: longestName,
        lastName: 'Yılmaz',
        dateOfBirth: '2015-03-02',
        nationality: 'TR',
        documentType: 'passport',
        documentNumberLast4: '4321',
        documentExpiry: day(900),
      },
    ]);
  });

  it('refuses a travel document that lapses before the return flight lands, or is not a real expiry: 400 at the field, nothing stored', async () => {
    const { app, client } = await setup();
    const offer = (await search(app, { returnDate: day(17) })).data[0]!;
    const lastLanding = offer.itineraries[1]!.segments.at(-1)!.arrival.at.slice(0, 10);
    const traveller = bookingBody(offer).traveller;
    const refusal = async (documentExpiry: string) => {
      const res = await client.book(bookingBody(offer, {}, { traveller: { ...traveller, documentExpiry } }));
      expect(res.statusCode, documentExpiry).toBe(400);
      return { message: res.json().message as string, fields: res.json().fields as Record<string, string> };
    };
    // Valid on the way out (day 10), not when the way back lands (day 17 or the day after).
    expect(await refusal(day(12))).toEqual({
      message: 'The document must be valid on the day of travel',
      fields: { 'traveller.documentExpiry': 'The document must be valid on the day of travel' },
    });
    expect(await refusal(addDays(lastLanding, -1))).toMatchObject({ message: 'The document must be valid on the day of travel' });
    for (const absurd of ['9999-12-31', '2031-02-30']) {
      expect(await refusal(absurd)).toEqual({
        message: 'Please enter a real expiry date',
        fields: { 'traveller.documentExpiry': 'Please enter a real expiry date' },
      });
    }
    expect(app.db.$client.prepare("SELECT count(*) AS n FROM bookings WHERE type = 'flight'").get()).toEqual({ n: 0 });
    const valid = await client.book(bookingBody(offer, {}, { traveller: { ...traveller, documentExpiry: lastLanding } }));
    expect(valid.statusCode, valid.body).toBe(201);
  });

  it('refuses babies and children travelling alone (TF-582507): the first traveller must be 18 on departure; 400 at that field, nothing stored or ordered', async () => {
    const { app, client } = await setup();
    const adultOnly = { message: CHECKOUT_MESSAGES.adultTraveller, fields: { 'traveller.dateOfBirth': CHECKOUT_MESSAGES.adultTraveller } };
    const sixMonthsOld = addDays(todayIso(), -182);
    const alone = (await search(app)).data[0]!;
    const baby = await client.book(bookingBody(alone, {}, { traveller: { ...bookingBody(alone).traveller, dateOfBirth: sixMonthsOld } }));
    expect(baby.statusCode).toBe(400);
    expect(baby.json()).toMatchObject(adultOnly);
    // Two passengers, both infants.
    const pair = (await search(app, { adults: 2 })).data[0]!;
    const twin = {
      firstName: 'Can',
      lastName: 'Yılmaz',
      dateOfBirth: sixMonthsOld,
      nationality: 'TR',
      documentType: 'passport',
      documentNumber: 'U7654321',
      documentExpiry: day(900),
    };
    const twins = await client.book(
      bookingBody(pair, {}, { traveller: { ...bookingBody(pair).traveller, dateOfBirth: sixMonthsOld }, otherTravellers: [twin] }),
    );
    expect(twins.statusCode).toBe(400);
    expect(twins.json()).toMatchObject(adultOnly);
    expect(client.count()).toBe(0);
    // An adult with the baby: booked.
    const family = await client.book(bookingBody(pair, {}, { otherTravellers: [twin] }));
    expect(family.statusCode, family.body).toBe(201);
  });

  it('answers 502 when the provider is down while booking, and stores nothing', async () => {
    const { app, sandbox, client } = await setup();
    const offer = (await search(app)).data[0]!;
    sandbox.app.sandbox.update({ down: true });
    const res = await client.book(bookingBody(offer));
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The travel-data provider is unavailable. Please try again later.');
    expect(client.count()).toBe(0);
  });

  // The browser waits 10 s for the API: the pricing and the order share 8 s (BOOKING_PROVIDER_BUDGET_MS).
  async function slowSetup(delays: { pricing: number; order: number }) {
    const sandbox = await startSandbox({ port: 0 });
    sandboxes.push(sandbox);
    const proxy = await delayingProxy(sandbox.baseUrl, (path) =>
      path === '/v1/shopping/flight-offers/pricing' ? delays.pricing : path === '/v1/booking/flight-orders' ? delays.order : 0,
    );
    const { app } = await buildTestApp({
      providerBaseUrl: proxy.baseUrl,
      providerClientId: SANDBOX_CLIENT_ID,
      providerClientSecret: SANDBOX_CLIENT_SECRET,
    });
    return { app, proxy, client: new BookingsClient(app) };
  }

  it('a slow pricing leaves too little time for the order: 504 before the browser gives up, no order sent, nothing stored', async () => {
    const { app, proxy, client } = await slowSetup({ pricing: 6_500, order: 0 });
    const offer = (await search(app)).data[0]!;
    const started = Date.now();
    const res = await client.book(bookingBody(offer));
    expect(res.statusCode, res.body).toBe(504);
    expect(res.json().message).toBe('The travel-data provider did not answer in time. Please try again later.');
    expect(Date.now() - started).toBeLessThan(9_000);
    expect(proxy.seen).toContain('POST /v1/shopping/flight-offers/pricing');
    expect(proxy.seen).not.toContain('POST /v1/booking/flight-orders');
    expect(client.count()).toBe(0);
  }, 30_000);

  it('the order gets only what the pricing left: 504 before the browser gives up, nothing stored', async () => {
    const { app, proxy, client } = await slowSetup({ pricing: 2_500, order: 6_500 });
    const offer = (await search(app)).data[0]!;
    const started = Date.now();
    const res = await client.book(bookingBody(offer));
    expect(res.statusCode, res.body).toBe(504);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(7_500);
    expect(took).toBeLessThan(9_000);
    expect(proxy.seen).toContain('POST /v1/booking/flight-orders');
    expect(client.count()).toBe(0);
  }, 30_000);

  it('answers 504 when the provider takes over 10 s, and stores nothing', async () => {
    const { app, sandbox, client } = await setup();
    const offer = (await search(app)).data[0]!;
    sandbox.app.sandbox.update({ latencyMs: 10_500 });
    const started = Date.now();
    const res = await client.book(bookingBody(offer));
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toBe('The travel-data provider did not answer in time. Please try again later.');
    expect(Date.now() - started).toBeLessThan(10_400);
    expect(client.count()).toBe(0);
    sandbox.app.sandbox.update({ latencyMs: 0 });
  }, 30_000);
});
