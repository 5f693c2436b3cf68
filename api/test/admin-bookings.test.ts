import { describe, expect, it } from 'vitest';
import { bookingBody, buildBookingsApp, inHours } from './helpers/bookings';
import { bookingsCsv, csvCell } from '../src/features/bookings/csv';
import type { BookingRow } from '../src/features/bookings/repository';
import { conflict } from '../src/lib/http-error';

const contact = (changes: Record<string, unknown>) => ({ ...(bookingBody().contact as Record<string, unknown>), ...changes });
type Row = { reference: string; status: string; total: number; startDate: string };

describe('admin bookings: filters, sorting, paging', () => {
  it('filters by status, service dates, created dates and text, sorts and pages', async () => {
    const { app, client } = await buildBookingsApp({ stock: { 'pkg-1': 30 } });
    const admin = await client.user('boss@example.com', 'admin');
    const made: { reference: string; id: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await client.book(
        bookingBody({
          guests: (i % 3) + 1,
          startsAt: inHours(48 + 24 * i),
          contact: contact({ firstName: i === 2 ? 'Zeynep' : 'Ada', email: `c${i}@example.com` }),
        }),
      );
      expect(res.statusCode).toBe(201);
      made.push({ reference: res.json().booking.reference, id: res.json().booking._id });
    }
    // Two made "earlier": their creation day is moved back by SQL, the list must follow.
    app.db.$client.prepare("UPDATE bookings SET created_at = '2026-01-05T10:00:00.000Z' WHERE id IN (?, ?)").run(made[0]!.id, made[1]!.id);
    const list = (query: string) => client.call({ method: 'GET', url: `/api/admin/bookings?${query}`, token: admin.token });

    const all = await list('limit=50');
    expect(all.json().total).toBe(6);
    const byText = await list('q=zeyn');
    expect(byText.json().results.map((b: Row) => b.reference)).toEqual([made[2]!.reference]);
    expect((await list(`q=${made[4]!.reference.toLowerCase()}`)).json().total).toBe(1);
    expect((await list('q=c5@example')).json().results[0].reference).toBe(made[5]!.reference);
    // Turkish letters: YILMAZ, yilmaz and Yılmaz all find Yılmaz (SQLite's lower() knows only ASCII).
    app.db.$client.prepare("UPDATE bookings SET contact_last_name = 'Yılmaz' WHERE id = ?").run(made[3]!.id);
    for (const q of ['YILMAZ', 'yilmaz', 'Y%C4%B1lmaz', 'ada%20yilmaz']) {
      expect({ q, found: (await list(`q=${q}`)).json().results.map((b: Row) => b.reference) }).toEqual({ q, found: [made[3]!.reference] });
    }

    const created = await list('createdFrom=2026-01-01&createdTo=2026-01-05');
    expect(
      created
        .json()
        .results.map((b: Row) => b.reference)
        .sort(),
    ).toEqual([made[0]!.reference, made[1]!.reference].sort());
    expect((await list('createdFrom=2026-01-06&createdTo=2026-01-31')).json().total).toBe(0);
    // Days are the agency's (Istanbul, UTC+3): 22:30 UTC on the 6th is already the 7th in Trabzon.
    app.db.$client.prepare("UPDATE bookings SET created_at = '2026-01-06T22:30:00.000Z' WHERE id = ?").run(made[1]!.id);
    expect((await list('createdFrom=2026-01-07&createdTo=2026-01-07')).json().results.map((b: Row) => b.reference)).toEqual([
      made[1]!.reference,
    ]);
    expect((await list('createdFrom=2026-01-06&createdTo=2026-01-06')).json().total).toBe(0);
    // A range that ends before it starts is refused with a reason, not answered "no bookings".
    for (const query of ['createdFrom=2026-01-07&createdTo=2026-01-06', 'from=2026-03-02&to=2026-03-01']) {
      const reversed = await list(query);
      expect({ query, status: reversed.statusCode, message: reversed.json().message }).toEqual({
        query,
        status: 400,
        message: 'The end of a date range cannot be before its start',
      });
    }
    expect((await list('from=2026-03-01&to=2026-03-01')).statusCode).toBe(200);

    const serviceFrom = inHours(48 + 24 * 3).slice(0, 10);
    const later = (await list(`from=${serviceFrom}`)).json().results as Row[];
    expect(later.every((b) => b.startDate >= serviceFrom)).toBe(true);
    expect(later.length).toBeGreaterThanOrEqual(2);

    const byTotal = (await list('sort=total&dir=asc&limit=50')).json().results as Row[];
    expect(byTotal.map((b) => b.total)).toEqual([...byTotal.map((b) => b.total)].sort((a, b) => a - b));
    const desc = (await list('sort=total&dir=desc&limit=50')).json().results as Row[];
    expect(desc[0]!.total).toBe(Math.max(...byTotal.map((b) => b.total)));

    // Status sorts in its lifecycle's order, not alphabetically (cancelled, completed, confirmed, pending).
    app.db.$client.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").run(made[0]!.id);
    app.db.$client.prepare("UPDATE bookings SET status = 'confirmed' WHERE id = ?").run(made[1]!.id);
    app.db.$client.prepare("UPDATE bookings SET status = 'completed' WHERE id = ?").run(made[2]!.id);
    app.db.$client.prepare("UPDATE bookings SET status = 'pending' WHERE id = ?").run(made[3]!.id);
    const statuses = async (dir: string) => [
      ...new Set(((await list(`sort=status&dir=${dir}&limit=50`)).json().results as Row[]).map((b) => b.status)),
    ];
    expect(await statuses('asc')).toEqual(['pending', 'confirmed', 'completed', 'cancelled']);
    expect(await statuses('desc')).toEqual(['cancelled', 'completed', 'confirmed', 'pending']);

    const page2 = await list('limit=4&page=2&sort=reference&dir=asc');
    expect(page2.json()).toMatchObject({ total: 6, page: 2, pages: 2 });
    const sortedRefs = made.map((m) => m.reference).sort();
    expect(page2.json().results.map((b: Row) => b.reference)).toEqual(sortedRefs.slice(4));

    for (const query of ['sort=price', 'dir=up', 'createdFrom=2026-02-30x', 'limit=1e400', 'page=Infinity', 'status=done']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });
});

describe('admin bookings: moves, history, stock, provider hook, e-mails', () => {
  it('allows only pending → confirmed → completed and pending/confirmed → cancelled, records who and when, gives stock back', async () => {
    const { app, client, stock } = await buildBookingsApp({ stock: { 'pkg-1': 5 } });
    stock.handler.initialStatus = 'pending';
    const providerCalls: string[] = [];
    let providerFails = false;
    stock.handler.cancelExternal = async (booking) => {
      providerCalls.push(booking.id);
      if (providerFails) throw conflict('The provider refused to cancel');
    };
    const admin = await client.user('boss@example.com', 'admin');
    const ada = await client.user('ada@example.com');
    const one = (await client.book(bookingBody(), ada.token, undefined)).json().booking;
    const two = (await client.call({ method: 'POST', url: '/api/bookings?lang=tr', body: bookingBody() })).json().booking;
    expect(stock.available()).toBe(3);
    const patch = (id: string, status: string) =>
      client.call({ method: 'PATCH', url: `/api/admin/bookings/${id}`, body: { status }, token: admin.token });

    // A status of another type gets the list of statuses, as a wrong word does (not "must be equal to constant").
    for (const status of [null, 5, 'done']) {
      const refused = await client.call({ method: 'PATCH', url: `/api/admin/bookings/${one._id}`, body: { status }, token: admin.token });
      expect([status, refused.statusCode, refused.json().message]).toEqual([
        status,
        400,
        'status must be one of: pending, confirmed, completed, cancelled',
      ]);
    }
    expect((await patch(one._id, 'completed')).statusCode).toBe(409); // pending cannot jump to completed
    expect((await patch(one._id, 'confirmed')).statusCode).toBe(200);
    expect((await patch(one._id, 'pending')).statusCode).toBe(409);
    // Not before its service begins (it is two days ahead): the drawer does not offer it either.
    const early = await patch(one._id, 'completed');
    expect({ status: early.statusCode, message: early.json().message }).toEqual({
      status: 409,
      message: 'A booking can be marked completed once its service has begun',
    });
    const offered = async () =>
      (await client.call({ method: 'GET', url: `/api/admin/bookings/${one._id}`, token: admin.token })).json().allowedMoves;
    expect(await offered()).toEqual(['cancelled']);
    // Its service began an hour ago (moved back by SQL): now it can be completed.
    const began = new Date(Date.now() - 3_600_000).toISOString();
    app.db.$client
      .prepare("UPDATE bookings SET start_date = ?, details = json_set(details, '$.serviceStartsAt', ?) WHERE id = ?")
      .run(began.slice(0, 10), began, one._id);
    expect(await offered()).toEqual(['completed', 'cancelled']);
    expect((await patch(one._id, 'completed')).statusCode).toBe(200);
    expect((await patch(one._id, 'cancelled')).statusCode).toBe(409);
    expect(stock.available()).toBe(3);

    providerFails = true;
    expect((await patch(two._id, 'cancelled')).statusCode).toBe(409); // the provider said no: nothing changed
    expect(stock.available()).toBe(3);
    providerFails = false;
    expect((await patch(two._id, 'cancelled')).statusCode).toBe(200);
    expect(stock.available()).toBe(4);
    expect(providerCalls).toEqual([two._id, two._id]);

    const detail = await client.call({ method: 'GET', url: `/api/admin/bookings/${one._id}`, token: admin.token });
    expect(detail.statusCode).toBe(200);
    const history = detail.json().history as { from: string | null; to: string; byName: string | null; by: string | null; at: string }[];
    expect(history.map((h) => [h.from, h.to])).toEqual([
      [null, 'pending'],
      ['pending', 'confirmed'],
      ['confirmed', 'completed'],
    ]);
    expect(history[0]!.by).toBe(ada.id);
    expect(history[1]!.by).toBe(admin.id);
    expect(history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
    expect(detail.json().allowedMoves).toEqual([]);
    expect((await client.call({ method: 'GET', url: '/api/admin/bookings/nope', token: admin.token })).statusCode).toBe(404);

    // E-mails: a confirmation for `one` (en) when confirmed, a cancellation for `two` in Turkish, each with an .ics.
    const mails = app.db.$client.prepare('SELECT * FROM outbox WHERE booking_id IS NOT NULL ORDER BY id').all() as {
      kind: string;
      language: string;
      booking_id: string;
      subject: string;
      body: string;
      attachments: string;
    }[];
    expect(mails.map((m) => [m.booking_id, m.kind, m.language])).toEqual([
      [one._id, 'booking-confirmation', 'en'],
      [two._id, 'booking-cancellation', 'tr'],
    ]);
    expect(mails[1]!.subject).toContain('iptal edildi');
    expect(mails[1]!.body).toContain(two.reference);
    const ics = JSON.parse(mails[0]!.attachments)[0];
    expect(ics.filename).toBe(`${one.reference}.ics`);
    expect(ics.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.content).toContain(`UID:${one.reference}@`);
    expect(ics.content).toContain('STATUS:CONFIRMED');
    expect(JSON.parse(mails[1]!.attachments)[0].content).toContain('METHOD:CANCEL');
  });

  it('exports the filtered list as CSV, escaped and guarded against formulas', async () => {
    const { app, client } = await buildBookingsApp({ stock: { 'pkg-1': 5 } });
    const admin = await client.user('boss@example.com', 'admin');
    const formula = await client.book(bookingBody({ contact: contact({ firstName: 'Formula', lastName: 'Smith' }) }));
    // Such a name is refused now (letters only), but a booking kept from before may hold one.
    app.db.$client
      .prepare('UPDATE bookings SET contact_first_name = ?, contact_last_name = ? WHERE id = ?')
      .run('=HYPERLINK("http://x")', 'Smith, "Jr"', formula.json().booking._id);
    await client.book(bookingBody({ contact: contact({ firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com' }) }));
    const res = await client.call({ method: 'GET', url: '/api/admin/bookings/export.csv?q=smith', token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    // Named by the agency's (Istanbul's) day, not UTC's: they differ from 21:00 UTC.
    const istanbulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bookings-${istanbulDay}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^reference,type,service,status,/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")","Smith, ""Jr"""`);
    expect(lines[1]).toContain(",'+90 (462) 555-12-34,");
    const all = await client.call({ method: 'GET', url: '/api/admin/bookings/export.csv', token: admin.token });
    expect(all.body).toContain('Ayşe,Yılmaz,ayse@example.com');
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('names what each booking is for in a service column (hotel and room, restaurant, package, vehicle, route)', () => {
    const row = (details: Record<string, unknown>) =>
      ({ reference: 'TZN-1', type: 'hotel', details, subtotalCents: 0, taxCents: 0, totalCents: 0 }) as unknown as BookingRow;
    const cells = (details: Record<string, unknown>) =>
      bookingsCsv([row(details)])
        .trimEnd()
        .split('\r\n')[1]!
        .split(',');
    expect(cells({ hotelName: 'Zigana Inn', roomTypeName: 'Double Room' })[2]).toBe('Zigana Inn · Double Room');
    expect(cells({ restaurantName: 'Yalı Meze House' })[2]).toBe('Yalı Meze House');
    expect(cells({ origin: 'TZX', destination: 'IST' })[2]).toBe('TZX → IST');
    expect(cells({})[2]).toBe('');
  });

  it('leaves the guests cell empty for a car rental, even the 2 an older rental kept; a ride keeps its passengers', () => {
    const row = (type: string, guests: number) =>
      ({ reference: 'TC-1', type, guests, details: {}, subtotalCents: 0, taxCents: 0, totalCents: 0 }) as unknown as BookingRow;
    const [header, rental, ride] = bookingsCsv([row('car-rental', 2), row('transfer', 3)])
      .trimEnd()
      .split('\r\n');
    const guests = header!
      .replace(/^\uFEFF/, '')
      .split(',')
      .indexOf('guests');
    expect(guests).toBe(8);
    expect([rental!.split(',')[guests], ride!.split(',')[guests]]).toEqual(['', '3']);
  });

  it('csvCell quotes, doubles quotes and neutralises formula starts', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).startsWith(start === '\r' ? '"\'' : "'")).toBe(true);
    expect(csvCell('12.50', { text: false })).toBe('12.50');
    expect(csvCell(null)).toBe('');
  });
});
