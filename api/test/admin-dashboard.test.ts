import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build';
import { Client } from './helpers/auth';
import { day, seededHotel } from './helpers/hotels';

describe('GET /api/admin/dashboard', () => {
  it('each statistic matches an independent count', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const admin = await client.signUp('boss@example.com', 'correct horse', 'Boss');
    app.db.$client.prepare("UPDATE users SET role = 'admin' WHERE email = 'boss@example.com'").run();
    const sqlite = app.db.$client;
    let n = 0;
    const insert = (type: string, status: string, cents: number, createdAt: string) => {
      n += 1;
      sqlite
        .prepare(
          `INSERT INTO bookings (id, reference, type, contact_first_name, contact_last_name, contact_email, contact_phone, start_date,
             details, line_items, subtotal_cents, tax_rate, tax_cents, total_cents, status, payment_method, created_at)
           VALUES (?, ?, ?, 'A', 'B', 'a@b.co', '+905320000000', '2027-01-01', '{}', '[]', ?, 0, 0, ?, ?, 'payAtHotel', ?)`,
        )
        .run(`b${n}`, `TZN-${String(n).padStart(6, '0')}`, type, cents, cents, status, createdAt);
    };
    // Istanbul is UTC+3: 22:30 UTC on day X is already day X+1 there.
    const now = new Date();
    const isoDaysAgo = (days: number, hourUtc: number) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hourUtc, 30));
      return d.toISOString();
    };
    insert('hotel', 'confirmed', 10_000, isoDaysAgo(2, 10)); // 2 days ago: 1 booking, $100
    insert('hotel', 'cancelled', 99_900, isoDaysAgo(2, 11)); // counted as a booking, not as revenue
    insert('flight', 'completed', 25_050, isoDaysAgo(5, 9)); // 5 days ago: $250.50
    insert('package', 'pending', 5_000, isoDaysAgo(5, 9)); // pending: no revenue
    insert('flight', 'confirmed', 1_000, isoDaysAgo(40, 9)); // outside the 30 days
    const res = await client.call({ method: 'GET', url: '/api/admin/dashboard?lang=en', token: admin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      days: { date: string; bookings: number; revenue: number }[];
      byType: { type: string; count: number }[];
      latest: { reference: string }[];
      lowStock: { kind: string; date: string; left: number }[];
    };
    expect(body.days).toHaveLength(30);
    const istanbulDay = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);
    const find = (iso: string) => body.days.find((d) => d.date === istanbulDay(iso));
    expect(find(isoDaysAgo(2, 10))).toMatchObject({ bookings: 2, revenue: 100 });
    expect(find(isoDaysAgo(5, 9))).toMatchObject({ bookings: 2, revenue: 250.5 });
    expect(body.days.reduce((s, d) => s + d.bookings, 0)).toBe(4);
    expect(body.days.reduce((s, d) => s + d.revenue, 0)).toBeCloseTo(350.5, 5);
    expect(body.byType).toEqual([
      { type: 'flight', count: 2 },
      { type: 'hotel', count: 2 },
      { type: 'package', count: 1 },
    ]);
    // Newest first; two made in the same instant: the later insert first.
    expect(body.latest.map((b) => b.reference)).toEqual(['TZN-000002', 'TZN-000001', 'TZN-000004', 'TZN-000003', 'TZN-000005']);

    // Low stock: one night down to 1 room, one down to 0, one blocked at 0 (not an alert), one beyond 14 days.
    const hotel = seededHotel(app, 'hamsikoy-stone-inn');
    const room = hotel.rooms[0]!;
    const set = (date: string, left: number, blocked = 0) =>
      sqlite
        .prepare(
          `INSERT INTO hotel_inventory (id, hotel_id, room_type_id, date, total_rooms, available_rooms, base_price_cents, blocked, block_reason)
           VALUES (lower(hex(randomblob(8))), ?, ?, ?, 5, ?, 10000, ?, ?)
           ON CONFLICT(room_type_id, date) DO UPDATE SET available_rooms = excluded.available_rooms, blocked = excluded.blocked, block_reason = excluded.block_reason`,
        )
        .run(hotel.id, room.id, date, left, blocked, blocked ? 'Renovation' : null);
    set(day(3), 1);
    set(day(4), 0);
    set(day(5), 0, 1);
    set(day(20), 0);
    const expected = (
      sqlite
        .prepare(
          `SELECT count(*) AS n FROM hotel_inventory i JOIN hotels h ON h.id = i.hotel_id
           WHERE i.date BETWEEN ? AND ? AND i.available_rooms < 2 AND i.blocked = 0 AND h.active = 1`,
        )
        .get(day(0), day(13)) as { n: number }
    ).n;
    const alerts = (await client.call({ method: 'GET', url: '/api/admin/dashboard', token: admin.token })).json().lowStock as {
      kind: string;
      date: string;
      left: number;
    }[];
    expect(alerts).toHaveLength(expected);
    expect(alerts.filter((a) => a.kind === 'hotel-night').map((a) => [a.date, a.left])).toEqual(
      expect.arrayContaining([
        [day(3), 1],
        [day(4), 0],
      ]),
    );
    expect(alerts.some((a) => a.date === day(5) || a.date === day(20))).toBe(false);
  });
});
