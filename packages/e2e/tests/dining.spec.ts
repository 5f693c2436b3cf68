/**
 * Restaurants (mf-dining) end to end: the list with search, filters, sorts and the empty state,
 * state in the URL (also what the home panel's restaurant tab sends), the detail page, a table
 * reserved from the free slots through the shared checkout (no card: paid at the restaurant), the
 * TR- confirmation, and the reservation in /bookings. In English.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { presetStorage } from '../fixtures/page';
import { addDays, todayIso } from '@trabzon/dates';

test.beforeEach(async ({ context }) => {
  await presetStorage(context, { 'preferred-language': 'en' });
});

const cards = (page: Page) => page.getByTestId('restaurant-card');

test('the list: search, filters, sorts, badges, empty state and reset, all kept in the URL', async ({ page }) => {
  test.slow();
  await page.goto('/restaurants');
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('result-count')).toHaveText('13 restaurants');
  // Popularity puts promoted restaurants first.
  await expect(cards(page).first().getByTestId('badge-promoted')).toBeVisible();
  await expect(page.getByTestId('badge-new').first()).toBeVisible();

  await page.getByLabel('Cuisine', { exact: true }).selectOption('italian');
  await expect(page).toHaveURL(/cuisine=italian/);
  await expect(cards(page)).toHaveCount(2);

  await page.getByLabel('Sort by').selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);

  // A reload keeps the state.
  await page.reload();
  await expect(page.getByLabel('Cuisine', { exact: true })).toHaveValue('italian');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
  await expect(cards(page)).toHaveCount(2);

  await page.getByTestId('reset-filters').click();
  await expect(page).toHaveURL('/restaurants');
  await expect(page.getByTestId('result-count')).toHaveText('13 restaurants');

  await page.getByLabel('Search by name or cuisine').fill('nothing-like-this');
  await page.getByLabel('Search by name or cuisine').press('Enter');
  await expect(page.getByTestId('restaurants-empty')).toContainText('No restaurants found matching your criteria.');
  await page.getByTestId('restaurants-empty').getByRole('button', { name: 'Reset filters' }).click();
  await expect(cards(page)).toHaveCount(9); // the first page
});

test('the home panel’s restaurant fields land in the search, the location filter and the reservation form', async ({ page }) => {
  const date = addDays(todayIso(), 4);
  await page.goto(`/restaurants?restaurant=Trattoria&destination=trabzon&checkIn=${date}&guests=4`);
  await expect(page.getByLabel('Search by name or cuisine')).toHaveValue('Trattoria');
  await expect(page.getByLabel('Location')).toHaveValue('trabzon');
  await expect(cards(page)).toHaveCount(1);
  await cards(page).getByRole('link', { name: 'Meydan Trattoria' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/meydan-trattoria\\?date=${date}&guests=4`));
  const panel = page.getByTestId('reservation-panel');
  await expect(panel.getByLabel('Date')).toHaveValue(date);
  await expect(panel.getByLabel('Party size')).toHaveValue('4');
});

test('reserve a table: list → detail → free slot → checkout without a card → TR- confirmation → /bookings', async ({ page, signIn }) => {
  test.slow();
  await signIn('user');
  const date = addDays(todayIso(), 5);

  await page.goto('/restaurants');
  await page.getByLabel('Search by name or cuisine').fill('Hamsi');
  await page.getByLabel('Search by name or cuisine').press('Enter');
  await expect(cards(page)).toHaveCount(1);
  await cards(page).getByRole('link', { name: 'Hamsi Köşkü' }).click();

  // The detail page.
  await expect(page).toHaveURL(/\/restaurants\/hamsi-kosku/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hamsi Köşkü' })).toBeVisible();
  await expect(page.getByTestId('gallery').locator('img').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await expect(page.getByText('Fried anchovies')).toBeVisible();
  await expect(page.getByTestId('hours-today')).toBeVisible();
  await expect(page.getByTestId('open-state')).toHaveText(/Open now · until 23:00|Closed now/);

  // The reservation panel: a date, a party of 3, a free time, a request.
  const panel = page.getByTestId('reservation-panel');
  await panel.getByLabel('Date').fill(date);
  await panel.getByLabel('Party size').selectOption('3');
  const time = panel.getByLabel('Time');
  await expect(time.locator('option[value="19:00"]')).toBeEnabled();
  await time.selectOption('19:00');
  await panel.getByLabel('Special requests').fill('A table by the window, please');
  await panel.getByTestId('reserve-submit').click();

  // The shared checkout: nothing to pay online, no card fields.
  await expect(page).toHaveURL(/\/restaurant-booking\?/);
  const query = Object.fromEntries(new URL(page.url()).searchParams);
  expect(query).toEqual({ restaurant: 'hamsi-kosku', date, time: '19:00', party: '3', requests: 'A table by the window, please' });
  // Back to the restaurant, by the page's link and by the browser's Back: the whole choice is kept.
  const keptChoice = async () => {
    await expect(page).toHaveURL(/\/restaurants\/hamsi-kosku\?/);
    await expect(panel.getByLabel('Party size')).toHaveValue('3');
    await expect(panel.getByLabel('Time')).toHaveValue('19:00');
    await expect(panel.getByLabel('Special requests')).toHaveValue('A table by the window, please');
    await panel.getByTestId('reserve-submit').click();
    await expect(page).toHaveURL(/\/restaurant-booking\?/);
  };
  await page.getByRole('link', { name: 'Change date, time or party size' }).click();
  await keptChoice();
  await page.goBack();
  await keptChoice();
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(query);

  const summary = page.getByTestId('reservation-summary');
  await expect(summary).toContainText('Hamsi Köşkü');
  await expect(summary).toContainText('19:00');
  await expect(summary).toContainText('3 guests');
  const form = page.getByTestId('checkout-form');
  await expect(form.locator('input[name="cardNumber"]')).toHaveCount(0);
  await expect(form).toContainText('you pay the bill at the restaurant');
  await expect(form.locator('textarea[name="specialRequests"]')).toHaveValue('A table by the window, please');
  await form.locator('input[name="firstName"]').fill('Deniz');
  await form.locator('input[name="lastName"]').fill('Aydın');
  await form.locator('input[name="email"]').fill('user@trabzontravel.test');
  await form.locator('input[name="phone"]').fill('+90 532 000 00 00');
  await page.getByTestId('checkout-submit').click();

  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation).toBeVisible({ timeout: 10_000 });
  const reference = (await page.getByTestId('confirmation-reference').textContent())!.trim();
  expect(reference).toMatch(/^TR-\d{6}$/);

  // The slot is still free for others (more tables), and the reservation is in My bookings.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-bookings').click();
  await expect(page).toHaveURL('/bookings');
  const row = page.locator(`[data-testid="booking-row"][data-reference="${reference}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('booking-status')).toHaveAttribute('data-status', 'confirmed');
});
