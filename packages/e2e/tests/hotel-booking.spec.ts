/**
 * The real hotel booking flow across the remotes and the shell: hotels list (mf-hotels) → hotel
 * page with live availability → "Book now" → /booking (shell + @trabzon/checkout) priced by the
 * API → confirmation → /bookings and the booking's page, where it is cancelled. Plus the checkout
 * form's own validation in the browser, and a guest (signed-out) booking. In English.
 *
 * Every worker has its own site and database, so the stock these bookings take is its own.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { presetStorage, storageItem } from '../fixtures/page';
import { addDays, todayIso } from '@trabzon/dates';

const TAX_RATE = 12;
const REFERENCE = /^TZN-\d{6}$/;
const CARD = { number: '4111 1111 1111 1111', name: 'Test Traveller', expiry: '12/30', cvv: '123' };

test.beforeEach(async ({ context }) => {
  await presetStorage(context, { 'preferred-language': 'en' });
});

/** Today in the hotels' time zone (the browser runs in Europe/Istanbul too), as YYYY-MM-DD. */
/** "$1,008.00" → 1008 */
function amountOf(text: string | null): number {
  const value = Number((text ?? '').replace(/[^\d.]/g, ''));
  expect(Number.isFinite(value) && value > 0, `a price in "${text}"`).toBe(true);
  return value;
}

const cents = (value: number) => Math.round(value * 100) / 100;

interface HotelRow {
  _id: string;
  name: string;
  roomTypes: { _id: string; name: string; capacity: number; pricePerNight: number }[];
}

/** A listed hotel with a room for two, from the API (ids differ per database). */
async function someHotel(request: APIRequestContext, index = 0): Promise<{ hotel: HotelRow; room: HotelRow['roomTypes'][number] }> {
  const response = await request.get('/api/hotels?limit=20');
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: HotelRow[] };
  const candidates = results.filter((h) => h.roomTypes.some((r) => r.capacity >= 2));
  const hotel = candidates[index % candidates.length]!;
  return { hotel, room: hotel.roomTypes.find((r) => r.capacity >= 2)! };
}

function checkoutOf(page: Page) {
  const form = page.getByTestId('checkout-form');
  const input = (name: string) => form.locator(`input[name="${name}"]`);
  return { form, input, submit: page.getByTestId('checkout-submit'), error: page.getByTestId('checkout-error') };
}

/** The error shown under an input (the TextField's `<p>` after the input and its hint). */
function errorOf(input: Locator): Locator {
  return input.locator('xpath=following-sibling::p[1]');
}

async function fillContact(page: Page, contact: { firstName: string; lastName: string; email: string; phone: string }) {
  const { input } = checkoutOf(page);
  for (const [name, value] of Object.entries(contact)) await input(name).fill(value);
}

async function fillCard(page: Page) {
  const { input } = checkoutOf(page);
  await input('cardNumber').fill(CARD.number);
  await input('cardName').fill(CARD.name);
  await input('expiryDate').fill(CARD.expiry);
  await input('cvv').fill(CARD.cvv);
}

/** The price summary beside the form: subtotal, tax and total as numbers, with the tax label. */
async function readPriceSummary(page: Page) {
  const summary = page.getByTestId('price-summary');
  await expect(summary).toBeVisible();
  const row = (label: string | RegExp) => summary.locator('tfoot tr').filter({ hasText: label }).locator('td').last();
  await expect(summary.locator('tfoot tr').nth(1).locator('td').first()).toHaveText(`Tax (${TAX_RATE}%)`);
  return {
    subtotal: amountOf(await row('Subtotal').textContent()),
    tax: amountOf(await row(`Tax (${TAX_RATE}%)`).textContent()),
    total: amountOf(await summary.getByTestId('quote-total').textContent()),
  };
}

test('book a hotel from the list as a signed-in user, find it in My bookings and cancel it', async ({ page, signIn }) => {
  test.slow(); // the whole journey over four screens and two remotes
  await signIn('user');
  const checkIn = addDays(todayIso(), 30);
  const checkOut = addDays(checkIn, 2);

  // The list: pick a hotel card.
  await page.goto('/hotels');
  const card = page.getByTestId('hotel-card').first();
  await expect(card).toBeVisible();
  const hotelId = await card.getAttribute('data-hotel-id');
  const hotelName = (await card.getByRole('link').first().textContent())!.trim();
  await card.getByRole('link', { name: hotelName }).click();

  // The hotel page: dates ~30 days ahead for 2 nights, a room, the live total.
  const detail = page.getByTestId('hotel-detail');
  await expect(detail).toHaveAttribute('data-hotel-id', hotelId!);
  await expect(page).toHaveURL(new RegExp(`/hotels/${hotelId}`));
  const panel = page.getByTestId('booking-panel');
  await panel.locator('input[name="checkIn"]').fill(checkIn);
  await expect(panel.locator('input[name="checkIn"]')).toHaveValue(checkIn);
  await panel.locator('input[name="checkOut"]').fill(checkOut);
  await expect(panel.locator('input[name="checkOut"]')).toHaveValue(checkOut);
  const roomSelect = panel.getByTestId('room-type-select');
  const rooms = roomSelect.locator('option');
  expect(await rooms.count()).toBeGreaterThan(1);
  const roomTypeId = (await rooms.nth(1).getAttribute('value'))!;
  const roomLabel = (await rooms.nth(1).textContent())!;
  await roomSelect.selectOption(roomTypeId);
  await expect(panel.getByTestId('booking-nights')).toHaveText('2 nights');
  const total = panel.getByTestId('availability-total');
  await expect(total).toHaveAttribute('data-state', 'ready', { timeout: 10_000 });
  const stayPrice = Number(await total.getAttribute('data-total'));
  expect(stayPrice).toBeGreaterThan(0);
  // The room list prices the same stay: the chosen room's card gives the panel's total, and the
  // dropdown and the line under it the card's price a night (not the room's base price).
  const roomPrice = page.locator(`[data-testid="room-type"][data-room-type-id="${roomTypeId}"]`).getByTestId('room-price');
  await expect(roomPrice).toContainText('for 2 nights');
  const [perNightText, , totalText] = (await roomPrice.innerText()).split('\n');
  expect(amountOf(totalText!.replace('for 2 nights', ''))).toBe(stayPrice);
  const perNight = perNightText!.trim();
  await expect(roomSelect.locator(`option[value="${roomTypeId}"]`)).toHaveText(new RegExp(` – ${perNight.replace(/[$.]/g, '\\$&')}$`));
  await expect(panel.getByTestId('room-choice-price')).toHaveText(`${perNight} per night`);
  await expect(panel.getByTestId('book-now')).toBeEnabled();
  await panel.getByTestId('book-now').click();

  // /booking: what was chosen, priced by the server.
  await expect(page).toHaveURL(/\/booking\?/);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ type: 'hotel', hotelId, roomTypeId, checkIn, checkOut, guests: '2' });
  await expect(page.getByTestId('booking-hotel-name')).toHaveText(hotelName);
  // The option reads "<room> – <price> per night".
  await expect(page.getByTestId('booking-page').locator('dd').nth(1)).toHaveText(roomLabel.split(' – ')[0]!.trim());
  await expect(page.getByTestId('booking-page')).toContainText('2 nights');
  const price = await readPriceSummary(page);
  expect(price.subtotal, 'subtotal = the stay price the hotel page showed').toBe(stayPrice);
  expect(price.tax).toBe(cents((price.subtotal * TAX_RATE) / 100));
  expect(price.total).toBe(cents(price.subtotal + price.tax));

  // Checkout: signed in, the contact starts from the account.
  const checkout = checkoutOf(page);
  await expect(checkout.input('email')).toHaveValue('user@trabzontravel.test');
  await fillContact(page, { firstName: 'Deniz', lastName: 'Aydın', email: 'user@trabzontravel.test', phone: '+90 532 000 00 00' });
  await fillCard(page);
  await expect(checkout.input('cardNumber')).toHaveValue(CARD.number);
  await checkout.submit.click();

  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation).toBeVisible({ timeout: 10_000 });
  const reference = (await page.getByTestId('confirmation-reference').textContent())!.trim();
  expect(reference).toMatch(REFERENCE);
  await expect(confirmation).toContainText('Booking confirmed');
  await expect(confirmation.getByRole('button', { name: 'View booking' })).toBeVisible();

  // My bookings (from the header's user menu): the new booking, then its own page.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-bookings').click();
  await expect(page).toHaveURL('/bookings');
  const row = page.locator(`[data-testid="booking-row"][data-reference="${reference}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('booking-status')).toHaveAttribute('data-status', 'confirmed');
  expect(amountOf(await row.locator('td.money').textContent())).toBe(price.total);
  await row.getByRole('link', { name: reference }).click();

  const bookingPage = page.getByTestId('booking-detail');
  await expect(bookingPage).toHaveAttribute('data-reference', reference);
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  expect(amountOf(await page.getByTestId('booking-total').textContent())).toBe(price.total);
  await expect(bookingPage).toContainText('Deniz Aydın');
  await expect(bookingPage).toContainText('ending in 1111');
  await expect(bookingPage.getByTestId('booking-status')).toHaveText('Confirmed');

  // Printed (a voucher to take along): the booking on white, without the site's header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('site-header')).toBeHidden();
  await expect(page.getByTestId('site-footer')).toBeHidden();
  await expect(page.getByTestId('cancel-booking')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to my bookings' })).toBeHidden();
  await expect(page.getByTestId('booking-reference')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  await page.emulateMedia({ media: 'screen' });

  // More than 24 h ahead: free cancellation.
  await expect(bookingPage).toContainText('Free cancellation until');
  // The question takes focus on its safe answer; Escape puts it away and focus back on the button.
  await page.getByTestId('cancel-booking').click();
  await expect(page.getByRole('button', { name: 'Keep the booking' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm-cancel')).toHaveCount(0);
  await expect(page.getByTestId('cancel-booking')).toBeFocused();
  await page.getByTestId('cancel-booking').click();
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByTestId('cancel-message')).toHaveText(
    'Your booking has been cancelled. Any payment is refunded within 7 to 14 business days.',
  );
  await expect(bookingPage.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(bookingPage.getByTestId('booking-status')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('cancel-booking')).toHaveCount(0);

  // And it stays cancelled (server state, not just the screen).
  await page.reload();
  await expect(page.getByTestId('booking-detail').getByTestId('booking-status')).toHaveAttribute('data-status', 'cancelled');
});

test('the checkout form validates in the browser; paying at the property hides the card fields', async ({ page, request }) => {
  const { hotel, room } = await someHotel(request, 1);
  const checkIn = addDays(todayIso(), 31);
  const checkOut = addDays(checkIn, 2);
  let bookingCalls = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/bookings') bookingCalls += 1;
  });
  const params = new URLSearchParams({ type: 'hotel', hotelId: hotel._id, roomTypeId: room._id, checkIn, checkOut, guests: '2' });
  await page.goto(`/booking?${params}`);
  const checkout = checkoutOf(page);
  await expect(checkout.form).toBeVisible();
  await readPriceSummary(page);

  // Empty: every required field says so, the first gets focus, nothing is sent.
  await checkout.submit.click();
  await expect(checkout.error).toHaveText('Please correct the highlighted fields.');
  const required = ['firstName', 'lastName', 'email', 'phone', 'cardNumber', 'cardName', 'expiryDate', 'cvv'];
  for (const name of required) {
    await expect(errorOf(checkout.input(name)), name).toHaveText('This field is required');
    await expect(checkout.input(name), name).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(checkout.input('firstName')).toBeFocused();

  // Typing clears a field's message; a bad card number and a past expiry get their own messages.
  await checkout.input('firstName').fill('Ali');
  await expect(errorOf(checkout.input('firstName'))).toHaveCount(0);
  await checkout.input('cardNumber').fill('4111 1111 1111 1112');
  await checkout.input('cardNumber').blur();
  await expect(errorOf(checkout.input('cardNumber'))).toHaveText('Please enter a valid card number');
  await checkout.input('expiryDate').fill('0120');
  await expect(checkout.input('expiryDate')).toHaveValue('01/20');
  await checkout.input('expiryDate').blur();
  await expect(errorOf(checkout.input('expiryDate'))).toHaveText('The card has expired');
  await checkout.submit.click();
  await expect(errorOf(checkout.input('cardNumber'))).toHaveText('Please enter a valid card number');
  await expect(errorOf(checkout.input('expiryDate'))).toHaveText('The card has expired');
  await expect(page.getByTestId('booking-confirmation')).toHaveCount(0);

  // Pay at the property: the card fields (and their errors) go away.
  const payAtHotel = checkout.form.locator('input[name="paymentMethod"][value="payAtHotel"]');
  const byCard = checkout.form.locator('input[name="paymentMethod"][value="creditCard"]');
  await expect(byCard).toBeChecked();
  await payAtHotel.check();
  await expect(payAtHotel).toBeChecked();
  for (const name of ['cardNumber', 'cardName', 'expiryDate', 'cvv']) await expect(checkout.input(name), name).toHaveCount(0);
  await expect(checkout.form).toContainText('Nothing is charged now; pay by card or cash at check-in.');
  await expect(checkout.form).not.toContainText('Please enter a valid card number');
  await byCard.check();
  for (const name of ['cardNumber', 'cardName', 'expiryDate', 'cvv']) await expect(checkout.input(name), name).toBeVisible();

  expect(bookingCalls, 'no booking is sent while the form is invalid').toBe(0);
});

test('a signed-out guest can book and gets the reference, without a "View booking" button', async ({ page, request }) => {
  const { hotel, room } = await someHotel(request, 2);
  const checkIn = addDays(todayIso(), 32);
  const checkOut = addDays(checkIn, 2);

  // The hotel page with the stay in its URL, as the list links to it.
  await page.goto(`/hotels/${hotel._id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&roomTypeId=${room._id}`);
  const panel = page.getByTestId('booking-panel');
  await expect(panel.locator('input[name="checkIn"]')).toHaveValue(checkIn);
  await expect(panel.getByTestId('room-type-select')).toHaveValue(room._id);
  const total = panel.getByTestId('availability-total');
  await expect(total).toHaveAttribute('data-state', 'ready', { timeout: 10_000 });
  const stayPrice = Number(await total.getAttribute('data-total'));
  await panel.getByTestId('book-now').click();
  await expect(page).toHaveURL(/\/booking\?/);
  await expect(page.getByTestId('booking-hotel-name')).toHaveText(hotel.name);
  const price = await readPriceSummary(page);
  expect(price.subtotal).toBe(stayPrice);
  expect(price.tax).toBe(cents((stayPrice * TAX_RATE) / 100));
  expect(price.total).toBe(cents(price.subtotal + price.tax));

  const checkout = checkoutOf(page);
  await expect(checkout.input('email'), 'a guest starts with an empty form').toHaveValue('');
  const email = `guest-${Date.now()}@example.com`;
  await fillContact(page, { firstName: 'Guest', lastName: 'Traveller', email, phone: '+90 555 111 22 33' });
  await fillCard(page);
  await checkout.submit.click();

  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('confirmation-reference')).toHaveText(REFERENCE);
  await expect(confirmation).toContainText(email);
  expect(amountOf(await confirmation.locator('strong').textContent())).toBe(price.total);
  await expect(confirmation.getByRole('button', { name: 'View booking' })).toHaveCount(0);
  await expect(confirmation.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();
  expect(await storageItem(page, 'token')).toBeNull();

  const reference = (await page.getByTestId('confirmation-reference').textContent())!.trim();

  // Without an account, the confirmation leads to "Find my booking", which finds it by reference and e-mail.
  const findLink = (await confirmation.getByTestId('confirmation-find').getAttribute('href'))!;
  expect(findLink).toBe(`/bookings/find?reference=${reference}`);
  await confirmation.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL('/');
  await page.goto(findLink);
  const finder = page.getByTestId('find-booking');
  await expect(finder.getByLabel('Booking reference')).toHaveValue(reference);
  await finder.getByLabel('Email').fill(email.toUpperCase());
  await finder.getByTestId('find-submit').click();
  const found = page.getByTestId('found-booking');
  await expect(found).toHaveAttribute('data-reference', reference);
  expect(amountOf(await found.getByTestId('found-total').textContent())).toBe(price.total);
  await expect(found).toContainText('Free cancellation until');
  await expect(found.getByTestId('booking-contact')).toContainText(reference);
  // Another e-mail finds nothing.
  await finder.getByLabel('Email').fill('someone-else@example.com');
  await finder.getByTestId('find-submit').click();
  await expect(page.getByTestId('find-problem')).toHaveText('No booking matches this reference and email. Check both and try again.');
  await expect(found).toHaveCount(0);
});
