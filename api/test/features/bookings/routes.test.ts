import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CARD, CVV, TEST_PRICE_CENTS, bookingBody, buildBookingsApp, expiry, inHours } from '../../helpers/bookings';

type Body = Record<string, unknown>;
const contactWith = (changes: Body) => ({ ...(bookingBody().contact as Body), ...changes });
const paymentWith = (changes: Body) => ({ ...(bookingBody().payment as Body), ...changes });
function contactWithout(field: string) {
  const contact = contactWith({});
  delete contact[field];
  return contact;
}
function paymentWithout(field: string) {
  const payment = paymentWith({});
  delete payment[field];
  return payment;
}

describe('POST /api/bookings: a booking is stored, priced by the server and takes stock', () => {
  it('answers 201 with the booking, stored with the server price, tax and card brand and last four only', async () => {
    const { app, client, stock } = await buildBookingsApp();
    const startsAt = inHours(72);
    const res = await client.book(bookingBody({ startsAt }));
    expect(res.statusCode).toBe(201);
    const { booking } = res.json();
    // 2 guests × $125.50 = $251.00; 12 % tax = $30.12
    expect(booking).toEqual({
      _id: expect.any(String),
      reference: expect.stringMatching(/^TP-\d{6}$/),
      type: 'package',
      status: 'confirmed',
      userId: null,
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+90 (462) 555-12-34' },
      startDate: startsAt.slice(0, 10),
      endDate: null,
      startTime: startsAt.slice(11, 16),
      endTime: null,
      guests: 2,
      details: { itemId: 'pkg-1', name: 'Package pkg-1', serviceStartsAt: startsAt },
      lineItems: [{ label: 'Package pkg-1', quantity: 2, unitPrice: 125.5, total: 251 }],
      subtotal: 251,
      taxRate: 12,
      tax: 30.12,
      total: 281.12,
      currency: 'USD',
      specialRequests: 'Late arrival',
      payment: { method: 'creditCard', cardBrand: 'visa', cardLast4: '1111' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      cancelledAt: null,
      cancellable: true,
      cancellableUntil: inHours(-24, Date.parse(startsAt)),
    });
    expect(stock.available()).toBe(4);
    const row = app.db.$client.prepare('SELECT * FROM bookings').get() as Body;
    expect(row).toMatchObject({ subtotal_cents: 25100, tax_cents: 3012, total_cents: 28112, card_brand: 'visa', card_last4: '1111' });
  });

  it('the price comes from the server even when the client sends another (extra fields are ignored)', async () => {
    const { app, client } = await buildBookingsApp();
    const res = await client.book(
      bookingBody({
        total: 1,
        subtotal: 1,
        tax: 0,
        price: 1,
        priceCents: 1,
        lineItems: [],
        status: 'completed',
        userId: 'someone',
        reference: 'TP-000001',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { booking } = res.json();
    expect(booking).toMatchObject({ subtotal: 251, tax: 30.12, total: 281.12, status: 'confirmed', userId: null });
    expect(booking.reference).not.toBe('TP-000001');
    expect(booking.details).not.toHaveProperty('total');
    const row = app.db.$client.prepare('SELECT total_cents, details FROM bookings').get() as { total_cents: number; details: string };
    expect(row.total_cents).toBe(28112);
    expect(row.details).not.toMatch(/total|price"/);
  });

  it('takes the tax rate from the payment settings and rounds the tax half up to the cent', async () => {
    const { app, client } = await buildBookingsApp();
    app.db.$client.prepare(`UPDATE settings SET value = '{"taxRate":12.5,"currency":"USD"}' WHERE key = 'payment'`).run();
    // one guest: 12550 × 12.5 % = 1568.75 cents → 1569
    const res = await client.book(bookingBody({ guests: 1 }));
    expect(res.json().booking).toMatchObject({ subtotal: 125.5, taxRate: 12.5, tax: 15.69, total: 141.19 });
  });

  it('links the booking to the signed-in user; a bad token is 401, not a silent guest booking', async () => {
    const { client } = await buildBookingsApp();
    const { token, id } = await client.user('ada@example.com');
    const res = await client.book(bookingBody(), token);
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.userId).toBe(id);
    const bad = await client.book(bookingBody(), 'not-a-token');
    expect(bad.statusCode).toBe(401);
    expect(client.count()).toBe(1);
  });

  it('takes pay at the hotel without any card field and keeps no card data', async () => {
    const { client } = await buildBookingsApp();
    const res = await client.book(bookingBody({ payment: { method: 'payAtHotel' } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.payment).toEqual({ method: 'payAtHotel', cardBrand: null, cardLast4: null });
  });

  it('answers 404 for an unknown item and 400 for an unknown type, and writes nothing', async () => {
    const { client, stock } = await buildBookingsApp();
    const missing = await client.book(bookingBody({ itemId: 'nope' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Package not found');
    const unknown = await client.book(bookingBody({ type: 'spaceflight' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      statusCode: 400,
      message: 'Bookings of type spaceflight are not available',
      fields: { type: 'Bookings of type spaceflight are not available' },
    });
    expect(client.count()).toBe(0);
    expect(stock.available()).toBe(5);
  });

  it('answers 409 when the stock is gone and writes nothing', async () => {
    const { client, stock } = await buildBookingsApp({ stock: { 'pkg-1': 0 } });
    const res = await client.book();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This package is sold out');
    expect(client.count()).toBe(0);
    expect(stock.available()).toBe(0);
  });

  it('masks a card number typed into the special requests', async () => {
    const { client } = await buildBookingsApp();
    const res = await client.book(bookingBody({ specialRequests: `Please charge 4111-1111-1111-1111 and call +90 462 555 1234` }));
    expect(res.json().booking.specialRequests).toBe('Please charge [card number removed] and call +90 462 555 1234');
  });
});

describe('POST /api/bookings: validation, one message per field', () => {
  const cases: [string, Body, string, string][] = [
    ['first name missing', { contact: contactWithout('firstName') }, 'contact.firstName', 'This field is required'],
    ['first name blank', { contact: contactWith({ firstName: '   ' }) }, 'contact.firstName', 'This field is required'],
    ['last name missing', { contact: contactWithout('lastName') }, 'contact.lastName', 'This field is required'],
    [
      'first name with an emoji',
      { contact: contactWith({ firstName: 'محمد 😀' }) },
      'contact.firstName',
      'Use letters only: spaces, hyphens, apostrophes and dots are fine',
    ],
    [
      'last name with a symbol',
      { contact: contactWith({ lastName: 'Kaya ★' }) },
      'contact.lastName',
      'Use letters only: spaces, hyphens, apostrophes and dots are fine',
    ],
    [
      'last name with digits',
      { contact: contactWith({ lastName: 'Kaya12' }) },
      'contact.lastName',
      'Use letters only: spaces, hyphens, apostrophes and dots are fine',
    ],
    ['e-mail missing', { contact: contactWithout('email') }, 'contact.email', 'This field is required'],
    ['e-mail malformed', { contact: contactWith({ email: 'ada@example' }) }, 'contact.email', 'Please enter a valid email'],
    ['phone missing', { contact: contactWithout('phone') }, 'contact.phone', 'This field is required'],
    ['phone with letters', { contact: contactWith({ phone: '555-CALL-ME' }) }, 'contact.phone', 'Please enter a valid phone number'],
    ['phone too short', { contact: contactWith({ phone: '12 34' }) }, 'contact.phone', 'Please enter a valid phone number'],
    ['payment method missing', { payment: paymentWithout('method') }, 'payment.method', 'This field is required'],
    ['payment method unknown', { payment: paymentWith({ method: 'bitcoin' }) }, 'payment.method', 'Please choose a payment method'],
    ['card number missing', { payment: paymentWithout('cardNumber') }, 'payment.cardNumber', 'This field is required'],
    [
      'card number failing Luhn',
      { payment: paymentWith({ cardNumber: '4111 1111 1111 1112' }) },
      'payment.cardNumber',
      'Please enter a valid card number',
    ],
    ['card number too short', { payment: paymentWith({ cardNumber: '4242' }) }, 'payment.cardNumber', 'Please enter a valid card number'],
    ['name on card missing', { payment: paymentWithout('cardName') }, 'payment.cardName', 'This field is required'],
    ['expiry missing', { payment: paymentWithout('expiryDate') }, 'payment.expiryDate', 'This field is required'],
    [
      'expiry malformed',
      { payment: paymentWith({ expiryDate: '13/30' }) },
      'payment.expiryDate',
      'Please enter a valid expiry date (MM/YY)',
    ],
    ['expiry in the past', { payment: paymentWith({ expiryDate: expiry(-1) }) }, 'payment.expiryDate', 'The card has expired'],
    ['CVV missing', { payment: paymentWithout('cvv') }, 'payment.cvv', 'This field is required'],
    ['CVV of two digits', { payment: paymentWith({ cvv: '12' }) }, 'payment.cvv', 'Please enter a valid CVV'],
    ['CVV with letters', { payment: paymentWith({ cvv: '12a' }) }, 'payment.cvv', 'Please enter a valid CVV'],
    ['a detail of the type missing', { itemId: undefined }, 'itemId', 'This field is required'],
    ['a detail of the type invalid', { guests: 11 }, 'guests', 'Must be at most 10'],
    // A fraction of a guest is refused, not rounded; a JSON body is never coerced (as on every route)
    ['a whole-number detail with a fraction', { guests: 2.5 }, 'guests', 'Please enter a whole number'],
    ['a whole-number detail sent as a fractional string', { guests: '2.5' }, 'guests', 'Please enter a whole number'],
    ['a whole-number detail sent as a string', { guests: '2' }, 'guests', 'Please enter a whole number'],
    ['a whole-number detail sent as true', { guests: true }, 'guests', 'Please enter a whole number'],
    ['a detail with its own message', { agreeTerms: false }, 'agreeTerms', 'You must agree to the terms and conditions'],
  ];
  for (const [name, change, field, message] of cases) {
    it(`${name}: 400 with fields["${field}"] = "${message}" and nothing written`, async () => {
      const { client, stock } = await buildBookingsApp();
      const res = await client.book(bookingBody(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, message, fields: { [field]: message } });
      expect(client.count()).toBe(0);
      expect(stock.available()).toBe(5);
    });
  }

  it('names every failing field at once; the message is the first of them', async () => {
    const { client } = await buildBookingsApp();
    const res = await client.book({ type: 'package', itemId: 'pkg-1', startsAt: inHours(72), payment: { method: 'creditCard', cvv: '1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      message: 'This field is required',
      fields: {
        'contact.firstName': 'This field is required',
        'contact.lastName': 'This field is required',
        'contact.email': 'This field is required',
        'contact.phone': 'This field is required',
        'payment.cardNumber': 'This field is required',
        'payment.cardName': 'This field is required',
        'payment.expiryDate': 'This field is required',
        'payment.cvv': 'Please enter a valid CVV',
      },
    });
  });

  it('card fields are not required (nor checked) for pay at the hotel', async () => {
    const { client } = await buildBookingsApp();
    for (const payment of [{ method: 'payAtHotel' }, { method: 'payAtHotel', cardNumber: '1234', cvv: 'x', expiryDate: '99/99' }]) {
      const res = await client.book(bookingBody({ payment }));
      expect(res.statusCode).toBe(201);
      expect(res.json().booking.payment).toEqual({ method: 'payAtHotel', cardBrand: null, cardLast4: null });
    }
  });

  it('accepts phone numbers with +, spaces, dashes and parentheses, 7 to 15 digits', async () => {
    const { client } = await buildBookingsApp();
    for (const phone of ['+90 (462) 555-12-34', '5551234', '+1 212-555-0100', '123456789012345']) {
      const res = await client.book(bookingBody({ contact: contactWith({ phone }) }));
      expect({ phone, status: res.statusCode }).toEqual({ phone, status: 201 });
    }
  });

  it('takes names in every script, hyphens, apostrophes and initials', async () => {
    const { client } = await buildBookingsApp();
    for (const [firstName, lastName] of [
      ['İlkay Şükrü', 'Ağaoğlu'],
      ['محمد', 'عبد الله'],
      ['J. R.', "O'Brien-D\u2019Angelo"],
    ]) {
      const res = await client.book(bookingBody({ contact: contactWith({ firstName, lastName }) }));
      expect({ firstName, status: res.statusCode }).toEqual({ firstName, status: 201 });
    }
  });

  it('takes a phone typed with Arabic-Indic digits and keeps it as 0-9', async () => {
    const { client } = await buildBookingsApp();
    const res = await client.book(bookingBody({ contact: contactWith({ phone: '+966 ٥٠ ١٢٣ ٤٥٦٧' }) }));
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.contact.phone).toBe('+966 50 123 4567');
  });
});

describe('card data is never stored or logged', () => {
  it('no card number or CVV in the database files or the log after bookings, good and refused', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { app, client, dir } = await buildBookingsApp({ logStream, config: { logLevel: 'trace' } });
    expect((await client.book(bookingBody({ payment: paymentWith({ cardNumber: CARD, cvv: CVV }) }))).statusCode).toBe(201);
    expect((await client.book(bookingBody({ payment: paymentWith({ cardNumber: '4111 1111 1111 1111', cvv: CVV }) }))).statusCode).toBe(
      201,
    );
    // refused after the card was read: expired, sold out, a handler failure
    expect(
      (await client.book(bookingBody({ payment: paymentWith({ cardNumber: CARD, cvv: CVV, expiryDate: expiry(-2) }) }))).statusCode,
    ).toBe(400);
    expect((await client.book(bookingBody({ itemId: 'nope', payment: paymentWith({ cardNumber: CARD, cvv: CVV }) }))).statusCode).toBe(404);
    // a broken body (bad JSON) and a schema failure with the card in it
    expect(
      (
        await client.call({
          method: 'POST',
          url: '/api/bookings',
          body: `{"payment":{"cardNumber":"${CARD}","cvv":"${CVV}"`,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await client.book(bookingBody({ payment: { method: 'creditCard', cardNumber: CARD, cvv: CVV, cardName: 'x'.repeat(3000) } })))
        .statusCode,
    ).toBe(400);
    // the redact configuration, should any code ever log a body
    app.log.error({ body: { payment: { cardNumber: CARD, cvv: CVV } }, payment: { cardNumber: CARD, cvv: CVV } }, 'a careless log line');
    expect(lines.join('\n')).toContain('a careless log line');
    expect(lines.length).toBeGreaterThan(5);

    const sqlite = app.db.$client;
    expect(sqlite.prepare('SELECT card_brand, card_last4 FROM bookings').all()).toEqual([
      { card_brand: 'visa', card_last4: '1111' },
      { card_brand: 'visa', card_last4: '1111' },
    ]);
    const files = fs.readdirSync(dir).filter((name) => name.startsWith('test.db'));
    expect(files).toEqual(expect.arrayContaining(['test.db', 'test.db-wal']));
    // CVV as a token of its own: not inside a longer run of digits or hex, nor a 4-character UUID
    // group (the seeded inventory holds ~35,000 of them, so "-7319-" turns up by chance)
    const cvvAlone = new RegExp(`(?<![0-9a-fA-F-])${CVV}(?![0-9a-fA-F-])`);
    const dbTexts = files.map((name) => fs.readFileSync(path.join(dir, name)).toString('latin1'));
    for (const text of [...dbTexts, lines.join('\n')]) {
      expect(text).not.toContain(CARD);
      expect(text).not.toContain('4111 1111 1111 1111');
      expect(text).not.toMatch(cvvAlone);
    }
    for (const text of dbTexts) expect(text).not.toMatch(/"cvv"|cardNumber/);
  });
});

describe('references', () => {
  it('TP- and six digits from the random source, leading zeros kept', async () => {
    const { client } = await buildBookingsApp({ bookings: { randomInt: () => 42 } });
    expect((await client.book()).json().booking.reference).toBe('TP-000042');
  });

  it('a clash is retried with a new number, and the stock is taken once', async () => {
    const draws = [123456, 123456, 123456, 654321];
    const { app, client, stock } = await buildBookingsApp({ bookings: { randomInt: () => draws.shift()! } });
    const first = await client.book();
    expect(first.json().booking.reference).toBe('TP-123456');
    const second = await client.book();
    expect(second.statusCode).toBe(201);
    expect(second.json().booking.reference).toBe('TP-654321');
    expect(draws).toEqual([]);
    expect(stock.calls.reserve).toBe(2);
    expect(stock.available()).toBe(3);
    const refs = app.db.$client.prepare('SELECT reference FROM bookings ORDER BY reference').all();
    expect(refs).toEqual([{ reference: 'TP-123456' }, { reference: 'TP-654321' }]);
  });

  it('when every attempt clashes nothing is written and the stock stays (500, never a duplicate)', async () => {
    const { client, stock } = await buildBookingsApp({ bookings: { randomInt: () => 7 } });
    expect((await client.book()).statusCode).toBe(201);
    const res = await client.book();
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('An unexpected error occurred');
    expect(client.count()).toBe(1);
    expect(stock.available()).toBe(4);
  });
});

describe('idempotency', () => {
  it('the same key again returns the first booking with 200 and books nothing more', async () => {
    const { client, stock } = await buildBookingsApp();
    const body = bookingBody({ idempotencyKey: 'order-1' });
    const first = await client.book(body);
    expect(first.statusCode).toBe(201);
    const again = await client.book(body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // the key in the header works the same way
    const { idempotencyKey: _key, ...sameWithoutKey } = body;
    const header = await client.book(sameWithoutKey, undefined, { 'Idempotency-Key': 'order-1' });
    expect(header.statusCode).toBe(200);
    expect(header.json().booking._id).toBe(first.json().booking._id);
    expect(client.count()).toBe(1);
    expect(stock.available()).toBe(4);
    expect(first.json().booking.details).not.toHaveProperty('_requestFingerprint');
  });

  it('a key reused for another booking is 409', async () => {
    const { client } = await buildBookingsApp();
    expect((await client.book(bookingBody({ idempotencyKey: 'order-1' }))).statusCode).toBe(201);
    for (const other of [{ guests: 3 }, { contact: contactWith({ firstName: 'Eve' }) }, { payment: { method: 'payAtHotel' } }]) {
      const res = await client.book(bookingBody({ idempotencyKey: 'order-1', ...other }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This idempotency key was already used for another booking');
    }
    expect(client.count()).toBe(1);
  });

  it('the same key from another user is 409, not their booking', async () => {
    const { client } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    const eve = await client.user('eve@example.com');
    expect((await client.book(bookingBody({ idempotencyKey: 'k' }), ada.token)).statusCode).toBe(201);
    expect((await client.book(bookingBody({ idempotencyKey: 'k' }), eve.token)).statusCode).toBe(409);
    expect((await client.book(bookingBody({ idempotencyKey: 'k' }))).statusCode).toBe(409);
  });

  it('a header and body key that differ are refused', async () => {
    const { client } = await buildBookingsApp();
    const res = await client.book(bookingBody({ idempotencyKey: 'a' }), undefined, { 'Idempotency-Key': 'b' });
    expect(res.statusCode).toBe(400);
    expect(client.count()).toBe(0);
  });

  it('10 concurrent submissions with the same key make one booking and take one unit', async () => {
    const { client, stock } = await buildBookingsApp();
    const body = bookingBody({ idempotencyKey: 'double-click' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.book(body)));
    expect(stock.calls.quote).toBeGreaterThan(1); // they really overlapped
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().booking._id)).size).toBe(1);
    expect(client.count()).toBe(1);
    expect(stock.available()).toBe(4);
    expect(stock.calls.reserve).toBe(1);
  });
});

describe('the race for the last units', () => {
  it('3 units left, 50 parallel bookings: exactly 3 succeed, 47 get 409, and the stock ends at 0', async () => {
    const { app, client, stock } = await buildBookingsApp({ stock: { 'pkg-1': 3 } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => client.book(bookingBody({ contact: contactWith({ email: `guest${i}@example.com` }) }))),
    );
    expect(stock.calls.quote).toBe(50);
    const created = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const res of refused) expect(res.json().message).toBe('This package is sold out');
    expect(stock.available()).toBe(0);
    expect(client.count()).toBe(3);
    expect(new Set(created.map((res) => res.json().booking.reference)).size).toBe(3);
    // the CHECK backstop: the table itself refuses to go below zero
    expect(() => app.db.$client.prepare("UPDATE test_stock SET available = available - 1 WHERE id = 'pkg-1'").run()).toThrow(/CHECK/);
  });
});

describe('POST /api/bookings/quote', () => {
  it('answers the breakdown the server would charge, without contact or payment, and books nothing', async () => {
    const { client, stock } = await buildBookingsApp();
    const startsAt = inHours(72);
    const res = await client.call({
      method: 'POST',
      url: '/api/bookings/quote?lang=tr',
      body: { type: 'package', itemId: 'pkg-1', startsAt, guests: 3, total: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      lineItems: [{ label: 'Package pkg-1', quantity: 3, unitPrice: TEST_PRICE_CENTS / 100, total: 376.5 }],
      subtotal: 376.5,
      taxRate: 12,
      tax: 45.18,
      total: 421.68,
      currency: 'USD',
      startDate: startsAt.slice(0, 10),
      endDate: null,
      startTime: startsAt.slice(11, 16),
      guests: 3,
      cancellableUntil: inHours(-24, Date.parse(startsAt)),
    });
    expect(client.count()).toBe(0);
    expect(stock.available()).toBe(5);
  });

  it('validates the details like a booking does', async () => {
    const { client } = await buildBookingsApp();
    const res = await client.call({ method: 'POST', url: '/api/bookings/quote', body: { type: 'package', itemId: 'pkg-1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ startsAt: 'This field is required' });
    const unknown = await client.call({
      method: 'POST',
      url: '/api/bookings/quote',
      body: { type: 'package', itemId: 'x', startsAt: inHours(50) },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
