import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { holdMail } from '../../../src/features/notifications/hold-mail';
import { buildTestApp } from '../../helpers/build';
import { day, seededHotel } from '../../helpers/hotels';

// The hold e-mail is written before the booking's transaction (service.create): it must still be
// the e-mail of the row that committed, reference included, and there is none for a refused booking.

const NOW = new Date();
const PUBLIC_URL = 'https://trabzon.example';

/** References from `draws`, then 1, 2, 3… */
async function holdsApp(draws: number[]) {
  let next = 0;
  const { app } = await buildTestApp(
    {},
    { now: () => NOW, publicUrl: PUBLIC_URL, randomInt: () => draws.shift() ?? (next += 1), unpaid: { perHotelNight: 2 } },
  );
  const hotel = seededHotel(app, 'hamsikoy-stone-inn');
  const hold = (email: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/bookings?lang=tr',
      remoteAddress: ip,
      payload: {
        type: 'hotel',
        hotelId: hotel.id,
        roomTypeId: hotel.rooms[0]!.id,
        checkIn: day(12),
        checkOut: day(14),
        guests: 2,
        contact: { firstName: 'Ayşe', lastName: 'Yılmaz', email, phone: '+90 555 111 22 33' },
        specialRequests: 'Sea view',
        payment: { method: 'payAtHotel' },
      },
    });
  return { app, hold };
}

function mails(app: FastifyInstance) {
  return app.db.$client.prepare('SELECT "to", subject, body, kind, language, booking_id AS bookingId FROM outbox ORDER BY id').all() as {
    to: string;
    subject: string;
    body: string;
    kind: string;
    language: string;
    bookingId: string;
  }[];
}

describe('the hold e-mail of a booking', () => {
  it('is the e-mail of the committed row, with the reference drawn again after a clash', async () => {
    const { app, hold } = await holdsApp([111_111, 111_111, 222_222]);
    const first = await hold('one@example.com', '198.51.100.1');
    const second = await hold('two@example.com', '198.51.100.2');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect([first.json().booking.reference, second.json().booking.reference]).toEqual(['TZN-111111', 'TZN-222222']);

    const sent = mails(app);
    expect(sent).toHaveLength(2);
    for (const [i, res] of [first, second].entries()) {
      const row = app.repos.bookings.findById(res.json().booking._id)!;
      const link = /^https:\/\/trabzon\.example\/bookings\/confirm\/\S+$/m.exec(sent[i]!.body)![0];
      const expected = holdMail(row, link, 'Trabzon Travel', NOW);
      expect(sent[i]).toEqual({
        to: expected.to,
        subject: expected.subject,
        body: expected.body,
        kind: 'booking-hold',
        language: 'tr',
        bookingId: row.id,
      });
      expect(sent[i]!.subject).toContain(row.reference);
    }
  });

  it('is not written for a booking refused inside its transaction', async () => {
    const { app, hold } = await holdsApp([]);
    expect((await hold('one@example.com', '198.51.100.1')).statusCode).toBe(201);
    expect((await hold('two@example.com', '198.51.100.2')).statusCode).toBe(201);
    // A third unpaid stay on the same nights passes the per hotel-night limit (2 here): refused under the lock.
    const refused = await hold('three@example.com', '198.51.100.3');
    expect(refused.statusCode).toBe(409);
    expect(mails(app).map((m) => m.to)).toEqual(['one@example.com', 'two@example.com']);
  });
});
