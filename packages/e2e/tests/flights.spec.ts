/**
 * /flights: search (defaults, same-airport message, the URL), results from the provider sandbox
 * through the API, details with the price breakdown, a real "flight" booking (TF-######) placed
 * with the provider through the shared checkout, then found in /bookings and in the admin's
 * bookings API; recent searches; one way against round trip.
 */
import { test, expect } from '../fixtures/test';
import { presetStorage } from '../fixtures/page';
import { addDays, todayIso } from '@trabzon/dates';

/** A card expiry a couple of years ahead, MM/YY. */
function futureExpiry(now = new Date()): string {
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

/** YYYY-MM-DD, `days` after today in Istanbul, as the API counts. */
const isoDay = (days: number) => addDays(todayIso(), days);
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('search, details, book a flight and find it in /bookings and the admin bookings', async ({
  page,
  context,
  signIn,
  sessionOf,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  await presetStorage(context, { 'preferred-language': 'en' });
  await signIn('user');
  await page.goto('/flights');

  await expect(page.getByTestId('flights-hero')).toBeVisible();
  await expect(page.getByTestId('flights-hero')).toContainText('Explore the World');
  const form = page.getByTestId('flight-search-form');
  // Spec defaults: TZX → IST, round trip, 1 passenger, economy.
  await expect(form.locator('#flight-origin')).toHaveValue('TZX');
  await expect(form.locator('#flight-destination')).toHaveValue('IST');
  await expect(form.locator('#flight-passengers')).toHaveValue('1');
  await expect(form.locator('#flight-cabin')).toHaveValue('ECONOMY');
  await expect(form.locator('#flight-origin optgroup')).toHaveCount(3);
  await expect(form.locator('#flight-origin option')).toHaveCount(60);

  // The same airport twice is refused with the spec's message.
  await form.locator('#flight-destination').selectOption('TZX');
  await page.getByTestId('flight-search-submit').click();
  await expect(page.getByTestId('flight-destination-error')).toHaveText(
    'Origin and destination cannot be the same. Please select different locations.',
  );
  await form.locator('#flight-destination').selectOption('IST');
  // The swap button exchanges them (and back).
  await page.getByTestId('flight-swap').click();
  await expect(form.locator('#flight-origin')).toHaveValue('IST');
  await page.getByTestId('flight-swap').click();
  await expect(form.locator('#flight-origin')).toHaveValue('TZX');

  await page.getByTestId('flight-search-submit').click();
  await expect(page).toHaveURL(/from=TZX/);
  await expect(page).toHaveURL(/to=IST/);
  await expect(page.getByRole('heading', { name: /Available Flights/ })).toBeVisible();
  const offers = page.getByTestId('flight-offer');
  await expect(offers.first()).toBeVisible({ timeout: 15_000 });
  expect(await offers.count()).toBeLessThanOrEqual(20);
  await expect(offers.first()).toHaveAttribute('data-itineraries', '2');
  await expect(page.getByTestId('recent-search')).toHaveCount(1);

  // The browser's Back closes an open flight and keeps the results.
  await offers.first().getByTestId('flight-select').click();
  const details = page.getByTestId('flight-details-modal');
  await expect(details).toBeVisible();
  await page.goBack();
  await expect(details).toBeHidden();
  await expect(offers.first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('to')).toBe('IST');
  // Forward opens the same flight again.
  await page.goForward();
  await expect(details).toBeVisible();
  const base = money(await details.getByTestId('detail-base').textContent());
  const taxes = money(await details.getByTestId('detail-taxes').textContent());
  const total = money(await details.getByTestId('detail-total').textContent());
  expect(Math.round((base + taxes) * 100)).toBe(Math.round(total * 100));
  await expect(details.getByTestId('detail-bags')).not.toBeEmpty();
  await details.getByTestId('flight-continue').click();

  const booking = page.getByTestId('flight-booking-modal');
  await expect(booking).toBeVisible();
  await booking.locator('input[name="firstName"]').fill('Ayşe');
  await booking.locator('input[name="lastName"]').fill('Yılmaz');
  await booking.locator('input[name="email"]').fill('ayse.flights@example.com');
  await booking.locator('input[name="phone"]').fill('+90 532 123 45 67');
  await booking.locator('input[name="dateOfBirth"]').fill('1990-01-16');
  await expect(booking.locator('select[name="nationality"]')).toHaveValue('TR');
  await expect(booking.locator('select[name="documentType"]')).toHaveValue('passport');
  await booking.locator('input[name="documentNumber"]').fill('U12345678');
  await booking.locator('input[name="documentExpiry"]').fill(isoDay(1000));
  await booking.locator('input[name="billingAddress"]').fill('Kemerkaya Mah. 1, 61100 Trabzon');
  await booking.locator('input[name="cardNumber"]').fill('4111 1111 1111 1111');
  await booking.locator('input[name="cardName"]').fill('AYSE YILMAZ');
  await booking.locator('input[name="expiryDate"]').fill(futureExpiry());
  await booking.locator('input[name="cvv"]').fill('123');
  // Without the terms box: the spec's message.
  await booking.getByTestId('checkout-submit').click();
  await expect(booking).toContainText('You must agree to the terms and conditions');
  await booking.locator('input[name="agreeTerms"]').check();
  await booking.getByTestId('checkout-submit').click();

  const confirmation = page.getByTestId('flight-confirmation');
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  const reference = (await confirmation.getByTestId('confirmation-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^TF-\d{6}$/);
  await confirmation.getByTestId('flight-done').click();
  await expect(confirmation).toBeHidden();
  await expect(details).toBeHidden();

  // Stored with the provider's order id, for the user and for the admin.
  const mine = await page.evaluate(async () => {
    const response = await fetch('/api/bookings?limit=50', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return (await response.json()) as { results: { reference: string; type: string; total: number; details: Record<string, unknown> }[] };
  });
  const stored = mine.results.find((b) => b.reference === reference);
  expect(stored).toMatchObject({
    type: 'flight',
    details: expect.objectContaining({ providerOrderId: expect.any(String), origin: 'TZX', destination: 'IST' }),
  });
  expect(Math.round((stored?.total ?? 0) * 100)).toBe(Math.round(total * 100));
  const admin = await sessionOf('admin');
  const all = await page.request.get(`/api/admin/bookings?type=flight&limit=50`, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(all.ok()).toBe(true);
  expect(((await all.json()) as { results: { reference: string }[] }).results.map((b) => b.reference)).toContain(reference);

  await page.goto('/bookings');
  const row = page.locator(`[data-testid="booking-row"][data-reference="${reference}"]`);
  await expect(row).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('one way shows no return itinerary; recent searches rerun in one click and can be removed', async ({ page, context }) => {
  test.setTimeout(60_000);
  await presetStorage(context, { 'preferred-language': 'en' });
  await page.goto(`/flights?trip=oneWay&from=TZX&to=FRA&depart=${isoDay(20)}&pax=2&cabin=BUSINESS`);
  const form = page.getByTestId('flight-search-form');
  await expect(form.locator('#flight-destination')).toHaveValue('FRA');
  await expect(form.locator('input[name="returnDate"]')).toHaveCount(0);
  const offers = page.getByTestId('flight-offer');
  await expect(offers.first()).toBeVisible({ timeout: 15_000 });
  for (const offer of await offers.all()) await expect(offer).toHaveAttribute('data-itineraries', '1');
  await expect(page.getByTestId('leg-return')).toHaveCount(0);

  // A search from the form is remembered; a click on it runs it again.
  await form.locator('#flight-destination').selectOption('IST');
  await form.getByText('Round trip').click();
  await page.getByTestId('flight-search-submit').click();
  await expect(page).toHaveURL(/to=IST/);
  const recent = page.getByTestId('recent-search');
  await expect(recent).toHaveCount(1);
  await page.goto(`/flights?trip=oneWay&from=TZX&to=FRA&depart=${isoDay(20)}&pax=2&cabin=BUSINESS`);
  // The button is named by what it shows (WCAG 2.5.3); "Search again" is its description.
  const rerun = recent.first().getByRole('button', { name: /^TZX\s+IST/ });
  await expect(rerun).toHaveAccessibleDescription('Search again');
  await rerun.click();
  await expect(page).toHaveURL(/to=IST/);
  await expect(page).toHaveURL(/trip=roundTrip/);
  await recent
    .first()
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(recent).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('recentFlightSearches'))).toBeNull();
});
