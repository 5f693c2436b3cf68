/**
 * Car rentals, transfers and taxis (mf-transfers) in the browser: the map modal with tile requests
 * refused (the offline Natural Earth layer must still draw the coast), a custom map point and its
 * reset, the browser's position through a stubbed geolocation, and a real car-rental booking from
 * /car-transfers through the shared checkout to /bookings. In English.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { presetStorage } from '../fixtures/page';

const CARD = { number: '4111 1111 1111 1111', name: 'Test Traveller', expiry: '12/30', cvv: '123' };

test.beforeEach(async ({ context }) => {
  await presetStorage(context, { 'preferred-language': 'en' });
});

/** Refuses every request to the configured tile server, as when the site has no internet. */
async function blockTiles(page: Page): Promise<string[]> {
  const config = (await (await page.request.get('/api/transfers/config')).json()) as { map: { tileUrl: string } };
  const host = new URL(config.map.tileUrl.replace(/\{[a-z]\}/g, 'a')).host;
  const refused: string[] = [];
  await page.route(
    (url) => url.host === host || url.host.endsWith(`.${host.split('.').slice(-2).join('.')}`),
    async (route) => {
      refused.push(route.request().url());
      await route.abort('internetdisconnected');
    },
  );
  return refused;
}

test('the map works with tiles blocked: offline coast layer, places, click to choose, CUSTOM and reset', async ({ page }) => {
  const refused = await blockTiles(page);
  await page.goto('/car-transfers');
  // The first visit loads the remote on a busy machine: give it time.
  await expect(page.getByRole('heading', { level: 1, name: 'Car Rentals & Transfers' })).toBeVisible({ timeout: 20_000 });

  await page.getByTestId('pickup-map-button').click();
  const modal = page.getByTestId('map-modal');
  await expect(modal.getByRole('heading', { name: 'Select Pickup Location' })).toBeVisible();
  await expect(modal.getByText('Click on the map to select your pickup location')).toBeVisible();

  // The offline base layer: land polygons in their own pane under the tiles.
  const land = modal.locator('.leaflet-base-pane path');
  await expect(land.first()).toBeVisible();
  expect(await land.first().getAttribute('d')).toMatch(/^M/);
  await expect(modal.getByTestId('tiles-unavailable')).toHaveText('Detailed map tiles are unavailable; showing the offline coastline map.');
  expect(refused.length).toBeGreaterThan(0);
  // The six places are markers.
  await expect(modal.locator('.leaflet-marker-pane img.leaflet-marker-icon')).toHaveCount(6);
  await expect(modal.locator('.leaflet-control-zoom')).toBeVisible();

  // Click the map a little south-east of the centre (on land, in the service area).
  const box = (await modal.locator('.leaflet-container').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 60);
  await expect(modal.getByTestId('map-selected')).toContainText(/\d+\.\d{5}, \d+\.\d{5}/);
  const chosen = (await modal.getByTestId('map-selected').textContent())!.match(/(\d+\.\d{5}), (\d+\.\d{5})/)!;
  expect(Number(chosen[1])).toBeGreaterThan(40.9);
  expect(Number(chosen[1])).toBeLessThan(41.01);
  await modal.getByRole('button', { name: 'Confirm Location' }).click();
  await expect(modal).toBeHidden();
  // Closing removes the map 300 ms later.
  await expect(modal.locator('.leaflet-container')).toHaveCount(0);

  const pickup = page.getByTestId('pickup-select');
  await expect(pickup).toHaveValue('CUSTOM');
  const coordinates = page.getByTestId('pickup-coordinates');
  await expect(coordinates).toBeDisabled();
  await expect(coordinates).toHaveValue(`${chosen[1]}, ${chosen[2]}`);
  await page.getByTestId('pickup-remove').click();
  await expect(pickup).toHaveValue('TZX');
  await expect(coordinates).toHaveCount(0);
});

test('Use My Current Location takes the browser position (stubbed geolocation)', async ({ page, context }) => {
  await blockTiles(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 40.99, longitude: 39.8 });
  await page.goto('/car-transfers');
  await page.getByTestId('dropoff-map-button').click();
  const modal = page.getByTestId('map-modal');
  await expect(modal.getByRole('heading', { name: 'Select Drop-off Location' })).toBeVisible();
  await expect(modal.locator('.leaflet-base-pane path').first()).toBeVisible();
  await modal.getByRole('button', { name: 'Use My Current Location' }).click();
  await expect(modal.getByTestId('map-selected')).toContainText('40.99000, 39.80000');
  await modal.getByRole('button', { name: 'Confirm Location' }).click();
  await expect(page.getByTestId('dropoff-select')).toHaveValue('CUSTOM');
  await page.getByTestId('dropoff-remove').click();
  await expect(page.getByTestId('dropoff-select')).toHaveValue('TZX_CITY');
});

test('a denied location says so', async ({ page, context }) => {
  await blockTiles(page);
  await context.clearPermissions();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => setTimeout(() => fail({ code: 1 }), 10) },
    });
  });
  await page.goto('/car-transfers');
  await page.getByTestId('pickup-map-button').click();
  const modal = page.getByTestId('map-modal');
  await expect(modal.locator('.leaflet-base-pane path').first()).toBeVisible();
  await modal.getByRole('button', { name: 'Use My Current Location' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Location access was denied by the user.');
});

test('a car rental booked from /car-transfers shows up in /bookings', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto('/car-transfers');
  const search = page.getByTestId('car-search-submit');
  await expect(search).toBeEnabled();
  // Defaults: pickup tomorrow, drop-off in 3 days (2 days), economy.
  await search.click();
  const cards = page.getByTestId('vehicle-card');
  await expect(cards.first()).toBeVisible();
  const economy = page.locator('[data-testid="vehicle-card"][data-vehicle="economy"]');
  await expect(cards.first()).toHaveAttribute('data-vehicle', 'economy');
  await expect(economy.getByTestId('vehicle-passengers')).toHaveText(/5 passengers/);
  await expect(economy.getByTestId('vehicle-luggage')).toHaveText(/2 bags/);
  await expect(economy.getByTestId('vehicle-transmission')).toHaveText(/Manual/);
  await expect(economy.getByTestId('vehicle-price')).toHaveText('$25.00 / day');
  await expect(economy.getByTestId('vehicle-total')).toHaveText('Total $50.00');

  await economy.getByRole('button', { name: /^Select/ }).click();
  await expect(page.getByTestId('transfers-booking')).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveText('$56.00'); // $50 + 12 % tax

  const form = page.getByTestId('checkout-form');
  const input = (name: string) => form.locator(`input[name="${name}"]`);
  await input('firstName').fill('Ada');
  await input('lastName').fill('Lovelace');
  await input('email').fill('ada@example.com');
  await input('phone').fill('+90 462 555 12 34');
  await input('cardNumber').fill(CARD.number);
  await input('cardName').fill(CARD.name);
  await input('expiryDate').fill(CARD.expiry);
  await input('cvv').fill(CARD.cvv);
  await page.getByTestId('checkout-submit').click();

  const reference = page.getByTestId('confirmation-reference');
  await expect(reference).toHaveText(/^TC-\d{6}$/);
  const ref = (await reference.textContent())!.trim();

  await page.goto('/bookings');
  await expect(page.locator(`[data-testid="booking-row"][data-reference="${ref}"]`)).toBeVisible();
});

test('the search and the chosen vehicle are in the URL: Back, Forward and a reload find them', async ({ page }) => {
  await page.goto('/');
  await page.goto('/car-transfers');
  await page.getByTestId('pickup-select').selectOption('RIZE');
  await page.getByTestId('car-search-submit').click();
  await expect(page).toHaveURL(/\/car-transfers\?service=car_rental&pickupLocation=RIZE&dropoffLocation=TZX_CITY&pickupDate=/);
  const economy = page.locator('[data-testid="vehicle-card"][data-vehicle="economy"]');
  const select = economy.getByRole('button', { name: /^Select/ });
  await select.click();
  await expect(page.getByTestId('transfers-booking')).toBeVisible();
  await expect(page).toHaveURL(/[?&]vehicle=economy$/);

  // The browser's Back from the booking step: the results, not the home page, the focus on the vehicle's Select.
  await page.goBack();
  await expect(page.getByTestId('transfers-booking')).toBeHidden();
  await expect(page).toHaveURL(/\/car-transfers\?service=car_rental&pickupLocation=RIZE/);
  await expect(page).not.toHaveURL(/vehicle=/);
  await expect(select).toBeFocused();

  // Forward and a reload open the booking step again.
  await page.goForward();
  await expect(page.getByTestId('booking-vehicle')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('transfers-booking')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('booking-vehicle')).not.toBeEmpty();
  await expect(economy).toHaveCount(0);

  // The step's back button returns to the results; a reload keeps the search and its results.
  await page.getByRole('button', { name: 'Back to results' }).click();
  await expect(economy).toBeVisible();
  await expect(page).not.toHaveURL(/vehicle=/);
  await page.reload();
  await expect(economy).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pickup-select')).toHaveValue('RIZE');
});

test('a taxi shows a live fare and books a TT- transfer marked taxi', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto('/taxis');
  await page.getByTestId('dropoff-select').selectOption('RIZE');
  const fare = page.getByTestId('taxi-fare');
  // TZX → Rize centre is about 61.5 km in a straight line, about 80 km by road: $4 + $1.10 × ~80.
  await expect.poll(async () => Number(await fare.getAttribute('data-fare')), { timeout: 15_000 }).toBeGreaterThan(85);
  expect(Number(await fare.getAttribute('data-fare'))).toBeLessThan(96);
  await page.getByTestId('taxi-book').click();
  await expect(page.getByTestId('transfers-booking')).toBeVisible();
  const form = page.getByTestId('checkout-form');
  const input = (name: string) => form.locator(`input[name="${name}"]`);
  await input('firstName').fill('Ada');
  await input('lastName').fill('Lovelace');
  await input('email').fill('ada@example.com');
  await input('phone').fill('+90 462 555 12 34');
  await input('cardNumber').fill(CARD.number);
  await input('cardName').fill(CARD.name);
  await input('expiryDate').fill(CARD.expiry);
  await input('cvv').fill(CARD.cvv);
  await page.getByTestId('checkout-submit').click();
  await expect(page.getByTestId('confirmation-reference')).toHaveText(/^TT-\d{6}$/);
});
