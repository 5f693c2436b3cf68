import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build';
import { Client } from './helpers/auth';
import { testTokens, sql } from './helpers/hotels';

describe('GET /api/admin/stats', () => {
  it('is for admins only', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const { user } = await testTokens(client);
    expect((await client.call({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    expect((await client.call({ method: 'GET', url: '/api/admin/stats', token: user })).statusCode).toBe(403);
  });

  it('counts bookings, users, revenue of confirmed and completed bookings, and active hotels', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const { admin } = await testTokens(client);
    const insert = (reference: string, status: string, cents: number) =>
      sql(
        app,
        `INSERT INTO bookings (id, reference, type, contact_first_name, contact_last_name, contact_email, contact_phone, start_date,
           details, line_items, subtotal_cents, tax_rate, tax_cents, total_cents, status, payment_method)
         VALUES (?, ?, 'hotel', 'A', 'B', 'a@b.co', '+905320000000', '2027-01-01', '{}', '[]', ?, 0, 0, ?, ?, 'payAtHotel')`,
        reference,
        reference,
        cents,
        cents,
        status,
      );
    insert('TZN-000001', 'confirmed', 10_050);
    insert('TZN-000002', 'completed', 20_000);
    insert('TZN-000003', 'cancelled', 99_900);
    insert('TZN-000004', 'pending', 5_000);
    sql(app, "UPDATE hotels SET active = 0 WHERE slug = 'hamsikoy-stone-inn'");
    const hotels = (app.db.$client.prepare('SELECT count(*) AS n FROM hotels WHERE active = 1').get() as { n: number }).n;
    const res = await client.call({ method: 'GET', url: '/api/admin/stats', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalBookings: 4, totalUsers: 2, totalRevenue: 300.5, activeListings: hotels });
    expect(hotels).toBeGreaterThanOrEqual(12);
  });
});
