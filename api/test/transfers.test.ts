import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso, zonedDateTimeToIso } from '@trabzon/dates';
import { buildTestApp } from './helpers/build';
import { BookingsClient, CVV, expiry } from './helpers/bookings';
import { sharedCatalogueApp } from './helpers/hotels';

const day = (n: number) => addDays(todayIso(), n);

async function setup() {
  const { app } = await buildTestApp();
  await app.ready();
  return { app, client: new BookingsClient(app) };
}

/** One app for the read-only tests (search and catalogue), built once: every app seeds a year of hotel inventory. */
let shared: { client: BookingsClient; close: () => Promise<void> };
beforeAll(async () => {
  const built = await sharedCatalogueApp();
  await built.app.ready();
  shared = { client: new BookingsClient(built.app), close: built.close };
});
afterAll(async () => shared.close());
const readOnly = async () => ({ client: shared.client });

function search(client: BookingsClient, body: Record<string, unknown>, lang = 'en') {
  return client.call({ method: 'POST', url: `/api/transfers/search?lang=${lang}`, body });
}

const rental = (overrides: Record<string, unknown> = {}) => ({
  serviceType: 'car_rental',
  pickup: { code: 'TZX' },
  dropoff: { code: 'TZX_CITY' },
  pickupDate: day(1),
  dropoffDate: day(3),
  carType: 'economy',
  ...overrides,
});

const transfer = (overrides: Record<string, unknown> = {}) => ({
  serviceType: 'transfer',
  pickup: { code: 'TZX' },
  dropoff: { code: 'UZUNGOL' },
  pickupDate: day(1),
  passengers: 2,
  ...overrides,
});

const checkout = {
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+90 462 555 12 34' },
  payment: { method: 'creditCard', cardNumber: '4111 1111 1111 1111', cardName: 'ADA LOVELACE', expiryDate: expiry(24), cvv: CVV },
};

let keySeq = 0;
const rentalBooking = (overrides: Record<string, unknown> = {}) => ({
  type: 'car-rental',
  vehicleId: 'economy',
  pickup: { code: 'TZX' },
  dropoff: { code: 'TZX_CITY' },
  pickupDate: day(2),
  dropoffDate: day(5),
  idempotencyKey: `rental-${++keySeq}-${Math.random()}`,
  ...checkout,
  ...overrides,
});

type Option = {
  _id: string;
  passengers: number;
  luggage: number;
  transmission: string | null;
  price: number;
  total: number;
  quantity: number;
  available: number | null;
  unit: string;
};

describe('vehicle catalogue (spec section 9)', () => {
  it('rentals cost 25, 35, 40, 60 a day, carry 5 with luggage 2, 2, 3, 4; luxury and van are priced too', async () => {
    const { client } = await readOnly();
    const res = await client.call({ method: 'GET', url: '/api/transfers/vehicles?service=car_rental' });
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries((res.json().results as Option[]).map((v) => [v._id, v]));
    expect(Object.keys(byId)).toEqual(['economy', 'compact', 'midsize', 'suv', 'luxury', 'van']);
    expect([byId.economy, byId.compact, byId.midsize, byId.suv].map((v) => [v!.price, v!.passengers, v!.luggage, v!.unit])).toEqual([
      [25, 5, 2, 'day'],
      [35, 5, 2, 'day'],
      [40, 5, 3, 'day'],
      [60, 5, 4, 'day'],
    ]);
    expect([byId.luxury!.price, byId.van!.price]).toEqual([95, 80]);
    for (const v of Object.values(byId)) expect(['manual', 'automatic']).toContain(v.transmission);
  });

  it('transfers cost 35, 50, 70, 120 a trip and carry 4/2, 4/3, 7/7, 16/16', async () => {
    const { client } = await readOnly();
    const res = await client.call({ method: 'GET', url: '/api/transfers/vehicles?service=transfer' });
    const rows = res.json().results as Option[];
    expect(rows.map((v) => [v._id, v.price, v.passengers, v.luggage, v.unit, v.transmission])).toEqual([
      ['standard', 35, 4, 2, 'trip', null],
      ['premium', 50, 4, 3, 'trip', null],
      ['minivan', 70, 7, 7, 'trip', null],
      ['minibus', 120, 16, 16, 'trip', null],
    ]);
  });

  it('names come in en, tr and ar', async () => {
    const { client } = await readOnly();
    const names = async (lang: string) =>
      ((await client.call({ method: 'GET', url: `/api/transfers/vehicles?lang=${lang}` })).json().results as { name: string }[]).map(
        (v) => v.name,
      );
    const [en, tr, ar] = await Promise.all([names('en'), names('tr'), names('ar')]);
    expect(en[0]).toBe('Economy car');
    expect(tr[0]).toBe('Ekonomik araç');
    expect(ar[0]).toBe('سيارة اقتصادية');
  });

  it('config lists the six places, the map centre and a tile URL template', async () => {
    const { client } = await readOnly();
    const body = (await client.call({ method: 'GET', url: '/api/transfers/config' })).json();
    expect(body.places.map((p: { code: string }) => p.code)).toEqual(['TZX', 'TZX_CITY', 'UZUNGOL', 'SUMELA', 'AYDER', 'RIZE']);
    expect(body.map.centre).toEqual({ lat: 41.0015, lng: 39.7178 });
    expect([body.map.zoom, body.map.pointZoom]).toEqual([12, 15]);
    expect(body.map.tileUrl).toContain('{z}');
    expect(body.taxi).toEqual({ baseFare: 4, perKm: 1.1, roadFactor: 1.3 });
  });
});

describe('search', () => {
  it('rentals are priced per day: 2 days of economy cost 50, the chosen type comes first', async () => {
    const { client } = await readOnly();
    const res = await search(client, rental({ carType: 'suv' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toBe(2);
    const options = body.options as Option[];
    expect(options[0]!._id).toBe('suv');
    expect(options[0]!.total).toBe(120);
    expect(options.find((o) => o._id === 'economy')!.total).toBe(50);
    expect(options.find((o) => o._id === 'economy')!.available).toBe(6);
  });

  it('a same-day rental counts as one day; 30 days is the longest', async () => {
    const { client } = await readOnly();
    const same = (await search(client, rental({ dropoffDate: day(1) }))).json();
    expect(same.days).toBe(1);
    expect((same.options as Option[])[0]!.total).toBe(25);
    const month = (await search(client, rental({ dropoffDate: day(31) }))).json();
    expect(month.days).toBe(30);
    expect((month.options as Option[])[0]!.total).toBe(750);
    const tooLong = await search(client, rental({ dropoffDate: day(32) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('A rental can last at most 30 days');
  });

  it('transfers are per trip and list only vehicles that carry the passengers', async () => {
    const { client } = await readOnly();
    const ids = async (passengers: number) =>
      ((await search(client, transfer({ passengers }))).json().options as Option[]).map((o) => o._id);
    expect(await ids(2)).toEqual(['standard', 'premium', 'minivan', 'minibus']);
    expect(await ids(5)).toEqual(['minivan', 'minibus']);
    expect(await ids(8)).toEqual(['minibus']);
    expect(await ids(16)).toEqual(['minibus']);
    const options = (await search(client, transfer())).json().options as Option[];
    expect(options.map((o) => o.total)).toEqual([35, 50, 70, 120]);
  });

  it('accepts a custom map point in the service area', async () => {
    const { client } = await readOnly();
    const res = await search(client, transfer({ pickup: { code: 'CUSTOM', lat: 41.0, lng: 39.75 } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().pickup.code).toBe('CUSTOM');
  });

  it.each([
    ['a date in the past', transfer({ pickupDate: day(-1) }), 'The pickup date cannot be in the past'],
    ['a drop-off before the pickup', rental({ dropoffDate: day(0) }), 'The drop-off date cannot be before the pickup date'],
    ['no drop-off date for a rental', rental({ dropoffDate: undefined }), 'Please select a drop-off date'],
    ['an impossible date', transfer({ pickupDate: '2026-02-30' }), 'Please enter a valid date (YYYY-MM-DD)'],
    ['a point outside the service area', transfer({ dropoff: { code: 'CUSTOM', lat: 41.0082, lng: 28.9784 } }), 'outside our service area'],
    ['CUSTOM without coordinates', transfer({ dropoff: { code: 'CUSTOM' } }), 'A custom location needs a latitude and a longitude'],
    ['the same place twice', transfer({ dropoff: { code: 'TZX' } }), 'Pickup and drop-off must be different places'],
    ['17 passengers', transfer({ passengers: 17 }), 'passengers'],
    ['an unknown place', transfer({ pickup: { code: 'IST' } }), 'pickup'],
    ['an unknown service', transfer({ serviceType: 'boat' }), 'serviceType'],
    ['a latitude of 1e400', transfer({ pickup: { code: 'CUSTOM', lat: 'x', lng: 39 } }), 'lat'],
  ])('400 for %s', async (_name, body, message) => {
    const { client } = await readOnly();
    const res = await search(client, body as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('400 for non-finite coordinates sent as raw JSON (1e400 parses to Infinity)', async () => {
    const { client } = await readOnly();
    const raw = `{"serviceType":"transfer","pickup":{"code":"CUSTOM","lat":1e400,"lng":39.7},"dropoff":{"code":"TZX"},"pickupDate":"${day(1)}"}`;
    const res = await client.call({
      method: 'POST',
      url: '/api/transfers/search',
      body: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('bookings', () => {
  it('a rental is stored as TC- with the price of its days; a later price change leaves it alone', async () => {
    const { client } = await setup();
    const admin = await client.user('boss@example.com', 'admin');
    const res = await client.book(rentalBooking());
    expect(res.statusCode).toBe(201);
    const booking = res.json().booking;
    expect(booking.reference).toMatch(/^TC-\d{6}$/);
    expect(booking.subtotal).toBe(75);
    expect(booking.details.days).toBe(3);
    // The booking keeps its lines' words: the booking page writes them in its reader's language.
    const stored = client.app.db.$client.prepare('SELECT line_items AS lines FROM bookings WHERE id = ?').get(booking._id) as {
      lines: string;
    };
    expect(JSON.parse(stored.lines)[0].parts).toEqual({
      key: 'perDay',
      name: { en: 'Economy car', tr: 'Ekonomik araç', ar: 'سيارة اقتصادية' },
    });
    const read = await client.call({ method: 'GET', url: `/api/admin/bookings/${booking._id}?lang=ar`, token: admin.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().booking.lineItems[0]).toMatchObject({ label: 'Economy car, per day', parts: { key: 'perDay' } });

    const put = await client.call({ method: 'PUT', url: '/api/admin/transfers/vehicles/economy', token: admin.token, body: { price: 99 } });
    expect(put.statusCode).toBe(200);
    expect(put.json().price).toBe(99);
    const row = client.app.db.$client.prepare('SELECT subtotal_cents AS s, details FROM bookings WHERE id = ?').get(booking._id) as {
      s: number;
      details: string;
    };
    expect(row.s).toBe(7500);
    expect(JSON.parse(row.details).pricePerDay).toBe(25);
    const quote = await client.call({ method: 'POST', url: '/api/bookings/quote', body: rentalBooking() });
    expect(quote.json().subtotal).toBe(297);
    // The checkout shows "<label> × <quantity>": "Economy car, per day × 3", not "…, 3 days × 3".
    expect(quote.json().lineItems).toEqual([
      {
        label: 'Economy car, per day',
        quantity: 3,
        unitPrice: 99,
        total: 297,
        // Its words kept apart, so a page in another language writes the line in its own.
        parts: { key: 'perDay', name: { en: 'Economy car', tr: 'Ekonomik araç', ar: 'سيارة اقتصادية' } },
      },
    ]);
    // In the customer's language: the checkout shows the lines as they come.
    const labelIn = async (lang: string) =>
      (await client.call({ method: 'POST', url: `/api/bookings/quote?lang=${lang}`, body: rentalBooking() })).json().lineItems[0].label;
    expect(await labelIn('tr')).toBe('Ekonomik araç, günlük');
    expect(await labelIn('ar')).toBe('سيارة اقتصادية، لليوم الواحد');
  });

  it('a booking whose total changed since the checkout showed it is refused with the new total (409 PRICE_CHANGED), nothing booked', async () => {
    const { client } = await setup();
    const admin = await client.user('boss@example.com', 'admin');
    const shown = (await client.call({ method: 'POST', url: '/api/bookings/quote', body: rentalBooking() })).json().total as number;
    expect(shown).toBe(84); // 3 days × $25 + 12 % tax
    await client.call({ method: 'PUT', url: '/api/admin/transfers/vehicles/economy', token: admin.token, body: { price: 31 } });

    const refused = await client.book(rentalBooking({ expectedTotal: shown }));
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      409,
      'PRICE_CHANGED',
      'The price has changed: the total is now $104.16. Please check it and confirm again.',
    ]);
    expect(client.count()).toBe(0);
    // Confirmed again at the total now shown, it is booked at that total.
    const booked = await client.book(rentalBooking({ expectedTotal: 104.16 }));
    expect([booked.statusCode, booked.json().booking.total]).toEqual([201, 104.16]);
    expect((await client.book(rentalBooking({ expectedTotal: -1 }))).statusCode).toBe(400);
  });

  it('a pickup needs notice: 2 hours for a rental or transfer, 30 minutes for a taxi; a time already passed is refused as such', async () => {
    // Noon in Istanbul today, whatever the hour the test runs at.
    const noon = new Date(zonedDateTimeToIso(day(0), '12:00'));
    const { app } = await buildTestApp({}, { now: () => noon });
    await app.ready();
    const client = new BookingsClient(app);
    const quote = async (body: Record<string, unknown>) => {
      const res = await client.call({ method: 'POST', url: '/api/bookings/quote', body: { ...body, idempotencyKey: undefined } });
      return res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().message}`;
    };
    const rentalAt = (pickupTime: string) => quote(rentalBooking({ pickupDate: day(0), dropoffDate: day(1), pickupTime }));
    const transferAt = (time: string, mode?: 'taxi') =>
      quote({
        type: 'transfer',
        mode,
        vehicleId: mode ? undefined : 'standard',
        pickup: { code: 'TZX' },
        dropoff: { code: 'UZUNGOL' },
        date: day(0),
        time,
        passengers: 2,
        ...checkout,
      });

    expect(await rentalAt('11:59')).toBe('400 The pickup time has already passed');
    expect(await rentalAt('13:55')).toBe('400 Please choose a pickup time at least 120 minutes from now');
    expect(await rentalAt('14:00')).toBe(200);
    expect(await transferAt('12:00')).toBe('400 The pickup time has already passed');
    expect(await transferAt('13:30')).toBe('400 Please choose a pickup time at least 120 minutes from now');
    expect(await transferAt('14:00')).toBe(200);
    expect(await transferAt('12:25', 'taxi')).toBe('400 Please choose a pickup time at least 30 minutes from now');
    expect(await transferAt('12:30', 'taxi')).toBe(200);
  });

  it('a transfer is stored as TT- at its price per trip; too many passengers for the vehicle is a 400', async () => {
    const { client } = await setup();
    const body = {
      type: 'transfer',
      vehicleId: 'minivan',
      pickup: { code: 'TZX' },
      dropoff: { code: 'AYDER' },
      date: day(4),
      time: '09:30',
      passengers: 6,
      ...checkout,
    };
    const res = await client.book({ ...body, idempotencyKey: 't-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.reference).toMatch(/^TT-\d{6}$/);
    expect(res.json().booking.subtotal).toBe(70);
    expect(res.json().booking.startTime).toBe('09:30');
    // Its names in Turkish and Arabic are kept beside the English ones, for pages in those languages.
    expect(res.json().booking.details.localizedNames).toEqual({
      tr: { vehicleName: 'Minivan transfer', pickup: 'Trabzon Havalimanı (TZX)', dropoff: 'Ayder Yaylası' },
      ar: { vehicleName: 'نقل بميني فان', pickup: 'مطار طرابزون (TZX)', dropoff: 'هضبة أيدر' },
    });
    const crowded = await client.book({ ...body, vehicleId: 'standard', idempotencyKey: 't-2' });
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().message).toBe('This vehicle cannot carry that many passengers');
  });

  it('a taxi is a transfer marked taxi, fare = base + per km × straight line × road factor', async () => {
    const { client } = await setup();
    // Independent haversine: TZX (40.9951, 39.7897) → Rize centre (41.0201, 40.5234).
    const r = Math.PI / 180;
    const a =
      Math.sin(((41.0201 - 40.9951) * r) / 2) ** 2 +
      Math.cos(40.9951 * r) * Math.cos(41.0201 * r) * Math.sin(((40.5234 - 39.7897) * r) / 2) ** 2;
    const straight = 2 * 6371.0088 * Math.asin(Math.sqrt(a));
    expect(straight).toBeGreaterThan(61);
    expect(straight).toBeLessThan(62);
    const km = Math.round(straight * 1.3 * 10) / 10;
    const expected = Math.round(400 + 110 * km) / 100;

    const estimate = await client.call({
      method: 'POST',
      url: '/api/transfers/taxi/estimate',
      body: { pickup: { code: 'TZX' }, dropoff: { code: 'RIZE' }, passengers: 2 },
    });
    expect(estimate.statusCode).toBe(200);
    expect(estimate.json().distanceKm).toBe(km);
    expect(estimate.json().fare).toBe(expected);

    const res = await client.book({
      type: 'transfer',
      mode: 'taxi',
      pickup: { code: 'TZX' },
      dropoff: { code: 'RIZE' },
      date: day(1),
      time: '08:00',
      passengers: 2,
      ...checkout,
      idempotencyKey: 'taxi-1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.details.taxi).toBe(true);
    expect(res.json().booking.subtotal).toBe(expected);
    const five = await client.book({
      type: 'transfer',
      mode: 'taxi',
      pickup: { code: 'TZX' },
      dropoff: { code: 'RIZE' },
      date: day(1),
      time: '08:00',
      passengers: 5,
      ...checkout,
      idempotencyKey: 'taxi-2',
    });
    expect(five.statusCode).toBe(400);
    expect(five.json().message).toBe('A taxi carries 1 to 4 passengers');
  });

  it('admin-edited taxi rates change the next fare', async () => {
    const { client } = await setup();
    const admin = await client.user('boss@example.com', 'admin');
    const put = await client.call({
      method: 'PUT',
      url: '/api/admin/transfers/taxi-rates',
      token: admin.token,
      body: { baseFare: 10, perKm: 2, roadFactor: 1 },
    });
    expect(put.statusCode).toBe(200);
    const estimate = (
      await client.call({
        method: 'POST',
        url: '/api/transfers/taxi/estimate',
        body: { pickup: { code: 'TZX' }, dropoff: { code: 'RIZE' } },
      })
    ).json();
    expect(estimate.fare).toBe(Math.round((10 + 2 * estimate.straightKm) * 100) / 100);
  });

  it('a rental race on the last car of a type gives exactly one booking', async () => {
    const { client } = await setup();
    const admin = await client.user('boss@example.com', 'admin');
    expect(
      (await client.call({ method: 'PUT', url: '/api/admin/transfers/vehicles/suv', token: admin.token, body: { fleet: 1 } })).statusCode,
    ).toBe(200);
    const results = await Promise.all(Array.from({ length: 8 }, () => client.book(rentalBooking({ vehicleId: 'suv' }))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'No car of this type is left for these dates. Please choose another type or other dates.',
    );
    const stored = client.app.db.$client.prepare("SELECT count(*) AS n FROM bookings WHERE type = 'car-rental'").get() as { n: number };
    expect(stored.n).toBe(1);
    const left = (await search(client, rental({ pickupDate: day(2), dropoffDate: day(5), carType: 'suv' }))).json().options as Option[];
    expect(left[0]!.available).toBe(0);
    // An overlapping rental is refused; one after the return is sold.
    expect((await client.book(rentalBooking({ vehicleId: 'suv', pickupDate: day(4), dropoffDate: day(6) }))).statusCode).toBe(409);
    expect((await client.book(rentalBooking({ vehicleId: 'suv', pickupDate: day(5), dropoffDate: day(6) }))).statusCode).toBe(201);
    // The fleet cannot shrink below the cars out.
    const shrink = await client.call({ method: 'PUT', url: '/api/admin/transfers/vehicles/suv', token: admin.token, body: { fleet: 0 } });
    expect(shrink.statusCode).toBe(409);
    // It names the first busiest day, so staff know which bookings stand in the way.
    expect(shrink.json().message).toBe(`The fleet cannot be smaller than the cars already booked on ${day(2)} (1)`);
  });

  it('cancelling a rental gives the car back', async () => {
    const { client } = await setup();
    const user = await client.user('ada@example.com');
    const admin = await client.user('boss@example.com', 'admin');
    await client.call({ method: 'PUT', url: '/api/admin/transfers/vehicles/van', token: admin.token, body: { fleet: 1 } });
    const booked = await client.book(rentalBooking({ vehicleId: 'van', pickupDate: day(10), dropoffDate: day(12) }), user.token);
    expect(booked.statusCode).toBe(201);
    expect((await client.book(rentalBooking({ vehicleId: 'van', pickupDate: day(11), dropoffDate: day(12) }))).statusCode).toBe(409);
    const cancel = await client.call({ method: 'POST', url: `/api/bookings/${booked.json().booking._id}/cancel`, token: user.token });
    expect(cancel.statusCode).toBe(200);
    expect((await client.book(rentalBooking({ vehicleId: 'van', pickupDate: day(11), dropoffDate: day(12) }))).statusCode).toBe(201);
  });
});

describe('admin authorisation', () => {
  it.each([
    ['GET', '/api/admin/transfers/vehicles', undefined],
    ['PUT', '/api/admin/transfers/vehicles/economy', { price: 1 }],
    ['GET', '/api/admin/transfers/taxi-rates', undefined],
    ['PUT', '/api/admin/transfers/taxi-rates', { baseFare: 0, perKm: 0.01, roadFactor: 1 }],
  ] as const)('%s %s: 401 without a token, 403 for a user, 2xx for an admin', async (method, url, body) => {
    const { client } = await setup();
    const user = await client.user('ada@example.com');
    const admin = await client.user('boss@example.com', 'admin');
    expect((await client.call({ method, url, body })).statusCode).toBe(401);
    expect((await client.call({ method, url, body, token: user.token })).statusCode).toBe(403);
    expect((await client.call({ method, url, body, token: admin.token })).statusCode).toBe(200);
  });

  it('rejects bad admin input with 400 and leaves the vehicle unchanged', async () => {
    const { client } = await setup();
    const admin = await client.user('boss@example.com', 'admin');
    for (const body of [
      { price: -5 },
      { price: 'abc' },
      { fleet: 1.5 },
      {},
      { transmission: null },
      { role: 'admin' },
      { name: { en: '   ' } },
      { name: { en: '\u200b\u200b' } },
      { description: { en: '\u200b' } },
    ]) {
      const res = await client.call({ method: 'PUT', url: '/api/admin/transfers/vehicles/economy', token: admin.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const list = (await client.call({ method: 'GET', url: '/api/admin/transfers/vehicles', token: admin.token })).json().results as {
      _id: string;
      price: number;
    }[];
    expect(list.find((v) => v._id === 'economy')!.price).toBe(25);
    // An invisible translation is no translation: Turkish falls back to English.
    const renamed = await client.call({
      method: 'PUT',
      url: '/api/admin/transfers/vehicles/economy',
      token: admin.token,
      body: { name: { en: 'City car', tr: '\u200b ' } },
    });
    expect(renamed.json().name).toEqual({ en: 'City car' });
    expect(
      (await client.call({ method: 'PUT', url: '/api/admin/transfers/vehicles/nope', token: admin.token, body: { price: 5 } })).statusCode,
    ).toBe(404);
  });
});
