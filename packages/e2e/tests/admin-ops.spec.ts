/**
 * The back-office's bookings flow in the browser: the admin's own frame (no site header or
 * footer), filtering the bookings table (state in the URL), opening a booking's drawer, confirming
 * it (the only moves offered are the allowed ones), and exporting the filtered list as CSV; and
 * the vehicles screen, whose changes reach the public car search.
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { expectAdminFrame, presetStorage } from '../fixtures/page';
import { addDays, todayIso } from '@trabzon/dates';

interface HotelRow {
  _id: string;
  roomTypes: { _id: string; capacity: number }[];
}

/** A guest's hotel booking through the API; answers its reference and id. */
async function book(request: APIRequestContext, lastName: string, offsetDays: number): Promise<{ reference: string; id: string }> {
  const hotels = (await (await request.get('/api/hotels?limit=20')).json()) as { results: HotelRow[] };
  const hotel = hotels.results.find((h) => h.roomTypes.some((r) => r.capacity >= 2))!;
  const room = hotel.roomTypes.find((r) => r.capacity >= 2)!;
  const checkIn = addDays(todayIso(), offsetDays);
  const response = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `admin-ops-${lastName}-${Date.now()}` },
    data: {
      type: 'hotel',
      hotelId: hotel._id,
      roomTypeId: room._id,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guests: 2,
      contact: { firstName: 'Selin', lastName, email: `${lastName.toLowerCase()}@example.com`, phone: '+90 532 000 00 00' },
      payment: { method: 'payAtHotel' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { booking } = (await response.json()) as { booking: { reference: string; _id: string } };
  return { reference: booking.reference, id: booking._id };
}

/** A suffix that differs per run, in letters: a person's name takes no digits (contracts' PERSON_NAME). */
const uniqueLetters = () => String(Date.now() % 100000).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);

test.beforeEach(async ({ context }) => {
  await presetStorage(context, { 'preferred-language': 'en' });
});

test('admin bookings: filter, open a booking, confirm it, export the list', async ({ page, request, signIn, site }) => {
  const target = await book(request, `Kaya${uniqueLetters()}`, 30);
  await book(request, `Demir${uniqueLetters()}`, 31);
  // Set-up: no vertical makes pending bookings yet (they are confirmed at once), so this one is put
  // back to pending in the database, as a booking that waits for the agency would be.
  const db = new Database(site.databasePath);
  db.prepare("UPDATE bookings SET status = 'pending' WHERE id = ?").run(target.id);
  const confirmationsOf = (sqlite: Database.Database) =>
    (
      sqlite.prepare("SELECT count(*) AS n FROM outbox WHERE booking_id = ? AND kind = 'booking-confirmation'").get(target.id) as {
        n: number;
      }
    ).n;
  const mailsBefore = confirmationsOf(db); // the one written when it was booked
  db.close();

  await signIn('admin');
  await page.goto('/admin/bookings');
  await expectAdminFrame(page);
  await expect(page.getByTestId('admin-site-link')).toHaveAttribute('href', '/');
  const rows = page.getByTestId('booking-row');
  await expect(rows.first()).toBeVisible();

  // Filter by reference and status: the URL keeps them, a reload shows the same list.
  await page.getByTestId('filter-q').fill(target.reference);
  await page.getByTestId('filter-status').selectOption('pending');
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${target.reference}`));
  await expect(page).toHaveURL(/status=pending/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(target.reference);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('filter-q')).toHaveValue(target.reference);

  // Open it: the drawer shows the breakdown and history, and only the allowed moves.
  await rows.first().getByTestId('booking-open').click();
  const drawer = page.getByTestId('booking-drawer');
  await expect(drawer.getByRole('heading', { name: `Booking ${target.reference}` })).toBeVisible();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Pending');
  await expect(drawer.getByTestId('drawer-total')).toContainText('$');
  await expect(drawer.getByTestId('move-confirmed')).toBeVisible();
  await expect(drawer.getByTestId('move-cancelled')).toBeVisible();
  await expect(drawer.getByTestId('move-completed')).toHaveCount(0);

  await drawer.getByTestId('move-confirmed').click();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Confirmed');
  // Its service is still ahead: it cannot be marked completed yet, only cancelled.
  await expect(drawer.getByTestId('move-cancelled')).toBeVisible();
  await expect(drawer.getByTestId('move-completed')).toHaveCount(0);
  await expect(drawer.getByTestId('move-confirmed')).toHaveCount(0);
  await expect(drawer.getByTestId('drawer-history')).toContainText('Pending → Confirmed');
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('heading')).toHaveCount(0);
  // Confirmed now: the "pending" filter no longer lists it.
  await expect(page.getByText('No bookings match these filters.')).toBeVisible();

  // The server recorded the move and wrote a confirmation e-mail for it.
  const check = new Database(site.databasePath, { readonly: true });
  expect((check.prepare('SELECT status FROM bookings WHERE id = ?').get(target.id) as { status: string }).status).toBe('confirmed');
  expect(confirmationsOf(check)).toBe(mailsBefore + 1);
  check.close();

  // Export what the filters show: one booking by its reference.
  await page.getByTestId('filter-status').selectOption('');
  await page.getByTestId('filter-apply').click();
  await expect(rows).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('bookings-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^reference,type,service,status,/);
  expect(lines).toHaveLength(2);
  // The service column names the hotel and the room.
  expect(lines[1]).toMatch(new RegExp(`^${target.reference},hotel,[^,]+ · [^,]+,confirmed,`));
});

test('the back office loads only the stored language’s texts, switches on the fly and keeps the choice', async ({ page, signIn }) => {
  // The stored language is English (beforeEach).
  const adminTexts: string[] = [];
  page.on('request', (request) => {
    const match = /\/mf-admin\/texts-(\w+)-json\./.exec(request.url());
    if (match) adminTexts.push(match[1]!);
  });
  await signIn('admin');
  await page.goto('/admin/bookings');
  await expectAdminFrame(page);
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-site-link')).toHaveText('View site');
  expect(adminTexts).toEqual(['en']);

  await page.getByTestId('admin-language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الحجوزات', level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-site-link')).toHaveText('عرض الموقع');
  expect(adminTexts).toEqual(['en', 'ar']);

  adminTexts.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'الحجوزات', level: 1 })).toBeVisible();
  expect(adminTexts).toEqual(['ar']);
});

test('admin transfers: a new price and taking a car type off the site reach /car-transfers', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/transfers');
  await expectAdminFrame(page);
  const row = page.getByTestId('admin-vehicle-row').filter({ hasText: 'Luxury sedan' });
  await expect(row).toContainText('$95.00 / day');
  // The button names the car in a bidi isolate (FSI … PDI), which keeps a name whole in Arabic.
  const editLuxury = { name: 'Edit \u2068Luxury sedan\u2069' };

  // A price with cents (19.99 / 0.01 is not a whole number in binary floating point).
  await row.getByRole('button', editLuxury).click();
  const drawer = page.getByTestId('vehicle-drawer');
  await drawer.getByLabel('Price per day (USD)').fill('99.99');
  await drawer.getByTestId('vehicle-save').click();
  await expect(row).toContainText('$99.99 / day');

  const search = async () => {
    await page.goto('/car-transfers');
    await page.getByLabel('Car Type').selectOption('luxury');
    await page.getByTestId('car-search-submit').click();
    await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  };
  await search();
  const luxury = page.locator('[data-testid="vehicle-card"][data-vehicle="luxury"]');
  await expect(luxury.getByTestId('vehicle-price')).toHaveText('$99.99 / day');
  await expect(page.getByTestId('type-unavailable')).toHaveCount(0);

  // Off the site: the search says so above the other cars.
  await page.goto('/admin/transfers');
  await row.getByRole('button', editLuxury).click();
  await drawer.getByLabel('Active (offered on the site)').uncheck();
  await drawer.getByTestId('vehicle-save').click();
  await expect(row).toContainText('Inactive');
  await search();
  await expect(luxury).toHaveCount(0);
  await expect(page.getByTestId('type-unavailable')).toHaveText('No Luxury car is offered at the moment; here are the other cars.');

  // Put the car back as it was, for the other tests.
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/admin/transfers/vehicles/luxury', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ price: 95, active: true }),
    });
    return response.status;
  });
  expect(status).toBe(200);
});
