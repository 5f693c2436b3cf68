/**
 * /trabzon-hotels: hotels from the travel-data provider (the offline sandbox the API starts), View
 * Offers, Book Now through the shared checkout, a real "provider-hotel" booking (TZN-######) that
 * shows in /bookings; and with the provider down, the error text and the sample hotels.
 */
import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from '../fixtures/test';
import { presetStorage } from '../fixtures/page';
import { startSite, type Site } from '../fixtures/site';
import { ownSite } from '../fixtures/deployed';

/** A card expiry a couple of years ahead, MM/YY. */
function futureExpiry(now = new Date()): string {
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

/** The first card of a real (non-sample) hotel whose price comes from a live offer. */
function realHotelWithOffer(page: Page): Locator {
  return page
    .locator('[data-testid="provider-hotel-card"][data-sample="false"]')
    .filter({ has: page.locator('[data-testid="provider-hotel-price"][data-price-source="offer"]') })
    .first();
}

const test = base.extend<{ downSite: Site }>({
  // A site of the test's own whose provider sandbox answers every call with 503 (PROVIDER_SANDBOX_DOWN).
  // eslint-disable-next-line no-empty-pattern
  downSite: async ({}, use, testInfo) => {
    const site = await startSite({ env: { PROVIDER_SANDBOX_DOWN: 'true' } });
    await use(site);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('down-site-output', { body: site.output() || '(none)', contentType: 'text/plain' });
    }
    await site.stop();
  },
});

test('search, view offers, book a real offer and find the booking in /bookings', async ({ page, context, signIn, pageErrors }) => {
  test.setTimeout(60_000);
  await presetStorage(context, { 'preferred-language': 'en' });
  await signIn('user');
  await page.goto('/trabzon-hotels');

  const screen = page.getByTestId('trabzon-hotels');
  await expect(screen.locator('h1')).toHaveText('Trabzon hotels');
  // Searched on arrival with the defaults: check-in tomorrow, check-out in 3 days, 2 guests.
  const form = page.getByTestId('trabzon-search');
  await expect(form.locator('input[name="checkIn"]')).not.toHaveValue('');
  await expect(form.locator('select[name="guests"]')).toHaveValue('2');
  await expect(form.locator('select[name="guests"] option')).toHaveCount(10);

  const cards = page.getByTestId('provider-hotel-card');
  await expect(cards).toHaveCount(20);
  await expect(page.getByTestId('trabzon-error')).toHaveCount(0);
  // The best rated first: real hotels (the sandbox has more than 20 around Trabzon and Rize), 5 stars at the top.
  await expect(cards.first()).toHaveAttribute('data-sample', 'false');
  await expect(cards.first().getByRole('img', { name: /5 out of 5 stars/ })).toBeVisible();

  const card = realHotelWithOffer(page);
  await expect(card).toBeVisible();
  // Pictures arrive in batches and fill the cards in.
  await expect(cards.first().locator('img[src*="/media/hotels/"]')).toBeVisible({ timeout: 10_000 });
  const hotelId = await card.getAttribute('data-hotel-id');
  expect(hotelId).toMatch(/^[A-Z0-9]{8}$/);
  await expect(card.getByTestId('provider-hotel-price')).toContainText('per night');

  await card.getByTestId('view-offers').click();
  const offers = page.getByTestId('offers-modal');
  await expect(offers).toBeVisible();
  const items = offers.getByTestId('offer-item');
  await expect(items.first()).toBeVisible();
  await expect(offers.getByTestId('offers-error')).toHaveCount(0);
  const realOffer = offers.locator('[data-testid="offer-item"][data-invented="false"]').first();
  await expect(realOffer).toBeVisible();
  await expect(realOffer.getByTestId('offer-price')).toContainText('per night');
  await expect(realOffer.getByTestId('offer-cancellation')).not.toBeEmpty();
  const offerId = await realOffer.getAttribute('data-offer-id');
  const listedTerms = (await realOffer.getByTestId('offer-cancellation').textContent())?.trim();

  await realOffer.getByTestId('book-offer').click();
  const bookingModal = page.getByTestId('provider-booking-modal');
  await expect(bookingModal).toBeVisible();
  await expect(offers).toBeHidden();
  // The server's price for the offer (its nights plus the site's tax).
  await expect(bookingModal.getByTestId('quote-total')).toBeVisible({ timeout: 10_000 });
  // The checkout states the same cancellation terms as the offer did: the API reads the offer's policy.
  await expect(bookingModal.getByTestId('quote-terms')).toHaveText(
    listedTerms === 'Non-refundable' ? 'This rate is non-refundable: it cannot be cancelled free of charge.' : /^Free cancellation until/,
  );

  await bookingModal.locator('input[name="firstName"]').fill('Ayşe');
  await bookingModal.locator('input[name="lastName"]').fill('Yılmaz');
  await bookingModal.locator('input[name="email"]').fill('ayse.trabzon@example.com');
  await bookingModal.locator('input[name="phone"]').fill('+90 532 123 45 67');
  await bookingModal.locator('input[name="cardNumber"]').fill('4111 1111 1111 1111');
  await bookingModal.locator('input[name="cardName"]').fill('AYSE YILMAZ');
  await bookingModal.locator('input[name="expiryDate"]').fill(futureExpiry());
  await bookingModal.locator('input[name="cvv"]').fill('123');
  await bookingModal.getByTestId('checkout-submit').click();

  const confirmation = page.getByTestId('provider-confirmation');
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(bookingModal).toBeHidden();
  const reference = (await confirmation.getByTestId('confirmation-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^TZN-\d{6}$/);

  await confirmation.getByTestId('provider-done').click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByTestId('offers-modal')).toBeHidden();
  // Done clears the flow and gives the focus back to the card's View Offers button.
  await expect(page.locator(`[data-testid="provider-hotel-card"][data-hotel-id="${hotelId}"]`).getByTestId('view-offers')).toBeFocused();

  // The booking is stored: the API has it under this offer, and /bookings lists it.
  const bookings = await page.evaluate(async () => {
    const response = await fetch('/api/bookings?limit=50', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return (await response.json()) as { results: { reference: string; type: string; details: Record<string, unknown> }[] };
  });
  const stored = bookings.results.find((b) => b.reference === reference);
  expect(stored).toMatchObject({ type: 'provider-hotel', details: expect.objectContaining({ offerId, hotelId }) });

  await page.goto('/bookings');
  const row = page.locator(`[data-testid="booking-row"][data-reference="${reference}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(reference);
  expect(pageErrors).toEqual([]);
});

test('a hotel the provider has no offers for shows the three invented offers, which cannot be booked', async ({ page, context }) => {
  await presetStorage(context, { 'preferred-language': 'en' });
  await page.goto('/trabzon-hotels');
  const cards = page.getByTestId('provider-hotel-card');
  await expect(cards).toHaveCount(20);
  // Ten guests: no room of the sandbox sleeps that many, so no hotel has an offer.
  await page.getByTestId('trabzon-search').locator('select[name="guests"]').selectOption('10');
  await page.getByTestId('trabzon-search-submit').click();
  await expect(page).toHaveURL(/guests=10/);
  const card = cards.first();
  await expect(card.getByTestId('provider-hotel-price')).toHaveAttribute('data-price-source', 'sample');
  await card.getByTestId('view-offers').click();
  const offers = page.getByTestId('offers-modal');
  await expect(offers.getByTestId('offer-item')).toHaveCount(3);
  await expect(offers.getByTestId('offer-item').locator('h3')).toHaveText(['Standard Room', 'Deluxe Room', 'Junior Suite']);
  for (const item of await offers.getByTestId('offer-item').all()) {
    await expect(item).toHaveAttribute('data-invented', 'true');
    await expect(item.getByTestId('offer-cancellation')).toHaveText('Non-refundable');
    await expect(item.getByTestId('book-offer')).toBeDisabled();
  }
  const prices = await offers
    .getByTestId('offer-price')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-price'))));
  expect(prices[1]).toBeCloseTo(prices[0]! * 1.3, 2);
  expect(prices[2]).toBeCloseTo(prices[0]! * 1.8, 2);
  // Escape closes the native dialog.
  await page.keyboard.press('Escape');
  await expect(offers).toBeHidden();
  await expect(card.getByTestId('view-offers')).toBeFocused();
});

test(
  'with the provider down: the error text (English, then Turkish) and the sample hotels',
  ownSite('injects a provider outage (PROVIDER_SANDBOX_DOWN)'),
  async ({ page, context, downSite }) => {
    await presetStorage(context, { 'preferred-language': 'en' });
    await page.goto(downSite.url('/trabzon-hotels'));

    const error = page.getByTestId('trabzon-error');
    await expect(error).toBeVisible({ timeout: 15_000 });
    await expect(error).toContainText('Failed to fetch hotels. Please try again later.');
    const cards = page.getByTestId('provider-hotel-card');
    await expect(cards).toHaveCount(20);
    await expect(page.locator('[data-testid="provider-hotel-card"][data-sample="true"]')).toHaveCount(20);
    // Sample prices are 50 to 300 a night.
    const prices = await page
      .getByTestId('provider-hotel-price')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-price'))));
    expect(prices).toHaveLength(20);
    for (const price of prices) expect(price >= 50 && price <= 300).toBe(true);

    // A sample hotel's offers are the invented ones, never sent to the provider and not bookable.
    await cards.first().getByTestId('view-offers').click();
    const offers = page.getByTestId('offers-modal');
    await expect(offers.getByTestId('offer-item')).toHaveCount(3);
    await expect(offers.getByTestId('book-offer').first()).toBeDisabled();
    await offers.getByRole('button', { name: 'Close' }).click();
    await expect(offers).toBeHidden();

    // The same texts in Turkish (the suite's default language), switched on the fly.
    await page.getByTestId('language-select').selectOption('tr');
    await expect(error).toContainText('Oteller alınamadı. Lütfen daha sonra tekrar deneyin.');
    await expect(cards).toHaveCount(20);
  },
);
