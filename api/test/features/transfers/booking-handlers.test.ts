import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@trabzon/dates';
import { buildTestApp } from '../../helpers/build';
import { BookingsClient, CVV, expiry } from '../../helpers/bookings';

const day = (n: number) => addDays(todayIso(), n);

const rentalBooking = (overrides: Record<string, unknown>) => ({
  type: 'car-rental',
  vehicleId: 'economy',
  pickup: { code: 'TZX' },
  dropoff: { code: 'TZX_CITY' },
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+90 462 555 12 34' },
  payment: { method: 'creditCard', cardNumber: '4111 1111 1111 1111', cardName: 'ADA LOVELACE', expiryDate: expiry(24), cvv: CVV },
  ...overrides,
});

describe('car rental bookings: when the car goes back', () => {
  it('ends on the drop-off day at the pickup time (a rental day is 24 hours), in the answer and in /bookings', async () => {
    const { app } = await buildTestApp();
    const client = new BookingsClient(app);
    const ada = await client.user('ada@example.com');
    const res = await client.book(rentalBooking({ pickupDate: day(2), dropoffDate: day(5), pickupTime: '09:30' }), ada.token);
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().booking;
    expect(booking).toMatchObject({ startDate: day(2), startTime: '09:30', endDate: day(5), endTime: '09:30' });
    expect(booking.details.endTime).toBe('09:30');
    const mine = await client.call({ method: 'GET', url: `/api/bookings/${booking._id}`, token: ada.token });
    expect(mine.json()).toMatchObject({ endDate: day(5), endTime: '09:30' });
  });

  it('a same-day rental has no end time to tell: the day alone', async () => {
    const { app } = await buildTestApp();
    const client = new BookingsClient(app);
    const res = await client.book(rentalBooking({ pickupDate: day(2), dropoffDate: day(2) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking).toMatchObject({ startTime: '10:00', endDate: day(2), endTime: null });
  });
});
