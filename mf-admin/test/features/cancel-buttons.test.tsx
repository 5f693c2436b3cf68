// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminApi,
  adminRestaurantsApi,
  adminUsersApi,
  destinationsAdminApi,
  destinationsApi,
  packagesAdminApi,
  transfersApi,
} from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { ToastProvider } from '@trabzon/ui';
import { DestinationForm } from '../../src/features/destinations/DestinationForm';
import { HotelForm } from '../../src/features/hotels/HotelForm';
import { BulkForm } from '../../src/features/inventory/BulkForm';
import { InventoryForm } from '../../src/features/inventory/InventoryForm';
import { PackageForm } from '../../src/features/packages/PackageForm';
import { TableForm } from '../../src/features/restaurant-tables/TableForm';
import { RestaurantForm } from '../../src/features/restaurants/RestaurantForm';
import { VehicleForm } from '../../src/features/transfers/components/VehicleForm';
import { apiRefusal, cancelLockedWhileSaving, heldRequest, renderAdmin, startI18n } from '../helpers';
import { HOTEL } from './hotels/fixtures';
import { HOTEL as INVENTORY_HOTEL } from './inventory/fixtures';
import { packageAdmin } from './packages/fixtures';
import { RESTAURANT } from './restaurants/fixtures';
import { fillNewUser } from './users/fixtures';
import { ECONOMY_CAR as VEHICLE } from './transfers/fixtures';

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const renderWithToasts = (element: ReactElement) => renderAdmin(<ToastProvider>{element}</ToastProvider>);
/** The refusal said in the form's own box (`testId`); some forms say it in a toast too. */
const refusedIn = (testId: string) => ({ error: apiRefusal(400, 'Refused by the server'), shown: () => screen.findByTestId(testId) });
const saidAnywhere = { error: apiRefusal(400, 'Refused by the server'), shown: () => screen.findAllByText(/Refused by the server/) };

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
  vi.spyOn(adminApi.hotels, 'adminList').mockResolvedValue([]);
  vi.spyOn(adminApi.destinations, 'list').mockResolvedValue({ results: [], total: 0, page: 1, limit: 20 } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Cancel (Close) stayed active while a save was in flight: a press closed the form, and the save's
// refusal (or conflict) had nowhere to show. Now it is busy, keeps the focus, and works once the save ends.
describe("a form's Cancel is locked while its save is in flight", () => {
  it('the user form (a drawer of the users list)', async () => {
    const { request, refuse } = heldRequest();
    vi.spyOn(adminUsersApi, 'create').mockReturnValue(request);
    await fillNewUser();
    const closed = () => screen.queryByTestId('user-cancel') === null;
    await cancelLockedWhileSaving(button('user-save'), button('user-cancel'), closed, refuse, refusedIn('user-form-error'));
  });

  // The drawer's × and Escape closed it meanwhile (only its Cancel was locked); they wait for the save too.
  it("the user form's drawer: × and Escape close nothing while it saves, and work once it is refused", async () => {
    const { request, refuse } = heldRequest();
    vi.spyOn(adminUsersApi, 'create').mockReturnValue(request);
    await fillNewUser();
    const drawer = screen.getByTestId('user-drawer');
    const close = within(drawer).getByRole('button', { name: 'Close', hidden: true }) as HTMLButtonElement;
    const escape = () => fireEvent(drawer, new Event('cancel', { cancelable: true }));
    const closed = () => screen.queryByTestId('user-cancel') === null;
    fireEvent.click(button('user-save'));
    await waitFor(() => expect(close.getAttribute('aria-disabled')).toBe('true'));
    expect(close.disabled).toBe(false);
    close.focus();
    fireEvent.click(close);
    escape();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(close);
    expect(closed()).toBe(false);

    refuse(apiRefusal(400, 'Refused by the server'));
    await screen.findByTestId('user-form-error');
    await waitFor(() => expect(close.hasAttribute('aria-disabled')).toBe(false));
    escape();
    // The typed changes were submitted: Escape closes without asking.
    await waitFor(() => expect(closed()).toBe(true));
  });

  it('the inventory forms: one night, and the bulk update', async () => {
    const night = heldRequest();
    vi.spyOn(adminApi.inventory, 'create').mockReturnValue(night.request);
    const onCancel = vi.fn();
    renderAdmin(
      <InventoryForm hotels={[INVENTORY_HOTEL]} defaults={{ hotel: 'h1', roomType: 'r1' }} onSaved={vi.fn()} onCancel={onCancel} />,
    );
    fireEvent.change(screen.getByTestId('inventory-date'), { target: { value: addDays(todayIso(), 5) } });
    fireEvent.change(screen.getByTestId('inventory-totalRooms'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('inventory-availableRooms'), { target: { value: '8' } });
    fireEvent.change(screen.getByTestId('inventory-basePrice'), { target: { value: '120' } });
    const called = (spy: typeof onCancel) => () => spy.mock.calls.length > 0;
    await cancelLockedWhileSaving(
      button('inventory-submit'),
      button('inventory-cancel'),
      called(onCancel),
      night.refuse,
      refusedIn('inventory-form-error'),
    );
    cleanup();

    const bulk = heldRequest();
    vi.spyOn(adminApi.inventory, 'bulk').mockReturnValue(bulk.request);
    const onBulkCancel = vi.fn();
    const from = addDays(todayIso(), 1);
    renderAdmin(
      <BulkForm
        hotels={[INVENTORY_HOTEL]}
        defaults={{ hotel: 'h1', roomType: 'r1', from, to: addDays(from, 6) }}
        onApplied={vi.fn()}
        onCancel={onBulkCancel}
      />,
    );
    fireEvent.click(screen.getByTestId('bulk-day-weekdays'));
    fireEvent.change(screen.getByTestId('bulk-basePrice'), { target: { value: '150' } });
    await cancelLockedWhileSaving(
      button('bulk-submit'),
      button('bulk-cancel'),
      called(onBulkCancel),
      bulk.refuse,
      refusedIn('bulk-form-error'),
    );
  });

  it('the destination form', async () => {
    const { request, refuse } = heldRequest();
    vi.spyOn(destinationsAdminApi, 'create').mockReturnValue(request);
    const onCancel = vi.fn();
    renderWithToasts(<DestinationForm destination={null} onSaved={vi.fn()} onCancel={onCancel} />);
    fireEvent.change(screen.getByTestId('destination-name-en'), { target: { value: 'QA Köy' } });
    await cancelLockedWhileSaving(button('destination-save'), button('destination-cancel'), () => onCancel.mock.calls.length > 0, refuse);
  });

  it('the package form', async () => {
    const { request, refuse } = heldRequest();
    vi.spyOn(packagesAdminApi, 'update').mockReturnValue(request);
    const onCancel = vi.fn();
    renderWithToasts(<PackageForm pkg={packageAdmin({ updatedAt: '2026-01-01T00:00:00.000Z' })} onSaved={vi.fn()} onCancel={onCancel} />);
    await cancelLockedWhileSaving(
      button('package-save'),
      button('package-cancel'),
      () => onCancel.mock.calls.length > 0,
      refuse,
      refusedIn('package-form-error'),
    );
  });

  it('the hotel form’s Close', async () => {
    const { request, refuse } = heldRequest();
    vi.spyOn(adminApi.hotels, 'update').mockReturnValue(request);
    const onCancel = vi.fn();
    renderWithToasts(<HotelForm hotel={HOTEL} onSaved={vi.fn()} onCancel={onCancel} />);
    await cancelLockedWhileSaving(
      button('hotel-submit'),
      button('hotel-close'),
      () => onCancel.mock.calls.length > 0,
      refuse,
      refusedIn('hotel-form-error'),
    );
  });

  it('the restaurant and table forms', async () => {
    const restaurant = heldRequest();
    vi.spyOn(adminRestaurantsApi, 'update').mockReturnValue(restaurant.request);
    const onCancel = vi.fn();
    renderWithToasts(<RestaurantForm restaurant={RESTAURANT} onSaved={vi.fn()} onCancel={onCancel} />);
    const save = (await screen.findByTestId('restaurant-save')) as HTMLButtonElement;
    await cancelLockedWhileSaving(save, button('restaurant-cancel'), () => onCancel.mock.calls.length > 0, restaurant.refuse, saidAnywhere);
    cleanup();

    const table = heldRequest();
    vi.spyOn(adminRestaurantsApi, 'addTable').mockReturnValue(table.request);
    const onDone = vi.fn();
    renderWithToasts(<TableForm restaurantId="r1" table={null} onDone={onDone} />);
    fireEvent.change(screen.getByRole('textbox', { name: /table number/i }), { target: { value: 'A1' } });
    await cancelLockedWhileSaving(
      button('table-save'),
      button('table-cancel'),
      () => onDone.mock.calls.length > 0,
      table.refuse,
      saidAnywhere,
    );
  });

  it('the vehicle form', async () => {
    const { request, refuse } = heldRequest();
    vi.spyOn(transfersApi, 'updateVehicle').mockReturnValue(request);
    const onCancel = vi.fn();
    renderWithToasts(<VehicleForm vehicle={VEHICLE} onSaved={vi.fn()} onCancel={onCancel} />);
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '27.5' } });
    await cancelLockedWhileSaving(
      button('vehicle-save'),
      button('vehicle-cancel'),
      () => onCancel.mock.calls.length > 0,
      refuse,
      saidAnywhere,
    );
  });
});
