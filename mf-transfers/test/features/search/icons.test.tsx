// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';
import { vehicle } from '../../fixtures';

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => (await import('../../fixtures')).mockApiClient(original));

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');
const { TaxiScreen } = await import('../../../src/features/taxi/TaxiScreen');
const { VehicleCard } = await import('../../../src/features/search/VehicleCard');

beforeAll(() => startI18n('en'));
afterEach(cleanup);

/** An emoji (or another pictograph that needs an emoji font): an empty box on a machine without one. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/** `element` draws its icon as an inline SVG, hidden from assistive technology, in the text colour, and holds no emoji. */
function expectDrawnIcon(element: HTMLElement) {
  expect(element.textContent).not.toMatch(PICTOGRAPH);
  const svg = element.querySelector('svg');
  expect(svg).not.toBeNull();
  expect(svg!.getAttribute('aria-hidden')).toBe('true');
  expect(svg!.getAttribute('stroke')).toBe('currentColor');
}

/* QA: the "No Hidden Fees" card's 💲 showed as an empty box on a machine without a colour-emoji font. */
describe('mf-transfers draws its icons, with no emoji', () => {
  it('the feature cards', () => {
    renderWithProviders(<CarTransfersScreen />);
    for (const key of ['safety', 'fees', 'local', 'support']) expectDrawnIcon(screen.getByTestId(`feature-card-${key}`));
    expect(screen.getByTestId('feature-card-fees').querySelector('h3')!.textContent).toBe('No Hidden Fees');
  });

  it.each([
    ['/car-transfers', () => <CarTransfersScreen />],
    ['/taxis', () => <TaxiScreen />],
  ])('%s: the map buttons, named by their label', (path, screenOf) => {
    renderWithProviders(screenOf(), path);
    expectDrawnIcon(screen.getByTestId('pickup-map-button'));
    expectDrawnIcon(screen.getByTestId('dropoff-map-button'));
    expect(screen.getByRole('button', { name: 'Choose pickup on the map' })).toBe(screen.getByTestId('pickup-map-button'));
  });

  it('a vehicle’s seats, bags and transmission', () => {
    renderWithProviders(<VehicleCard option={{ ...vehicle('economy', 'Fiat Egea', 25), transmission: 'manual' }} onSelect={() => {}} />);
    for (const id of ['vehicle-passengers', 'vehicle-luggage', 'vehicle-transmission']) expectDrawnIcon(screen.getByTestId(id));
  });
});
