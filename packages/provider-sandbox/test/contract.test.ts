import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/index';
import { day, tokenForm } from './helpers';

/**
 * The sandbox as the provider's own clients (its SDKs) see it, over real HTTP: the exact content
 * types the published API sends, an empty-body DELETE with the vnd type, the documented
 * `policies.cancellations[]`, and the Hotel Booking v2 call. Fails when the sandbox drifts.
 */

const VND = 'application/vnd.amadeus+json';
let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  const res = await fetch(`${sandbox.baseUrl}/v1/security/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: tokenForm(),
  });
  token = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(() => sandbox.close());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': VND } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

const contentType = (res: Response) => res.headers.get('content-type');

const flightSearch = `/v2/shopping/flight-offers?originLocationCode=TZX&destinationLocationCode=IST&departureDate=${day(20)}&returnDate=${day(27)}&adults=1&currencyCode=USD&max=5`;
const hotelOffers = `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(33)}&adults=2&currency=USD&bestRateOnly=false`;

describe('content types are exactly the published ones (no "; charset=utf-8")', () => {
  it('token answers exactly application/json, success and error', async () => {
    const ok = await fetch(`${sandbox.baseUrl}/v1/security/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: tokenForm(),
    });
    expect(ok.status).toBe(200);
    expect(contentType(ok)).toBe('application/json');
    const bad = await fetch(`${sandbox.baseUrl}/v1/security/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: tokenForm('nobody', 'wrong'),
    });
    expect(bad.status).toBe(401);
    expect(contentType(bad)).toBe('application/json');
  });

  it.each([
    ['flight search', flightSearch],
    ['hotel list', '/v1/reference-data/locations/hotels/by-city?cityCode=TZX'],
    ['hotel offers', hotelOffers],
    ['sentiments', '/v2/e-reputation/hotel-sentiments?hotelIds=RTTZX001'],
    ['a 400', '/v2/shopping/flight-offers?originLocationCode=TZX'],
    ['a 404', '/v1/nothing/here'],
  ])('%s answers exactly the vnd type', async (_name, path) => {
    const res = await call('GET', path);
    expect(contentType(res)).toBe(VND);
    await res.json();
  });

  it('a 401 answers exactly the vnd type', async () => {
    const res = await fetch(`${sandbox.baseUrl}${flightSearch}`);
    expect(res.status).toBe(401);
    expect(contentType(res)).toBe(VND);
  });

  it('pricing and a flight order answer exactly the vnd type; the order is deleted with an empty-body vnd DELETE', async () => {
    const offer = ((await (await call('GET', flightSearch)).json()) as { data: unknown[] }).data[0];
    const pricing = await call(
      'POST',
      '/v1/shopping/flight-offers/pricing',
      { data: { type: 'flight-offers-pricing', flightOffers: [offer] } },
      { 'x-http-method-override': 'GET' },
    );
    expect(pricing.status).toBe(200);
    expect(contentType(pricing)).toBe(VND);
    const priced = ((await pricing.json()) as { data: { flightOffers: unknown[] } }).data.flightOffers[0];
    const order = await call('POST', '/v1/booking/flight-orders', {
      data: {
        type: 'flight-order',
        flightOffers: [priced],
        travelers: [{ id: '1', dateOfBirth: '1990-01-16', name: { firstName: 'AYSE', lastName: 'YILMAZ' } }],
      },
    });
    expect(order.status).toBe(201);
    expect(contentType(order)).toBe(VND);
    const id = ((await order.json()) as { data: { id: string } }).data.id;
    // What the provider's SDKs send: the vnd content type on every call, and no body on a DELETE.
    const deleted = await fetch(`${sandbox.baseUrl}/v1/booking/flight-orders/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'content-type': VND },
    });
    expect(deleted.status).toBe(204);
    const again = await call('GET', `/v1/booking/flight-orders/${encodeURIComponent(id)}`);
    expect(again.status).toBe(404);
    expect(contentType(again)).toBe(VND);
  });

  it('a POST with a JSON body in plain application/json is accepted too', async () => {
    const res = await fetch(`${sandbox.baseUrl}/v2/shopping/flight-offers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        currencyCode: 'USD',
        originDestinations: [
          { id: '1', originLocationCode: 'TZX', destinationLocationCode: 'IST', departureDateTimeRange: { date: day(20) } },
        ],
        travelers: [{ id: '1', travelerType: 'ADULT' }],
        sources: ['GDS'],
      }),
    });
    expect(res.status).toBe(200);
    expect(contentType(res)).toBe(VND);
  });
});

interface HotelOfferJson {
  id: string;
  policies: Record<string, unknown> & { cancellations?: { deadline?: string; amount?: string; description?: { text?: string } }[] };
}

describe('hotel offers and Hotel Booking v2', () => {
  it('every offer writes its cancellation policy only as the documented cancellations[]', async () => {
    const list = (
      (await (await call('GET', '/v1/reference-data/locations/hotels/by-city?cityCode=TZX')).json()) as { data: { hotelId: string }[] }
    ).data;
    const ids = list
      .slice(0, 40)
      .map((h) => h.hotelId)
      .join(',');
    const res = await call(
      'GET',
      `/v3/shopping/hotel-offers?hotelIds=${ids}&checkInDate=${day(30)}&checkOutDate=${day(32)}&adults=1&bestRateOnly=false`,
    );
    const offers = ((await res.json()) as { data: { offers: HotelOfferJson[] }[] }).data.flatMap((h) => h.offers);
    expect(offers.length).toBeGreaterThan(10);
    for (const offer of offers) {
      expect(offer.policies).not.toHaveProperty('cancellation');
      expect(Array.isArray(offer.policies.cancellations)).toBe(true);
      expect(offer.policies.cancellations!.length).toBeGreaterThan(0);
      expect(offer.policies.cancellations![0]!.description?.text).toBeTruthy();
    }
  });

  const order = (hotelOfferId: string, overrides: Record<string, unknown> = {}) => ({
    data: {
      type: 'hotel-order',
      guests: [{ tid: 1, title: 'MS', firstName: 'AYSE', lastName: 'YILMAZ', phone: '+905321234567', email: 'ayse@example.com' }],
      travelAgent: { contact: { email: 'bookings@trabzontravel.test' } },
      roomAssociations: [{ guestReferences: [{ guestReference: '1' }], hotelOfferId }],
      payment: {
        method: 'CREDIT_CARD',
        paymentCard: {
          paymentCardInfo: { vendorCode: 'VI', cardNumber: '4111111111111111', expiryDate: '2030-08', holderName: 'AYSE YILMAZ' },
        },
      },
      ...overrides,
    },
  });

  it('POST /v2/booking/hotel-orders books an offer: 201 in the published shape, the card masked; DELETE cancels it', async () => {
    const offer = ((await (await call('GET', hotelOffers)).json()) as { data: { offers: HotelOfferJson[] }[] }).data[0]!.offers[0]!;
    const res = await call('POST', '/v2/booking/hotel-orders', order(offer.id));
    expect(res.status).toBe(201);
    expect(contentType(res)).toBe(VND);
    const body = (await res.json()) as {
      data: Record<string, unknown> & { id: string; hotelBookings: Record<string, unknown>[]; associatedRecords: { reference: string }[] };
    };
    expect(body.data).toMatchObject({
      type: 'hotel-order',
      id: expect.any(String),
      guests: [{ tid: 1, firstName: 'AYSE', lastName: 'YILMAZ' }],
      associatedRecords: [{ reference: expect.stringMatching(/^[A-Z0-9]{6}$/), originSystemCode: 'GDS' }],
    });
    expect(body.data.hotelBookings[0]).toMatchObject({
      type: 'hotel-booking',
      bookingStatus: 'CONFIRMED',
      hotelProviderInformation: [{ hotelProviderCode: 'RT', confirmationNumber: expect.any(String) }],
      roomAssociations: [{ hotelOfferId: offer.id, guestReferences: [{ guestReference: '1' }] }],
      hotelOffer: { id: offer.id },
      hotel: { hotelId: 'RTTZX001' },
      payment: { method: 'CREDIT_CARD', paymentCard: { paymentCardInfo: { cardNumber: 'XXXXXXXXXXXX1111' } } },
    });
    expect(JSON.stringify(body)).not.toContain('4111111111111111');

    const id = encodeURIComponent(body.data.id);
    expect((await call('GET', `/v2/booking/hotel-orders/${id}`)).status).toBe(200);
    const deleted = await fetch(`${sandbox.baseUrl}/v2/booking/hotel-orders/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'content-type': VND },
    });
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/v2/booking/hotel-orders/${id}`)).status).toBe(404);
  });

  it('refuses an incomplete or unknown hotel order in the provider error format', async () => {
    const missingGuest = await call('POST', '/v2/booking/hotel-orders', order('ABCDEFGHIJKL', { guests: [] }));
    expect(missingGuest.status).toBe(400);
    expect(((await missingGuest.json()) as { errors: { code: number }[] }).errors[0]!.code).toBe(32171);
    const unknown = await call('POST', '/v2/booking/hotel-orders', order('ABCDEFGHIJKL'));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: { code: number }[] }).errors[0]!.code).toBe(3664);
    const badReference = await call(
      'POST',
      '/v2/booking/hotel-orders',
      order('ABCDEFGHIJKL', { roomAssociations: [{ guestReferences: [{ guestReference: '7' }], hotelOfferId: 'ABCDEFGHIJKL' }] }),
    );
    expect(((await badReference.json()) as { errors: { code: number }[] }).errors[0]!.code).toBe(4926);
  });
});

describe('price change fault', () => {
  it('priceChangePercent moves fares: an offer searched before is refused by flight-orders with 37200', async () => {
    const before = ((await (await call('GET', flightSearch)).json()) as { data: { price: { grandTotal: string } }[] }).data[0]!;
    sandbox.app.sandbox.update({ priceChangePercent: 10 });
    try {
      const pricing = await call('POST', '/v1/shopping/flight-offers/pricing', {
        data: { type: 'flight-offers-pricing', flightOffers: [before] },
      });
      const priced = ((await pricing.json()) as { data: { flightOffers: { price: { grandTotal: string } }[] } }).data.flightOffers[0]!;
      expect(Math.round(Number(priced.price.grandTotal) * 100)).toBe(Math.round(Math.round(Number(before.price.grandTotal) * 100) * 1.1));
      const res = await call('POST', '/v1/booking/flight-orders', {
        data: {
          type: 'flight-order',
          flightOffers: [before],
          travelers: [{ id: '1', dateOfBirth: '1990-01-16', name: { firstName: 'A', lastName: 'B' } }],
        },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { code: number }[] }).errors[0]!.code).toBe(37200);
    } finally {
      sandbox.app.sandbox.update({ priceChangePercent: 0 });
    }
  });
});
