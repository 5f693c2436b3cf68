// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, it, vi } from 'vitest';
import {
  adminApi,
  adminRestaurantsApi,
  destinationsAdminApi,
  destinationsApi,
  homepageApi,
  packagesAdminApi,
  transfersApi,
} from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { DestinationForm } from '../../src/features/destinations/DestinationForm';
import { HeroSettingsScreen } from '../../src/features/hero/HeroSettingsScreen';
import { PackageForm } from '../../src/features/packages/PackageForm';
import { TableForm } from '../../src/features/restaurant-tables/TableForm';
import { RestaurantForm } from '../../src/features/restaurants/RestaurantForm';
import { TaxiRatesSection } from '../../src/features/transfers/components/TaxiRatesSection';
import { VehicleForm } from '../../src/features/transfers/components/VehicleForm';
import { apiRefusal, editConflict, heldRequest, pressTwiceThenRefuse, renderAdmin, startI18n } from '../helpers';
import { day, packageAdmin } from './packages/fixtures';
import { RESTAURANT } from './restaurants/fixtures';
import { ECONOMY_CAR as VEHICLE } from './transfers/fixtures';

const PACKAGE = packageAdmin({
  description: { en: 'Two days up high', tr: '', ar: '' },
  duration: 2,
  images: ['/images/packages/uzungol.webp'],
  itinerary: [day(1, 'A'), day(2, 'B')],
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
/** Refusals are said in toasts on some of these screens. */
const renderWithToasts = (element: ReactElement) => renderAdmin(<ToastProvider>{element}</ToastProvider>);

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
  vi.spyOn(adminApi.hotels, 'adminList').mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// A save button `disabled` while saving dropped the keyboard's focus to <body> when the save was refused,
// and a double press sent twice.
describe('save buttons stay focusable (aria-disabled) and send once', () => {
  it('the package form', async () => {
    const { request, refuse } = heldRequest();
    const update = vi.spyOn(packagesAdminApi, 'update').mockReturnValue(request);
    renderWithToasts(<PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await pressTwiceThenRefuse(button('package-save'), update, refuse);
  });

  it('the table form', async () => {
    const { request, refuse } = heldRequest();
    const add = vi.spyOn(adminRestaurantsApi, 'addTable').mockReturnValue(request);
    renderWithToasts(<TableForm restaurantId="r1" table={null} onDone={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: /table number/i }), { target: { value: 'A1' } });
    await pressTwiceThenRefuse(button('table-save'), add, refuse);
  });

  it('the hero slideshow', async () => {
    vi.spyOn(homepageApi, 'getAdmin').mockResolvedValue({
      heroSlideshow: [{ url: '/images/sea.jpg', title: { en: 'Sea' }, subtitle: { en: '' }, action: null }],
    } as never);
    const { request, refuse } = heldRequest();
    const update = vi.spyOn(homepageApi, 'update').mockReturnValue(request);
    renderWithToasts(<HeroSettingsScreen />);
    await pressTwiceThenRefuse((await screen.findByTestId('hero-save')) as HTMLButtonElement, update, refuse);
  });

  it('the destination form', async () => {
    const { request, refuse } = heldRequest();
    const create = vi.spyOn(destinationsAdminApi, 'create').mockReturnValue(request);
    renderWithToasts(<DestinationForm destination={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByTestId('destination-name-en'), { target: { value: 'QA Köy' } });
    await pressTwiceThenRefuse(button('destination-save'), create, refuse);
  });

  it('the restaurant form', async () => {
    const { request, refuse } = heldRequest();
    const update = vi.spyOn(adminRestaurantsApi, 'update').mockReturnValue(request);
    renderWithToasts(<RestaurantForm restaurant={RESTAURANT} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await pressTwiceThenRefuse((await screen.findByTestId('restaurant-save')) as HTMLButtonElement, update, refuse);
  });

  it('the vehicle form', async () => {
    const { request, refuse } = heldRequest();
    const update = vi.spyOn(transfersApi, 'updateVehicle').mockReturnValue(request);
    renderWithToasts(<VehicleForm vehicle={VEHICLE} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '27.5' } });
    // Said twice: above the buttons and in a toast.
    const refusal = { error: apiRefusal(400, 'Refused by the server'), shown: () => screen.findAllByText(/Refused by the server/) };
    await pressTwiceThenRefuse(button('vehicle-save'), update, refuse, refusal);
  });

  it('the taxi rates', async () => {
    vi.spyOn(transfersApi, 'taxiRates').mockResolvedValue({ baseFare: 5, perKm: 1.2, roadFactor: 1.3 });
    const { request, refuse } = heldRequest();
    const save = vi.spyOn(transfersApi, 'saveTaxiRates').mockReturnValue(request);
    renderWithToasts(<TaxiRatesSection />);
    await pressTwiceThenRefuse((await screen.findByTestId('taxi-rates-save')) as HTMLButtonElement, save, refuse);
  });

  it('Reload after an edit conflict: one load, and a failed one leaves the focus on it', async () => {
    vi.spyOn(packagesAdminApi, 'update').mockRejectedValue(editConflict());
    const { request, refuse } = heldRequest();
    const get = vi.spyOn(packagesAdminApi, 'get').mockReturnValue(request);
    renderWithToasts(<PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(button('package-save'));
    await waitFor(() => screen.getByTestId('edit-conflict-reload'));
    await pressTwiceThenRefuse(button('edit-conflict-reload'), get, refuse);
  });
});
