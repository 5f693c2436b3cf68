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

describe('car rental bookings: no party', () => {
  /** The body of the booking's first e-mail (its confirmation). */
  const mailOf = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], id: string) =>
    (app.db.$client.prepare('SELECT body FROM outbox WHERE booking_id = ? ORDER BY id LIMIT 1').get(id) as { body: string }).body;

  it('stores no passengers (the form asks for none), and no e-mail, export or read of it tells a party; a transfer keeps its own', async () => {
    const { app } = await buildTestApp();
    const client = new BookingsClient(app);
    const admin = await client.user('boss@example.com', 'admin');
    const rental = await client.book(rentalBooking({ pickupDate: day(2), dropoffDate: day(4) }));
    expect(rental.statusCode, rental.body).toBe(201);
    const transfer = await client.book({
      ...rentalBooking({}),
      type: 'transfer',
      vehicleId: 'standard',
      dropoff: { code: 'UZUNGOL' },
      date: day(2),
      time: '11:00',
      passengers: 3,
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const rentalId = rental.json().booking._id as string;
    const transferId = transfer.json().booking._id as string;

    const stored = (id: string) =>
      JSON.parse((app.db.$client.prepare('SELECT details FROM bookings WHERE id = ?').get(id) as { details: string }).details);
    expect(stored(rentalId)).not.toHaveProperty('passengers');
    expect(stored(transferId).passengers).toBe(3);
    const read = await client.call({ method: 'GET', url: `/api/admin/bookings/${rentalId}`, token: admin.token });
    expect(read.json().booking.details).not.toHaveProperty('passengers');

    expect(mailOf(app, rentalId)).not.toContain('Party:');
    expect(mailOf(app, transferId)).toContain('\nParty: 3 passengers\n');

    const csv = await client.call({ method: 'GET', url: '/api/admin/bookings/export.csv', token: admin.token });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const guestsCell = (reference: string) => {
      const guests = lines[0]!.split(',').indexOf('guests');
      return lines.find((line) => line.startsWith(`${reference},`))!.split(',')[guests];
    };
    expect(guestsCell(rental.json().booking.reference)).toBe('');
    expect(guestsCell(transfer.json().booking.reference)).toBe('3');
  });
});
