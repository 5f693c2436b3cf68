/**
 * Packages, destinations and the home page (issue 14): the home hero and widgets, the home search
 * landing on /hotels and /packages with its filters applied, and the whole package journey: home →
 * package page with a live total → /booking (shell + @trabzon/checkout, priced by the API) →
 * confirmation (TP-) → /bookings. In English. Every worker has its own site and database.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { presetStorage } from '../fixtures/page';
import { addDays, todayIso } from '@trabzon/dates';

const TAX_RATE = 12;
const CARD = { number: '4111 1111 1111 1111', name: 'Test Traveller', expiry: '12/30', cvv: '123' };

test.beforeEach(async ({ context }) => {
  await presetStorage(context, { 'preferred-language': 'en' });
});

function amountOf(text: string | null): number {
  const value = Number((text ?? '').replace(/[^\d.]/g, ''));
  expect(Number.isFinite(value) && value > 0, `a price in "${text}"`).toBe(true);
  return value;
}

const cents = (value: number) => Math.round(value * 100) / 100;

async function openSearchTab(page: Page, name: string) {
  const search = page.getByTestId('home-search');
  const tab = search.getByRole('tab', { name });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return search;
}

test('home: hero slides from the settings, featured destinations with computed counts, featured packages', async ({ page, request }) => {
  await page.goto('/');
  const hero = page.getByTestId('hero-slideshow');
  await expect(hero).toHaveAttribute('data-source', 'settings');
  await expect(hero.getByTestId('slide')).toHaveCount(3);
  await expect(hero.getByTestId('slide-dot')).toHaveCount(3);

  const destinations = page.getByTestId('featured-destinations');
  await expect(destinations.getByTestId('destination-tile').first()).toBeVisible();
  // The tile counts places to stay (hotelCount), as /hotels?destination= lists them.
  const api = (await (await request.get('/api/destinations/featured')).json()) as { results: { name: string; hotelCount: number }[] };
  const trabzon = api.results.find((d) => d.name === 'Trabzon')!;
  await expect(destinations.getByTestId('destination-tile').filter({ hasText: 'Trabzon' }).getByTestId('destination-count')).toHaveText(
    `${trabzon.hotelCount} properties`,
  );

  const packages = page.getByTestId('featured-packages');
  await expect(packages.getByTestId('package-card').first()).toBeVisible();
  expect(await packages.getByTestId('package-card').count()).toBeGreaterThan(0);
});

test('home: the slideshow shows one default image when the settings fail, and the widgets show their error texts', async ({ page }) => {
  await page.route('**/api/settings/homepage*', (route) =>
    route.fulfill({ status: 500, body: '{"message":"down"}', contentType: 'application/json' }),
  );
  await page.route('**/api/destinations/featured*', (route) => route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }));
  await page.route('**/api/packages/featured*', (route) => route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }));
  await page.goto('/');
  const hero = page.getByTestId('hero-slideshow');
  await expect(hero).toHaveAttribute('data-source', 'default', { timeout: 15_000 });
  await expect(hero.getByTestId('slide')).toHaveCount(1);
  await expect(hero.locator('img')).toHaveAttribute('src', '/images/hero/default.svg');
  await expect(hero.getByTestId('slide-dot')).toHaveCount(0);
  await expect(page.getByTestId('featured-destinations')).toContainText('Failed to load destinations', { timeout: 15_000 });
  await expect(page.getByTestId('featured-packages')).toContainText('Failed to load packages', { timeout: 15_000 });
});

test('home search: the hotels tab lands on /hotels with destination, dates, guests and stars applied', async ({ page }) => {
  await page.goto('/');
  const search = await openSearchTab(page, 'Hotels');
  const checkIn = addDays(todayIso(), 20);
  const checkOut = addDays(checkIn, 3);
  await search.getByLabel('Destination').selectOption('uzungol');
  await search.getByLabel('Check-in').fill(checkIn);
  await search.getByLabel('Check-out').fill(checkOut);
  await search.getByLabel('Guests').selectOption('3');
  await search.getByLabel('Star rating').selectOption('4');
  await page.getByTestId('home-search-submit').click();

  await expect(page).toHaveURL(/\/hotels\?/);
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  expect(params).toMatchObject({ destination: 'uzungol', checkIn, checkOut, guests: '3', starRating: '4' });
  const filters = page.getByTestId('hotel-filters');
  await expect(filters.locator('[name="destination"]')).toHaveValue('uzungol');
  await expect(filters.locator('[name="checkIn"]')).toHaveValue(checkIn);
  await expect(filters.locator('[name="checkOut"]')).toHaveValue(checkOut);
  await expect(filters.locator('[name="guests"]')).toHaveValue('3');
  await expect(filters.locator('[name="starRating"]')).toHaveValue('4');
  await expect(page.getByTestId('hotels-count')).toBeVisible();
});

test('home → package → booking → /bookings: the destination filter applies, the total is price × guests + tax, the booking is TP-', async ({
  page,
  signIn,
  request,
}) => {
  test.slow();
  await signIn('user');
  await page.goto('/');

  // Home search, packages tab: Uzungöl, 3 guests.
  const search = await openSearchTab(page, 'Packages');
  await search.getByLabel('Destination').selectOption('uzungol');
  await search.getByLabel('Guests').selectOption('3');
  await page.getByTestId('home-search-submit').click();
  await expect(page).toHaveURL(/\/packages\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ destination: 'uzungol', guests: '3' });
  await expect(page.getByTestId('filter-destination')).toHaveValue('uzungol');
  const cards = page.getByTestId('package-card');
  await expect(cards.first()).toBeVisible();
  const expected = (await (await request.get('/api/packages?destination=uzungol')).json()) as {
    total: number;
    results: { slug: string; price: number }[];
  };
  await expect(cards).toHaveCount(expected.total);
  await expect(page.getByTestId('packages-count')).toHaveText(expected.total === 1 ? '1 package' : `${expected.total} packages`);

  // The package page: the guests carried over, a date two weeks ahead, the live total.
  const slug = (await cards.first().getAttribute('data-slug'))!;
  const price = expected.results.find((p) => p.slug === slug)!.price;
  await cards
    .first()
    .getByRole('link', { name: /View package/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/packages/${slug}`));
  await expect(page.getByTestId('package-itinerary').locator('li').first()).toContainText('Day 1');
  const panel = page.getByTestId('package-booking-panel');
  await expect(panel.getByTestId('package-guests')).toHaveValue('3');
  const start = addDays(todayIso(), 14);
  await panel.getByTestId('package-date').fill(start);
  const subtotal = cents(price * 3);
  const total = cents(subtotal + (subtotal * TAX_RATE) / 100);
  await expect(panel.getByTestId('package-total-amount')).toBeVisible({ timeout: 10_000 });
  expect(amountOf(await panel.getByTestId('package-total-amount').textContent())).toBe(total);
  await panel.getByTestId('package-guests').selectOption('2');
  const total2 = cents(price * 2 * (1 + TAX_RATE / 100));
  await expect.poll(async () => amountOf(await panel.getByTestId('package-total-amount').textContent())).toBe(total2);
  await panel.getByTestId('package-book').click();

  // /booking: the package variant, priced by the server.
  await expect(page).toHaveURL(/\/booking\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ type: 'package', startDate: start, guests: '2' });
  await expect(page.getByTestId('booking-package-name')).not.toHaveText('…');
  expect(amountOf(await page.getByTestId('quote-total').textContent())).toBe(total2);
  const form = page.getByTestId('checkout-form');
  const input = (name: string) => form.locator(`input[name="${name}"]`);
  await input('firstName').fill('Deniz');
  await input('lastName').fill('Aydın');
  await input('email').fill('user@trabzontravel.test');
  await input('phone').fill('+90 532 000 00 00');
  await input('cardNumber').fill(CARD.number);
  await input('cardName').fill(CARD.name);
  await input('expiryDate').fill(CARD.expiry);
  await input('cvv').fill(CARD.cvv);
  await page.getByTestId('checkout-submit').click();

  await expect(page.getByTestId('booking-confirmation')).toBeVisible({ timeout: 10_000 });
  const reference = (await page.getByTestId('confirmation-reference').textContent())!.trim();
  expect(reference).toMatch(/^TP-\d{6}$/);

  // My bookings.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-bookings').click();
  await expect(page).toHaveURL('/bookings');
  const row = page.locator(`[data-testid="booking-row"][data-reference="${reference}"]`);
  await expect(row).toBeVisible();
  expect(amountOf(await row.locator('td.money').textContent())).toBe(total2);
});
