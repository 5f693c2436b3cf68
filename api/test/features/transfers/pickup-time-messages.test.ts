import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@trabzon/dates';
import { buildTestApp } from '../../helpers/build';

const day = (n: number) => addDays(todayIso(), n);

/** The field texts of POST /api/bookings/quote for these details (400 with `fields`). */
async function quoteApp() {
  const { app } = await buildTestApp();
  return async (body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/bookings/quote', payload: body });
    expect(res.statusCode, res.body).toBe(400);
    return res.json().fields as Record<string, string>;
  };
}

/*
 * QA: a pickup time no screen sends (25:99, from a crafted request) was answered "Please select a
 * pickup time", as if none had been given. It is told what a time looks like; a missing one is still asked for.
 */
describe('a booking’s pickup time that is no time of day says so; a missing one asks for it', () => {
  const transfer = {
    type: 'transfer',
    vehicleId: 'sedan',
    pickup: { code: 'TZX' },
    dropoff: { code: 'UZUNGOL' },
    date: day(3),
    passengers: 2,
  };
  const rental = { type: 'car-rental', vehicleId: 'economy', pickup: { code: 'TZX' }, dropoff: { code: 'TZX_CITY' } };

  it('transfer: 25:99, 9:5 or a number is not a valid time; none or an empty one is still "Please select a pickup time"', async () => {
    const fieldsOf = await quoteApp();
    for (const time of ['25:99', '9:5', '10:00:00', 1000]) {
      expect(await fieldsOf({ ...transfer, time })).toEqual({ time: 'Please enter a valid time (HH:MM)' });
    }
    expect(await fieldsOf(transfer)).toEqual({ time: 'Please select a pickup time' });
    expect(await fieldsOf({ ...transfer, time: '' })).toEqual({ time: 'Please select a pickup time' });
  });

  it('car rental: a pickup time of 25:99 is not a valid time; an empty one asks for one', async () => {
    const fieldsOf = await quoteApp();
    const dates = { pickupDate: day(2), dropoffDate: day(5) };
    expect(await fieldsOf({ ...rental, ...dates, pickupTime: '25:99' })).toEqual({ pickupTime: 'Please enter a valid time (HH:MM)' });
    expect(await fieldsOf({ ...rental, ...dates, pickupTime: '' })).toEqual({ pickupTime: 'Please select a pickup time' });
  });

  it("the answer's message is the field's text, which the screens recognise", async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: 'POST', url: '/api/bookings/quote', payload: { ...transfer, time: '25:99' } });
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'Please enter a valid time (HH:MM)' });
  });
});
