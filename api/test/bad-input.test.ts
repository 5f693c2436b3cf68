import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@trabzon/dates';
import { buildTestApp } from './helpers/build';
import { Client } from './helpers/auth';
import { restoreAs, tamperedBackup } from './helpers/backup';

/** Today + n days as the API counts it (Istanbul's day). */
const day = (n: number) => addDays(todayIso(), n);
/** A day that is no day, written as one: day n's month with day 32 (2027-01-32), inside the search window. */
const noDay = (n: number) => `${day(n).slice(0, 8)}32`;

describe('bad input gets a clear 400 before anything else is done with it', () => {
  it('GET /api/flights/search refuses an impossible departure or return date (2027-02-30) as not a date', async () => {
    const { app } = await buildTestApp();
    const search = (params: Record<string, string>) =>
      app.inject({
        url: `/api/flights/search?${new URLSearchParams({ origin: 'TZX', destination: 'IST', departureDate: day(40), ...params })}`,
      });
    for (const params of <Record<string, string>[]>[
      { departureDate: noDay(40) },
      { departureDate: '2026-02-30' },
      { returnDate: noDay(60) },
      { departureDate: '2026-13-01' },
    ]) {
      const res = await search(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().message, JSON.stringify(params)).toBe('Please enter a valid date (YYYY-MM-DD)');
    }
  });
});

describe('a date that is no day gets one text, whatever the API was asked', () => {
  it("the API's code keeps no copy of the shared text (contracts' GENERAL_MESSAGES.badDate), which the screens recognise", () => {
    const copies: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (file.endsWith('.ts') && fs.readFileSync(file, 'utf8').includes('Please enter a valid date')) copies.push(file);
      }
    };
    visit(path.join(import.meta.dirname, '../src'));
    expect(copies).toEqual([]);
  });
});

describe('POST /api/admin/restore refuses a backup whose rows the site could not read', () => {
  it('a settings value that is no JSON, or a time zone that is none: 400 naming it, nothing restored, the site keeps answering', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const admin = await client.signUp('boss@example.com', 'correct horse', 'Boss');
    app.db.$client.prepare("UPDATE users SET role = 'admin' WHERE email = 'boss@example.com'").run();
    const good = (await client.call({ method: 'GET', url: '/api/admin/backup', token: admin.token })).rawPayload;
    const tampered = (sql: string) => tamperedBackup(good, (copy) => copy.exec(sql));
    const restore = restoreAs(client, admin.token);
    const hotelsBefore = app.db.$client.prepare('SELECT COUNT(*) FROM hotels').pluck().get();
    const cases: [string, RegExp][] = [
      [
        "INSERT INTO settings (key, value) VALUES ('taxi', 'not json') ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        /settings\.value/,
      ],
      ["UPDATE hotels SET amenities = '[broken' WHERE rowid = (SELECT MIN(rowid) FROM hotels)", /hotels\.amenities/],
      [
        `INSERT INTO settings (key, value) VALUES ('app', '${JSON.stringify({ timezone: 'Mars/Olympus' })}') ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
        /Mars\/Olympus/,
      ],
    ];
    for (const [sql, named] of cases) {
      const res = await restore(tampered(`${sql}; DELETE FROM hotels WHERE rowid = (SELECT MAX(rowid) FROM hotels)`));
      expect(res.statusCode, sql).toBe(400);
      expect(res.json().message, sql).toMatch(named);
    }
    // Nothing of the refused backups came in; what reads those values still answers.
    expect(app.db.$client.prepare('SELECT COUNT(*) FROM hotels').pluck().get()).toBe(hotelsBefore);
    expect((await client.call({ method: 'GET', url: '/api/transfers/config' })).statusCode).toBe(200);
    expect((await client.call({ method: 'GET', url: '/api/admin/dashboard', token: admin.token })).statusCode).toBe(200);
    expect((await client.call({ method: 'GET', url: '/api/hotels?limit=50' })).statusCode).toBe(200);
  });
});

describe('text that is not valid Unicode', () => {
  it('a lone half of a surrogate pair ("\\ud800") in a JSON body is a 400 naming the field; nothing is stored; whole emoji are fine', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const admin = await client.signUp('boss@example.com', 'correct horse', 'Boss');
    app.db.$client.prepare("UPDATE users SET role = 'admin' WHERE email = 'boss@example.com'").run();
    const count = () => app.db.$client.prepare('SELECT COUNT(*) FROM destinations').pluck().get();
    const before = count();
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/destinations',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        payload,
      });
    for (const name of ['Broken \\ud800 name', 'Broken \\udc00 name', 'Ends in half \\ud83d']) {
      const res = await post(`{"name":{"en":"${name}"}}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe('name.en contains a broken character (half of an emoji or symbol); please type it again');
    }
    expect(count()).toBe(before);
    const whole = await post('{"name":{"en":"Sunny \\ud83c\\udf1e Coast"}}');
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json().name.en).toBe('Sunny 🌞 Coast');
  });
});

describe('one-line settings', () => {
  it('PUT /api/settings/app and /email refuse a line break in the site name, the sender name or a subject (e-mail header lines); nothing saved', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const admin = await client.signUp('boss@example.com', 'correct horse', 'Boss');
    app.db.$client.prepare("UPDATE users SET role = 'admin' WHERE email = 'boss@example.com'").run();
    const get = async (url: string) => (await client.call({ method: 'GET', url, token: admin.token })).json();
    const put = (url: string, body: unknown) => client.call({ method: 'PUT', url, body, token: admin.token });
    const general = await get('/api/settings/app');
    const email = await get('/api/settings/email');

    const site = await put('/api/settings/app', { ...general, siteName: 'Trabzon\r\nBcc: someone@example.com' });
    expect(site.statusCode).toBe(400);
    expect(site.json().message).toBe('Site name must be written on one line');
    const sender = await put('/api/settings/email', { ...email, senderName: 'Trabzon Travel\r\nBcc: someone@example.com' });
    expect(sender.statusCode).toBe(400);
    expect(sender.json().message).toBe('Sender name must be written on one line');
    const templates = structuredClone(email.templates);
    templates.bookingCancellation.tr.subject = 'Rezervasyon {{reference}}\nBcc: someone@example.com';
    const subject = await put('/api/settings/email', { ...email, templates });
    expect(subject.statusCode).toBe(400);
    expect(subject.json().message).toBe('bookingCancellation (tr) subject must be written on one line');

    expect(await get('/api/settings/app')).toEqual(general);
    expect(await get('/api/settings/email')).toEqual(email);
    // A body keeps its lines.
    const body = structuredClone(email.templates);
    body.bookingConfirmation.en.body = 'Hello {{name}},\n\nSee you soon.';
    expect((await put('/api/settings/email', { ...email, templates: body })).statusCode).toBe(200);
  });
});

describe('a nullable field of the wrong type', () => {
  it('is explained as "must be integer or null", not Ajv\'s "must be integer,null"', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const admin = await client.signUp('boss@example.com', 'correct horse', 'Boss');
    app.db.$client.prepare("UPDATE users SET role = 'admin' WHERE email = 'boss@example.com'").run();
    const before = app.db.$client.prepare('SELECT COUNT(*) FROM hotel_inventory').pluck().get();
    const bulk = await client.call({
      method: 'POST',
      url: '/api/inventory/bulk',
      token: admin.token,
      body: { changes: { availableRooms: '1' } },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().message).toBe('changes.availableRooms must be integer or null');
    const one = await client.call({ method: 'POST', url: '/api/inventory', token: admin.token, body: { basePrice: 'cheap' } });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe('basePrice must be number or null');
    expect(app.db.$client.prepare('SELECT COUNT(*) FROM hotel_inventory').pluck().get()).toBe(before);
  });
});
