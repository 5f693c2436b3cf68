import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/build';
import { BookingsClient } from '../../helpers/bookings';

async function admin() {
  const { app } = await buildTestApp();
  await app.ready();
  const client = new BookingsClient(app);
  const { token } = await client.user('boss@example.com', 'admin');
  return { client, token };
}

/*
 * The contracts give the vehicle price and the taxi rates `multipleOf: 0.01`. Ajv checks it as
 * value / 0.01 being a whole number, which binary floating point breaks for most amounts with
 * cents (19.99 / 0.01 is 1998.9999999999998): the API's Ajv takes a `multipleOfPrecision`.
 */
describe('admin transfers: amounts with cents', () => {
  it('accepts a vehicle price of 19.99 and stores it', async () => {
    const { client, token } = await admin();
    const res = await client.call({ method: 'PUT', url: '/api/admin/transfers/vehicles/economy', token, body: { price: 19.99 } });
    expect(res.json().message).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(res.json().price).toBe(19.99);
  });

  it('accepts taxi rates of 2.55 base fare and 1.15 per km', async () => {
    const { client, token } = await admin();
    const body = { baseFare: 2.55, perKm: 1.15, roadFactor: 1.3 };
    const res = await client.call({ method: 'PUT', url: '/api/admin/transfers/taxi-rates', token, body });
    expect(res.json().message).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
  });

  it('accepts amounts whose cents survive the division too (45.50, 12.34), and refuses a third decimal', async () => {
    const { client, token } = await admin();
    const res = await client.call({ method: 'PUT', url: '/api/admin/transfers/vehicles/economy', token, body: { price: 45.5 } });
    expect(res.statusCode).toBe(200);
    const rates = await client.call({
      method: 'PUT',
      url: '/api/admin/transfers/taxi-rates',
      token,
      body: { baseFare: 12.34, perKm: 2, roadFactor: 1.3 },
    });
    expect(rates.statusCode).toBe(200);
    const third = await client.call({ method: 'PUT', url: '/api/admin/transfers/vehicles/economy', token, body: { price: 19.995 } });
    expect(third.statusCode).toBe(400);
  });

  it('refuses a kilometre at no cost (with no base fare, every ride was quoted at 0)', async () => {
    const { client, token } = await admin();
    const free = await client.call({
      method: 'PUT',
      url: '/api/admin/transfers/taxi-rates',
      token,
      body: { baseFare: 0, perKm: 0, roadFactor: 1.3 },
    });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe('perKm must be >= 0.01');
  });
});
