import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signBookingKey } from '../../../src/features/auth/tokens';
import { bookingBody, buildBookingsApp, inHours } from '../../helpers/bookings';

/** The body of the booking's latest confirmation e-mail in the outbox. */
function confirmationMail(app: FastifyInstance, bookingId: string): string {
  const row = app.db.$client
    .prepare("SELECT body FROM outbox WHERE booking_id = ? AND kind = 'booking-confirmation' ORDER BY id DESC LIMIT 1")
    .get(bookingId) as { body: string } | undefined;
  return row?.body ?? '';
}

/** The key of the link a guest's confirmation ends with. */
function keyOfMail(body: string): string {
  const link = /\/bookings\/find\?reference=[^&\s]+&key=(\S+)/.exec(body);
  if (!link) throw new Error(`no booking link in:\n${body}`);
  return link[1]!;
}

describe("a guest's booking by the link of its confirmation e-mail", () => {
  it('the e-mail links to it; the link shows it and cancels it while free cancellation lasts', async () => {
    const { app, client, stock } = await buildBookingsApp();
    const { booking } = (await client.book(bookingBody({ startsAt: inHours(48) }))).json();
    const mail = confirmationMail(app, booking._id);
    expect(mail).toContain(
      `To see or cancel this booking online:\nhttp://localhost:8080/bookings/find?reference=${booking.reference}&key=`,
    );
    const key = keyOfMail(mail);

    const seen = await client.call({ method: 'GET', url: `/api/bookings/manage?key=${key}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ _id: booking._id, reference: booking.reference, status: 'confirmed', userId: null });
    expect(stock.available()).toBe(4);

    const cancelled = await client.call({ method: 'POST', url: '/api/bookings/manage/cancel', body: { key } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking).toMatchObject({ _id: booking._id, status: 'cancelled', cancellable: false, userId: null });
    expect(stock.available()).toBe(5);
    // The cancellation is e-mailed, and it carries no link (there is nothing left to cancel).
    const cancellation = app.db.$client
      .prepare("SELECT body FROM outbox WHERE booking_id = ? AND kind = 'booking-cancellation'")
      .get(booking._id) as { body: string };
    expect(cancellation.body).not.toContain('/bookings/find');
    const again = await client.call({ method: 'POST', url: '/api/bookings/manage/cancel', body: { key } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A cancelled booking cannot be cancelled');
  });

  it('within 24 hours of the service the link shows the booking but cannot cancel it', async () => {
    const { app, client, stock } = await buildBookingsApp();
    const { booking } = (await client.book(bookingBody({ startsAt: inHours(23) }))).json();
    const mail = confirmationMail(app, booking._id);
    // The e-mail offers to see it, not to cancel it.
    expect(mail).toContain('To see this booking online:\nhttp://localhost:8080/bookings/find?');
    expect(mail).not.toContain('cancel this booking online');
    const key = keyOfMail(mail);
    expect((await client.call({ method: 'GET', url: `/api/bookings/manage?key=${key}` })).json().cancellable).toBe(false);
    const refused = await client.call({ method: 'POST', url: '/api/bookings/manage/cancel', body: { key } });
    expect(refused.statusCode).toBe(409);
    expect(stock.available()).toBe(4);
  });

  it('opens nothing with a key we did not sign, a sign-in token, or a tampered key; the key signs nobody in', async () => {
    const { app, client } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    const { booking } = (await client.book(bookingBody({ startsAt: inHours(48) }))).json();
    const key = keyOfMail(confirmationMail(app, booking._id));
    const tampered = `${key.slice(0, -2)}${key.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of ['x'.repeat(40), ada.token, tampered]) {
      const seen = await client.call({ method: 'GET', url: `/api/bookings/manage?key=${encodeURIComponent(bad)}` });
      expect(seen.statusCode).toBe(404);
      expect(seen.json().code).toBe('MANAGE_LINK_INVALID');
      expect((await client.call({ method: 'POST', url: '/api/bookings/manage/cancel', body: { key: bad } })).statusCode).toBe(404);
    }
    expect((await client.call({ method: 'GET', url: '/api/bookings', token: key })).statusCode).toBe(401);
    expect((await client.call({ method: 'GET', url: '/api/bookings/manage' })).statusCode).toBe(400);
  });

  it("an account's booking is e-mailed without a link (it is in My bookings), and no key opens it", async () => {
    const { app, client } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    const { booking } = (await client.book(bookingBody({ startsAt: inHours(48) }), ada.token)).json();
    const mail = confirmationMail(app, booking._id);
    expect(mail).toContain(booking.reference);
    expect(mail).not.toContain('/bookings/find');
    const signed = signBookingKey(app.jwt, booking._id);
    expect((await client.call({ method: 'GET', url: `/api/bookings/manage?key=${signed}` })).statusCode).toBe(404);
    expect((await client.call({ method: 'POST', url: '/api/bookings/manage/cancel', body: { key: signed } })).statusCode).toBe(404);
  });
});
