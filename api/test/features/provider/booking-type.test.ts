import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@trabzon/dates';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, startSandbox, type RunningSandbox } from '@trabzon/provider-sandbox';
import { nightlyLines } from '../../../src/features/provider/booking-type';
import type { HotelOffer } from '../../../src/features/provider/types';
import { buildTestApp } from '../../helpers/build';
import { BookingsClient, CVV, expiry } from '../../helpers/bookings';
import { closeDelayingProxies, delayingProxy } from '../../helpers/provider';

async function sandboxToken(sandbox: RunningSandbox): Promise<string> {
  const res = await fetch(`${sandbox.baseUrl}/v1/security/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: SANDBOX_CLIENT_ID,
      client_secret: SANDBOX_CLIENT_SECRET,
    }).toString(),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const sandboxes: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
  closeDelayingProxies();
});

// Days as the API counts them: from the agency's (Istanbul's) today, not UTC's.
const day = (n: number) => addDays(todayIso(), n);

async function setup() {
  const sandbox = await startSandbox({ port: 0 });
  sandboxes.push(sandbox);
  const { app } = await buildTestApp({
    providerBaseUrl: sandbox.baseUrl,
    providerClientId: SANDBOX_CLIENT_ID,
    providerClientSecret: SANDBOX_CLIENT_SECRET,
  });
  return { app, sandbox };
}

const checkout = (details: Record<string, unknown>) => ({
  type: 'provider-hotel',
  ...details,
  contact: { firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phone: '+90 532 123 45 67' },
  payment: { method: 'creditCard', cardNumber: '4111 1111 1111 1111', cardName: 'AYSE YILMAZ', expiryDate: expiry(24), cvv: CVV },
});

describe('provider-hotel bookings', () => {
  it('are priced from the provider offer: one line per night, the sum of the nightly prices', async () => {
    const { app } = await setup();
    const search = await app.inject({
      url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(33)}&adults=2&roomQuantity=1&currency=USD`,
    });
    const offer = search.json().data[0].offers[0] as HotelOffer;
    const nights = offer.price.variations!.changes!;

    const quote = await app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { type: 'provider-hotel', offerId: offer.id, total: 1 },
    });
    expect(quote.statusCode).toBe(200);
    const body = quote.json();
    expect(body.lineItems).toHaveLength(3);
    expect(body.lineItems.map((l: { total: number }) => l.total)).toEqual(nights.map((n) => Number(n.base)));
    expect(body.subtotal).toBe(Number(offer.price.base));
    expect(body).toMatchObject({ currency: 'USD', startDate: day(30), endDate: day(33), guests: 2 });

    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: checkout({ offerId: offer.id, hotelId: 'RTTZX001' }),
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().booking).toMatchObject({
      reference: expect.stringMatching(/^TZN-\d{6}$/),
      type: 'provider-hotel',
      subtotal: Number(offer.price.base),
      details: expect.objectContaining({ offerId: offer.id, hotelId: 'RTTZX001', hotelName: 'Novotel Trabzon', nights: 3 }),
    });

    // Its e-mail names the room (by its category, as the booking window did) and gives the check-out time, as our own hotels' e-mails do.
    // STANDARD_ROOM → "Standard Room": the category's words, each capitalised.
    const room = (offer.room?.typeEstimated?.category ?? '')
      .split('_')
      .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
      .join(' ');
    const checkOut = offer.policies?.checkInOut?.checkOut?.slice(0, 5);
    expect([room, checkOut].every(Boolean)).toBe(true);
    const mail = app.db.$client
      .prepare('SELECT body FROM outbox WHERE booking_id = ? ORDER BY id LIMIT 1')
      .get(booked.json().booking._id) as { body: string };
    expect(mail.body).toContain(`Novotel Trabzon · ${room}`);
    expect(mail.body).toMatch(new RegExp(`– [^\\n]*\\d{4} ${checkOut}`));
  });

  it('refuses unknown offers, offers of another hotel and offers in another currency', async () => {
    const { app } = await setup();
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { type: 'provider-hotel', offerId: 'NOSUCHOFFER1' },
    });
    expect(unknown.statusCode).toBe(404);

    const search = await app.inject({
      url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(31)}&adults=1&currency=EUR`,
    });
    const euro = search.json().data[0].offers[0] as HotelOffer;
    const inEuro = await app.inject({ method: 'POST', url: '/api/bookings/quote', payload: { type: 'provider-hotel', offerId: euro.id } });
    expect(inEuro.statusCode).toBe(409);

    const usd = (
      await app.inject({
        url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(31)}&adults=1&currency=USD`,
      })
    ).json().data[0].offers[0];
    const other = await app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { type: 'provider-hotel', offerId: usd.id, hotelId: 'RARZE001' },
    });
    expect(other.statusCode).toBe(409);

    const missing = await app.inject({ method: 'POST', url: '/api/bookings/quote', payload: { type: 'provider-hotel' } });
    expect(missing.statusCode).toBe(400);
  });

  it('are placed with the provider (Hotel Booking v2): the order id is kept; cancelling cancels the provider order', async () => {
    const { app, sandbox } = await setup();
    const client = new BookingsClient(app);
    const ada = await client.user('ada@example.com');
    const search = await app.inject({
      url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(32)}&adults=2&currency=USD`,
    });
    const offer = search.json().data[0].offers[0] as HotelOffer;
    const booked = await client.book(checkout({ offerId: offer.id }), ada.token);
    expect(booked.statusCode).toBe(201);
    const booking = booked.json().booking;
    const orderId = booking.details.providerOrderId as string;
    expect(orderId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(booking.details.providerReference).toMatch(/^[A-Z0-9]{6}$/);
    // The order exists at the provider, with our guest, and the card number did not reach our database.
    const token = await sandboxToken(sandbox);
    const order = await fetch(`${sandbox.baseUrl}/v2/booking/hotel-orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(order.status).toBe(200);
    expect(((await order.json()) as { data: { guests: unknown[] } }).data.guests[0]).toMatchObject({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: 'ayse@example.com',
    });
    const stored = app.db.$client.prepare('SELECT details FROM bookings WHERE id = ?').get(booking._id) as { details: string };
    expect(stored.details).not.toContain('4111111111111111');

    const cancelled = await client.call({ method: 'POST', url: `/api/bookings/${booking._id}/cancel`, token: ada.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.status).toBe('cancelled');
    const gone = await fetch(`${sandbox.baseUrl}/v2/booking/hotel-orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(gone.status).toBe(404);
  });

  it('keep the offer’s cancellation terms: a non-refundable rate is never free to cancel; a refundable one until the provider’s deadline', async () => {
    const { app } = await setup();
    const client = new BookingsClient(app);
    const ada = await client.user('ada@example.com');
    const offers = (
      await app.inject({
        url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001,RDTZX002&checkInDate=${day(30)}&checkOutDate=${day(31)}&adults=1&currency=USD&bestRateOnly=false`,
      })
    )
      .json()
      .data.flatMap((hotel: { offers: HotelOffer[] }) => hotel.offers) as HotelOffer[];
    const nonRefundable = offers.find((o) => o.policies?.refundable?.cancellationRefund === 'NON_REFUNDABLE')!;
    const refundable = offers.find((o) => o.policies?.refundable?.cancellationRefund === 'REFUNDABLE_UP_TO_DEADLINE')!;
    expect([nonRefundable, refundable].every(Boolean)).toBe(true);

    const quote = await app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { type: 'provider-hotel', offerId: nonRefundable.id },
    });
    expect(quote.json()).toMatchObject({ nonRefundable: true, cancellableUntil: null });
    const booking = (await client.book(checkout({ offerId: nonRefundable.id }), ada.token)).json().booking;
    expect(booking).toMatchObject({ nonRefundable: true, cancellable: false, cancellableUntil: null });
    const refused = await client.call({ method: 'POST', url: `/api/bookings/${booking._id}/cancel`, token: ada.token });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This rate is non-refundable, so it cannot be cancelled free of charge. Please contact us to change this booking.',
    ]);
    const mail = app.db.$client.prepare('SELECT body FROM outbox WHERE booking_id = ? ORDER BY id LIMIT 1').get(booking._id) as {
      body: string;
    };
    expect(mail.body).toContain('This rate is non-refundable: the booking cannot be cancelled free of charge.');
    expect(mail.body).not.toContain('free of charge until');

    // The provider's deadline (two days before check-in, 23:59 Türkiye time) comes before our 24-hour rule.
    const deadline = (refundable.policies?.cancellations?.[0] ?? refundable.policies?.cancellation)!.deadline!;
    const free = (await client.book(checkout({ offerId: refundable.id }), ada.token)).json().booking;
    expect(free.nonRefundable).toBeUndefined();
    expect(free).toMatchObject({ cancellable: true, cancellableUntil: new Date(deadline).toISOString() });
  });

  it('keeps the booking as it was when the provider cannot cancel (down)', async () => {
    const { app, sandbox } = await setup();
    const client = new BookingsClient(app);
    const ada = await client.user('ada@example.com');
    const offer = (
      await app.inject({
        url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(31)}&adults=1&currency=USD`,
      })
    ).json().data[0].offers[0];
    const booking = (await client.book(checkout({ offerId: offer.id }), ada.token)).json().booking;
    sandbox.app.sandbox.update({ down: true });
    const res = await client.call({ method: 'POST', url: `/api/bookings/${booking._id}/cancel`, token: ada.token });
    expect(res.statusCode).toBeGreaterThanOrEqual(502);
    expect(res.json().message).toMatch(/provider/i);
    sandbox.app.sandbox.update({ down: false });
    const after = await client.call({ method: 'GET', url: `/api/bookings/${booking._id}`, token: ada.token });
    expect(after.json().status).toBe('confirmed');
  });

  it('a slow offer check leaves too little of the browser’s 10 s for the order: 504, no order sent, nothing stored', async () => {
    const sandbox = await startSandbox({ port: 0 });
    sandboxes.push(sandbox);
    // GET /v3/shopping/hotel-offers/{offerId} (the check before booking) held 6.5 s; the search not.
    const proxy = await delayingProxy(sandbox.baseUrl, (path) => (/^\/v3\/shopping\/hotel-offers\/\w+$/.test(path) ? 6_500 : 0));
    const { app } = await buildTestApp({
      providerBaseUrl: proxy.baseUrl,
      providerClientId: SANDBOX_CLIENT_ID,
      providerClientSecret: SANDBOX_CLIENT_SECRET,
    });
    const client = new BookingsClient(app);
    const offer = (
      await app.inject({
        url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(31)}&adults=1&currency=USD`,
      })
    ).json().data[0].offers[0] as HotelOffer;
    const started = Date.now();
    const res = await client.book(checkout({ offerId: offer.id }));
    expect(res.statusCode, res.body).toBe(504);
    expect(res.json().message).toBe('The travel-data provider did not answer in time. Please try again later.');
    expect(Date.now() - started).toBeLessThan(9_000);
    expect(proxy.seen).toContain(`GET /v3/shopping/hotel-offers/${offer.id}`);
    expect(proxy.seen).not.toContain('POST /v2/booking/hotel-orders');
    expect(client.count()).toBe(0);
  }, 30_000);

  it('fails without a booking when the provider is down', async () => {
    const { app, sandbox } = await setup();
    await fetch(`${sandbox.baseUrl}/__control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down: true }),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { type: 'provider-hotel', offerId: 'ABCDEF123456' },
    });
    // The provider's own status (503: down); nothing is stored.
    expect(res.statusCode).toBe(503);
    expect(app.db.$client.prepare('SELECT COUNT(*) AS n FROM bookings').get()).toEqual({ n: 0 });
  });
});

describe('nightly lines', () => {
  const offer = (changes: { startDate: string; endDate: string; base: string }[], base: string): HotelOffer => ({
    id: 'X',
    checkInDate: '2030-05-01',
    checkOutDate: '2030-05-04',
    price: { currency: 'USD', base, total: base, variations: { changes } },
  });

  it('expands periods to nights and counts rooms', () => {
    const lines = nightlyLines(
      offer(
        [
          { startDate: '2030-05-01', endDate: '2030-05-03', base: '100.00' },
          { startDate: '2030-05-03', endDate: '2030-05-04', base: '120.00' },
        ],
        '640.00',
      ),
      'Room',
    );
    // The supplier's room name is one text in every language.
    const parts = (date: string) => ({ key: 'night', values: { date }, name: 'Room' });
    expect(lines).toEqual([
      { label: 'Room, night of May 1, 2030', quantity: 2, unitPriceCents: 10000, totalCents: 20000, parts: parts('2030-05-01') },
      { label: 'Room, night of May 2, 2030', quantity: 2, unitPriceCents: 10000, totalCents: 20000, parts: parts('2030-05-02') },
      { label: 'Room, night of May 3, 2030', quantity: 2, unitPriceCents: 12000, totalCents: 24000, parts: parts('2030-05-03') },
    ]);
  });

  it('spreads the base price evenly when the nights do not add up', () => {
    const lines = nightlyLines(offer([], '100.00'), 'Room');
    expect(lines.map((l) => l.totalCents)).toEqual([3333, 3333, 3334]);
  });
});
