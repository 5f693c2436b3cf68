import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/build';
import { Client } from '../../helpers/auth';
import { testTokens, sql } from '../../helpers/hotels';

describe('GET /api/admin/stats', () => {
  it('is for admins only', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const { user } = await testTokens(client);
    expect((await client.call({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    expect((await client.call({ method: 'GET', url: '/api/admin/stats', token: user })).statusCode).toBe(403);
  });

  it('counts bookings, users, revenue of confirmed and completed bookings, and active hotels, restaurants and packages', async () => {
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
    // The seed's 13 hotels, 14 restaurants and 8 packages are all active; one of each switched off leaves 32.
    sql(app, "UPDATE hotels SET active = 0 WHERE slug = 'hamsikoy-stone-inn'");
    sql(app, "UPDATE restaurants SET active = 0 WHERE slug = 'hamsi-kosku'");
    sql(app, 'UPDATE packages SET active = 0 WHERE id = (SELECT min(id) FROM packages)');
    const res = await client.call({ method: 'GET', url: '/api/admin/stats', token: admin });
    expect(res.statusCode).toBe(200);
    // 4 bookings inserted above, the 2 test accounts, 100.50 + 200.00 USD (cancelled and pending ones left out).
    expect(res.json()).toEqual({ totalBookings: 4, totalUsers: 2, totalRevenue: 300.5, activeListings: 32 });
  });

  it('reads zero on an empty site and follows a new user and a new active hotel', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const { admin } = await testTokens(client);
    const before = (await client.call({ method: 'GET', url: '/api/admin/stats', token: admin })).json();
    expect(before).toEqual({ totalBookings: 0, totalUsers: 2, totalRevenue: 0, activeListings: 35 });
    const registered = await client.register({ name: 'Third Person', email: 'third@example.com', password: 'correct horse' });
    expect(registered.statusCode).toBe(201);
    const after = (await client.call({ method: 'GET', url: '/api/admin/stats', token: admin })).json();
    expect(after).toEqual({ totalBookings: 0, totalUsers: 3, totalRevenue: 0, activeListings: 35 });
  });
});
