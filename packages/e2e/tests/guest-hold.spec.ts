/**
 * A guest's pay-at-the-property booking is a hold (issue 10, item 5): it starts pending, the
 * confirmation screen says a link was e-mailed and when the booking lapses, and the e-mailed link
 * opens the site's own page (not raw JSON), which confirms it. The e-mail is read from the site's
 * outbox in its database file, so the test needs a site of its own (and its own unpaid-booking
 * limits, which count per address: every test here comes from 127.0.0.1).
 */
import Database from 'better-sqlite3';
import { test, expect } from '../fixtures/test';
import { ownSite } from '../fixtures/deployed';
import { presetStorage } from '../fixtures/page';
import { addDays, todayIso } from '@trabzon/dates';

const REFERENCE = /^TZN-\d{6}$/;

/** Today in the hotels' time zone (the browser runs in Europe/Istanbul too), as YYYY-MM-DD. */
/** "Jun 10, 2030" as the site writes a day in English. */
function written(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

interface HotelRow {
  _id: string;
  name: string;
  roomTypes: { _id: string; capacity: number }[];
}

test.beforeEach(async ({ context }) => {
  await presetStorage(context, { 'preferred-language': 'en' });
});

test(
  "a guest books a hotel paying at the property, is told to check the e-mail, the e-mailed link confirms the booking, and the confirmation's link cancels it",
  ownSite('reads the mail outbox from the database file'),
  async ({ page, isolatedSite }) => {
    test.slow(); // a site of its own starts first
    const hotels = (await (await fetch(isolatedSite.url('/api/hotels?limit=20'))).json()) as { results: HotelRow[] };
    const hotel = hotels.results.find((h) => h.roomTypes.some((r) => r.capacity >= 2));
    expect(hotel, 'a seeded hotel with a room for two').toBeTruthy();
    const room = hotel!.roomTypes.find((r) => r.capacity >= 2)!;
    const checkIn = addDays(todayIso(), 40);
    const checkOut = addDays(checkIn, 2);

    // Checkout as the hotel page's "Book now" opens it, signed out.
    const params = new URLSearchParams({ type: 'hotel', hotelId: hotel!._id, roomTypeId: room._id, checkIn, checkOut, guests: '2' });
    await page.goto(isolatedSite.url(`/booking?${params}`));
    await expect(page.getByTestId('booking-hotel-name')).toHaveText(hotel!.name);
    const form = page.getByTestId('checkout-form');
    const email = `hold-${Date.now()}@example.com`;
    for (const [name, value] of Object.entries({ firstName: 'Guest', lastName: 'Traveller', email, phone: '+90 555 111 22 33' })) {
      await form.locator(`input[name="${name}"]`).fill(value);
    }
    await form.locator('input[name="paymentMethod"][value="payAtHotel"]').check();
    await page.getByTestId('checkout-submit').click();

    // The confirmation: not "confirmed", but check the e-mail before the hold lapses.
    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('confirmation-title')).toHaveText('Booking received: please confirm it');
    await expect(page.getByTestId('confirmation-title')).toBeFocused();
    const hold = page.getByTestId('confirmation-hold');
    await expect(hold).toContainText(`We have emailed a confirmation link to ${email}.`);
    await expect(hold).toContainText(/Open it before .+ to confirm your booking; otherwise it lapses/);
    await expect(confirmation).not.toContainText('pending confirmation by our team');
    const reference = (await page.getByTestId('confirmation-reference').textContent())!.trim();
    expect(reference).toMatch(REFERENCE);

    // The e-mail, as the outbox holds it: a link to the site's page, not to the API.
    const db = new Database(isolatedSite.databasePath, { readonly: true });
    let mail: { body: string } | undefined;
    try {
      mail = db.prepare('SELECT body FROM outbox WHERE "to" = ? AND subject LIKE ? ORDER BY id DESC').get(email, `%${reference}%`) as
        { body: string } | undefined;
      const stored = db.prepare('SELECT status, hold_expires_at AS holdExpiresAt FROM bookings WHERE reference = ?').get(reference) as {
        status: string;
        holdExpiresAt: string | null;
      };
      expect(stored.status).toBe('pending');
      expect(stored.holdExpiresAt).not.toBeNull();
    } finally {
      db.close();
    }
    expect(mail, 'the hold e-mail in the outbox').toBeTruthy();
    const link = /^(https?:\/\/\S+\/bookings\/confirm\/[A-Za-z0-9_-]+)$/m.exec(mail!.body)?.[1];
    expect(link, `a confirmation link in:\n${mail!.body}`).toBeTruthy();
    expect(link).not.toContain('/api/');

    // The link's page (same path on this site): confirmed, with the reference and the dates.
    const opened = await page.goto(isolatedSite.url(new URL(link!).pathname));
    expect(opened?.status(), 'the link is a page of the site').toBe(200);
    expect(opened?.headers()['content-type']).toContain('text/html');
    const result = page.getByTestId('hold-confirm');
    await expect(result).toHaveAttribute('data-state', 'confirmed', { timeout: 10_000 });
    const heading = page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(/Your booking is confirmed/);
    await expect(page.getByTestId('hold-reference')).toHaveText(reference);
    // Check-in day (with the hotel's check-in time) to check-out day (with its check-out time).
    await expect(page.getByTestId('hold-dates')).toHaveText(
      new RegExp(`^${written(checkIn)}( \\d{2}:\\d{2})? – ${written(checkOut)} \\d{2}:\\d{2}$`),
    );
    await expect(result).toContainText(email);

    // Confirmed in the database; opening the link again shows the same booking, still confirmed.
    const check = new Database(isolatedSite.databasePath, { readonly: true });
    try {
      expect(check.prepare('SELECT status FROM bookings WHERE reference = ?').get(reference)).toEqual({ status: 'confirmed' });
    } finally {
      check.close();
    }
    await page.reload();
    await expect(result).toHaveAttribute('data-state', 'confirmed', { timeout: 10_000 });
    await expect(page.getByTestId('hold-reference')).toHaveText(reference);

    // A made-up token: the invalid-link page, without signing in.
    await page.goto(isolatedSite.url('/bookings/confirm/abcdefghijklmnopqrstuvwxyz012345'));
    await expect(result).toHaveAttribute('data-state', 'invalid', { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'This link cannot confirm a booking' })).toBeVisible();

    // The confirmation e-mail ends with the link to see or cancel the booking online: the guest cancels by it.
    const outbox = new Database(isolatedSite.databasePath, { readonly: true });
    let confirmed: { body: string } | undefined;
    try {
      confirmed = outbox
        .prepare('SELECT body FROM outbox WHERE "to" = ? AND kind = \'booking-confirmation\' ORDER BY id DESC')
        .get(email) as { body: string } | undefined;
    } finally {
      outbox.close();
    }
    const manage = /^(https?:\/\/\S+\/bookings\/find\?reference=\S+&key=\S+)$/m.exec(confirmed?.body ?? '')?.[1];
    expect(manage, `a link to the booking in:\n${confirmed?.body}`).toBeTruthy();
    const manageUrl = new URL(manage!);
    await page.goto(isolatedSite.url(`${manageUrl.pathname}${manageUrl.search}`));
    const found = page.getByTestId('found-booking');
    await expect(found).toHaveAttribute('data-reference', reference, { timeout: 10_000 });
    await found.getByTestId('cancel-booking').click();
    await expect(page.getByRole('button', { name: 'Keep the booking' })).toBeFocused();
    await found.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('cancel-message')).toBeFocused();
    await expect(found).toContainText('Cancelled');
    const after = new Database(isolatedSite.databasePath, { readonly: true });
    try {
      expect(after.prepare('SELECT status FROM bookings WHERE reference = ?').get(reference)).toEqual({ status: 'cancelled' });
    } finally {
      after.close();
    }
  },
);
