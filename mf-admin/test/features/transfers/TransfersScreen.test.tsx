// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { transfersApi, type VehicleAdmin } from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { ConfirmProvider } from '../../../src/components/ConfirmDialog';
import { TransfersScreen } from '../../../src/features/transfers/TransfersScreen';
import { apiRefusal, renderAdmin, startI18n, switchLanguage } from '../../helpers';
import { ECONOMY_CAR } from './fixtures';

/** The economy car with its Turkish texts too. */
const ECONOMY: VehicleAdmin = {
  ...ECONOMY_CAR,
  name: { en: 'Economy Car', tr: 'Ekonomik Araç' },
  description: { en: 'A small car for the city', tr: 'Şehir için küçük bir araç' },
};

const MINIVAN: VehicleAdmin = {
  _id: 'minivan',
  service: 'transfer',
  type: 'minivan',
  name: { en: 'Minivan transfer' },
  description: { en: 'Up to seven guests' },
  passengers: 7,
  luggage: 7,
  transmission: null,
  price: 60,
  fleet: 0,
  active: false,
  image: null,
  updatedAt: '2026-01-02T00:00:00.000Z',
};

function renderScreen() {
  return renderAdmin(
    <ToastProvider>
      <ConfirmProvider>
        <TransfersScreen />
      </ConfirmProvider>
    </ToastProvider>,
    '/admin/transfers',
  );
}

/** The row of the vehicles table whose row header is `name`. */
async function rowOf(name: string): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name });
  return header.closest('tr')!;
}

const cellTexts = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent);

/** The error text tied to a field by aria-describedby. */
function errorOf(field: HTMLElement): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? (document.getElementById(ids[0]!)?.textContent ?? null) : null;
}

function leaveAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

let list: ReturnType<typeof vi.spyOn>;

beforeAll(startI18n);
beforeEach(() => {
  list = vi.spyOn(transfersApi, 'adminVehicles').mockResolvedValue([ECONOMY, MINIVAN]);
  vi.spyOn(transfersApi, 'taxiRates').mockResolvedValue({ baseFare: 5, perKm: 1.2, roadFactor: 1.3 });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('/admin/transfers: vehicles', () => {
  it('lists every vehicle with its service, type, capacity, price per day or per trip, fleet and status', async () => {
    renderScreen();
    const economy = await rowOf('Economy Car');
    expect(cellTexts(economy)).toEqual(['Economy Car', 'Car rental', 'Economy', '4', '2', '$25.00 / day', '12', 'Active', 'Edit']);
    expect(cellTexts(await rowOf('Minivan transfer'))).toEqual([
      'Minivan transfer',
      'Transfer',
      'Minivan',
      '7',
      '7',
      '$60.00 / trip',
      'Not counted',
      'Inactive',
      'Edit',
    ]);
    expect(screen.getAllByTestId('admin-vehicle-row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit \u2068Economy Car\u2069' }).tagName).toBe('BUTTON');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cars, transfers and taxis');
  });

  it('sends only the changed fields, then shows the saved vehicle in its row', async () => {
    const saved: VehicleAdmin = { ...ECONOMY, name: { en: 'Economy Car', tr: 'Ekonomik Otomobil' }, price: 27.5, fleet: 14 };
    const update = vi.spyOn(transfersApi, 'updateVehicle').mockResolvedValue(saved);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit \u2068Economy Car\u2069' }));
    const drawer = await screen.findByTestId('vehicle-form');
    fireEvent.change(within(drawer).getByLabelText('Name (Turkish)'), { target: { value: 'Ekonomik Otomobil' } });
    fireEvent.change(within(drawer).getByLabelText('Price per day (USD)'), { target: { value: '27.50' } });
    fireEvent.change(within(drawer).getByLabelText('Fleet (cars of this type)'), { target: { value: '14' } });
    expect(leaveAsks()).toBe(true);
    fireEvent.submit(drawer);

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('economy', {
      name: { en: 'Economy Car', tr: 'Ekonomik Otomobil', ar: '' },
      price: 27.5,
      fleet: 14,
      expectedUpdatedAt: ECONOMY.updatedAt,
    });
    await waitFor(() => expect(screen.queryByTestId('vehicle-form')).toBeNull());
    expect(cellTexts(await rowOf('Economy Car'))).toEqual([
      'Economy Car',
      'Car rental',
      'Economy',
      '4',
      '2',
      '$27.50 / day',
      '14',
      'Active',
      'Edit',
    ]);
    expect(list).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('\u2068Economy Car\u2069 saved')).toBeTruthy();
  });

  it("never sends a transfer's fleet or transmission, which it has not", async () => {
    const update = vi.spyOn(transfersApi, 'updateVehicle').mockResolvedValue({ ...MINIVAN, price: 65, active: true });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit \u2068Minivan transfer\u2069' }));
    const drawer = await screen.findByTestId('vehicle-form');
    expect(within(drawer).queryByLabelText('Fleet (cars of this type)')).toBeNull();
    expect(within(drawer).queryByLabelText('Transmission')).toBeNull();
    fireEvent.change(within(drawer).getByLabelText('Price per trip (USD)'), { target: { value: '65' } });
    fireEvent.click(within(drawer).getByLabelText('Active (offered on the site)'));
    fireEvent.submit(drawer);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('minivan', { price: 65, active: true, expectedUpdatedAt: MINIVAN.updatedAt });
    expect(cellTexts(await rowOf('Minivan transfer'))).toContain('$65.00 / trip');
  });

  it('names a price of 0 and a fleet of 1001 under their fields and sends nothing', async () => {
    const update = vi.spyOn(transfersApi, 'updateVehicle').mockResolvedValue(ECONOMY);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit \u2068Economy Car\u2069' }));
    const drawer = await screen.findByTestId('vehicle-form');
    const price = within(drawer).getByLabelText('Price per day (USD)');
    const fleet = within(drawer).getByLabelText('Fleet (cars of this type)');
    const passengers = within(drawer).getByLabelText('Passengers');
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.change(fleet, { target: { value: '1001' } });
    fireEvent.change(passengers, { target: { value: '2.5' } });
    fireEvent.submit(drawer);

    await waitFor(() => expect(errorOf(price)).toBe('Enter a price above 0 and up to 100000 USD, with at most two decimals.'));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(fleet)).toBe('Enter a whole number of cars from 0 to 1000.');
    expect(fleet.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(passengers)).toBe('Enter a whole number of passengers from 1 to 60.');
    // The first wrong field in the form's order takes the focus.
    expect(document.activeElement).toBe(passengers);

    // A price with three decimals and an English name left empty are refused too.
    fireEvent.change(price, { target: { value: '19.999' } });
    fireEvent.change(within(drawer).getByLabelText('Name (English)'), { target: { value: '  ' } });
    fireEvent.submit(drawer);
    await waitFor(() => expect(within(drawer).getByText('Enter the name in English.')).toBeTruthy());
    expect(errorOf(price)).toBe('Enter a price above 0 and up to 100000 USD, with at most two decimals.');
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of a fleet below the cars already out in Turkish, with its number, under the fleet", async () => {
    await switchLanguage('tr');
    const update = vi
      .spyOn(transfersApi, 'updateVehicle')
      .mockRejectedValue(apiRefusal(409, 'The fleet cannot be smaller than the cars already booked on 2030-06-02 (3)'));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Düzenle: \u2068Ekonomik Araç\u2069' }));
    const drawer = await screen.findByTestId('vehicle-form');
    const fleet = within(drawer).getByLabelText('Filo (bu türdeki araç sayısı)');
    fireEvent.change(fleet, { target: { value: '2' } });
    fireEvent.submit(drawer);

    await waitFor(() => expect(update).toHaveBeenCalledWith('economy', { fleet: 2, expectedUpdatedAt: ECONOMY.updatedAt }));
    // The day as the admin writes days (formatDate), not the API's ISO day.
    const turkish = 'Filo, \u20662 Haz 2030\u2069 tarihinde zaten rezerve edilmiş araçlardan küçük olamaz (\u20663\u2069)';
    await waitFor(() => expect(errorOf(fleet)).toBe(turkish));
    expect(fleet.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(fleet);
    expect(screen.getByText(`Araç kaydedilemedi: ${turkish}`)).toBeTruthy();
    // The drawer stays open with the typed value.
    expect((fleet as HTMLInputElement).value).toBe('2');
  });
});

describe('/admin/transfers: taxi rates', () => {
  it('saves valid rates with a toast, and refuses a road factor of 0.5 without sending it', async () => {
    const save = vi.spyOn(transfersApi, 'saveTaxiRates').mockImplementation(async (rates) => rates);
    renderScreen();
    const form = await screen.findByTestId('taxi-rates-form');
    const baseFare = within(form).getByLabelText('Base fare (USD)') as HTMLInputElement;
    const roadFactor = within(form).getByLabelText('Road factor');
    expect(baseFare.value).toBe('5');
    expect(leaveAsks()).toBe(false);

    fireEvent.change(baseFare, { target: { value: '6.5' } });
    await waitFor(() => expect(leaveAsks()).toBe(true));
    fireEvent.click(within(form).getByRole('button', { name: 'Save taxi rates' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ baseFare: 6.5, perKm: 1.2, roadFactor: 1.3 });
    expect(await screen.findByText('Taxi rates saved')).toBeTruthy();
    await waitFor(() => expect(leaveAsks()).toBe(false));

    fireEvent.change(roadFactor, { target: { value: '0.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save taxi rates' }));
    await waitFor(() => expect(errorOf(roadFactor)).toBe('Enter a road factor from 1 to 3.'));
    expect(roadFactor.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(roadFactor);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
