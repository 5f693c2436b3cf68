// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../render';

vi.mock('../../src/components/map/LeafletMap', () => import('../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { RESULTS, TAXI_ESTIMATE, mockApiClient, neverAnswers } = await import('../fixtures');
  return mockApiClient(
    original,
    { search: vi.fn(async () => RESULTS), taxiEstimate: vi.fn(async () => TAXI_ESTIMATE) },
    // The booking step asks for the quote: it stays loading here (these tests read its summary).
    { quote: neverAnswers() },
  );
});

const { CarTransfersScreen } = await import('../../src/features/search/CarTransfersScreen');
const { TaxiScreen } = await import('../../src/features/taxi/TaxiScreen');

afterEach(cleanup);

/** The booking step's route of a rental from Trabzon Airport to the city centre (the search's answer). */
async function rentalRoute() {
  renderWithProviders(<CarTransfersScreen />);
  fireEvent.click(screen.getByTestId('car-search-submit'));
  const [, suv] = await screen.findAllByTestId('vehicle-card');
  fireEvent.click(within(suv!).getByRole('button'));
  return routeIn(await screen.findByTestId('transfers-booking'));
}

/** The booking step's route of a taxi from Trabzon Airport to the city centre. */
async function taxiRoute() {
  renderWithProviders(<TaxiScreen />, '/taxis?pickupLocation=TZX&dropoffLocation=TZX_CITY');
  await screen.findByTestId('taxi-fare'); // the fare is in: Book is enabled
  fireEvent.click(screen.getByTestId('taxi-book'));
  return routeIn(await screen.findByTestId('transfers-booking'));
}

/** The value of the summary's "Route" (المسار, Güzergâh). */
function routeIn(step: HTMLElement): HTMLElement {
  const label = within(step).getByText(/^(Route|المسار|Güzergâh)$/, { selector: 'dt' });
  return label.nextElementSibling as HTMLElement;
}

const places = (route: HTMLElement) => [...route.querySelectorAll('bdi')].map((place) => place.textContent);

describe('the route of the booking step in Arabic (read right to left)', () => {
  it('a car rental: the arrow points from the pickup to the drop-off, each place isolated', async () => {
    await startI18n('ar');
    const route = await rentalRoute();
    expect(route.textContent).toBe('مطار طرابزون (TZX) ← وسط مدينة طرابزون');
    expect(places(route)).toEqual(['مطار طرابزون (TZX)', 'وسط مدينة طرابزون']);
  });

  it('a taxi: the same', async () => {
    await startI18n('ar');
    const route = await taxiRoute();
    expect(route.textContent).toBe('مطار طرابزون (TZX) ← وسط مدينة طرابزون');
    expect(places(route)).toEqual(['مطار طرابزون (TZX)', 'وسط مدينة طرابزون']);
  });
});

describe('the route of the booking step in English and Turkish (left to right): unchanged', () => {
  it('a car rental and a taxi in English', async () => {
    await startI18n('en');
    expect((await rentalRoute()).textContent).toBe('Trabzon Airport (TZX) → Trabzon City Center');
    cleanup();
    expect((await taxiRoute()).textContent).toBe('Trabzon Airport (TZX) → Trabzon City Center');
  });

  it('a taxi in Turkish', async () => {
    await startI18n('tr');
    expect((await taxiRoute()).textContent).toBe('Trabzon Havalimanı (TZX) → Trabzon Şehir Merkezi');
  });
});
