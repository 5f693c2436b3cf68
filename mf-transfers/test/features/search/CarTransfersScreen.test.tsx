// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';

const api = vi.hoisted(() => ({ search: vi.fn(() => new Promise(() => {})) }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { CATALOGUE_PRICES, mockApiClient } = await import('../../fixtures');
  return mockApiClient(original, { vehicles: vi.fn(async () => CATALOGUE_PRICES), search: api.search });
});

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');
const { todayIso, addDays } = await import('@trabzon/dates');

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.search.mockClear();
});

const select = (which: string) => screen.getByTestId(`${which}-select`) as HTMLSelectElement;

async function pickOnMap(which: 'pickup' | 'dropoff') {
  fireEvent.click(screen.getByTestId(`${which}-map-button`));
  fireEvent.click(await screen.findByText('fake map click'));
  fireEvent.click(screen.getByText('Confirm Location'));
}

describe('/car-transfers', () => {
  it('shows the header, the defaults, the four service cards with catalogue teasers and the four feature cards', async () => {
    // 12:00 in Istanbul, when pickups are still left today (only Date is faked).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    renderWithProviders(<CarTransfersScreen />);
    expect(screen.getByText('Car Rentals & Transfers')).toBeTruthy();
    expect(select('pickup').value).toBe('TZX');
    expect(select('dropoff').value).toBe('TZX_CITY');
    const today = todayIso();
    expect((screen.getByLabelText('Pickup Date') as HTMLInputElement).value).toBe(addDays(today, 1));
    expect((screen.getByLabelText('Pickup Date') as HTMLInputElement).min).toBe(today);
    expect((screen.getByLabelText('Drop-off Date') as HTMLInputElement).value).toBe(addDays(today, 3));
    expect((screen.getByLabelText('Drop-off Date') as HTMLInputElement).min).toBe(addDays(today, 1));
    expect((screen.getByLabelText('Car Type') as HTMLSelectElement).value).toBe('economy');
    expect([...(screen.getByLabelText('Car Type') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'economy',
      'compact',
      'midsize',
      'suv',
      'luxury',
      'van',
    ]);
    for (const title of ['Safety First', 'No Hidden Fees', 'Local Experience', '24/7 Support'])
      expect(screen.getByText(title)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('teaser-economy').textContent).toBe('from $25.00 a day'));
    expect(screen.getByTestId('teaser-suv').textContent).toBe('from $60.00 a day');
    expect(screen.getByTestId('teaser-airport').textContent).toBe('from $35.00 per trip');
    expect(screen.getByTestId('teaser-group').textContent).toBe('from $70.00 per trip');
  });

  it('transfers: From/To, passengers 1 to 16 (default 2), no drop-off date', () => {
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    expect(screen.getByText('From')).toBeTruthy();
    expect(screen.getByText('To')).toBeTruthy();
    expect(screen.queryByLabelText('Drop-off Date')).toBeNull();
    const passengers = screen.getByLabelText('Passengers') as HTMLSelectElement;
    expect(passengers.value).toBe('2');
    expect([...passengers.options].map((o) => Number(o.value))).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('a map point turns the select to CUSTOM with a disabled coordinates box, edit and remove; remove resets to TZX / TZX_CITY', async () => {
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.change(select('pickup'), { target: { value: 'RIZE' } });
    fireEvent.change(select('dropoff'), { target: { value: 'AYDER' } });
    await waitFor(() => expect(screen.getByTestId('pickup-map-button')).toBeTruthy());
    await waitFor(() => expect(screen.queryByTestId('map-modal')).not.toBeNull());

    await pickOnMap('pickup');
    await waitFor(() => expect(select('pickup').value).toBe('CUSTOM'));
    const box = screen.getByTestId('pickup-coordinates') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.value).toBe('41.01234, 39.75678');
    expect(screen.getByTestId('pickup-edit')).toBeTruthy();

    await pickOnMap('dropoff');
    await waitFor(() => expect(select('dropoff').value).toBe('CUSTOM'));

    fireEvent.click(screen.getByTestId('pickup-remove'));
    expect(select('pickup').value).toBe('TZX');
    expect(screen.queryByTestId('pickup-coordinates')).toBeNull();
    expect(select('dropoff').value).toBe('CUSTOM');
    fireEvent.click(screen.getByTestId('dropoff-remove'));
    expect(select('dropoff').value).toBe('TZX_CITY');
    expect(screen.queryByTestId('dropoff-coordinates')).toBeNull();
  });

  it('Search is busy (aria-disabled, "Searching…") while the search loads, keeps the focus, and a repeat press or Enter is ignored', async () => {
    renderWithProviders(<CarTransfersScreen />);
    const button = screen.getByTestId('car-search-submit') as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBeNull();
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.textContent).toBe('Searching…');
    // Not disabled: a disabled button loses the focus, which falls to the page's body.
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(api.search).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    fireEvent.submit(screen.getByTestId('car-search-form'));
    expect(api.search).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
  });

  it('refuses a rental pickup beyond 365 days at its field before any search; the cards stay; day 365 searches', async () => {
    // 12:00 in Istanbul (only Date is faked).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    renderWithProviders(<CarTransfersScreen />);
    const pickup = screen.getByLabelText('Pickup Date') as HTMLInputElement;
    expect(pickup.max).toBe('2027-11-26');
    fireEvent.change(pickup, { target: { value: '2099-12-31' } });
    fireEvent.change(screen.getByLabelText('Drop-off Date'), { target: { value: '2100-01-05' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Bookings open at most 365 days ahead');
    expect(api.search).not.toHaveBeenCalled();
    expect(screen.queryByTestId('error-panel')).toBeNull();
    expect(screen.getByTestId('service-card-economy')).toBeTruthy();
    expect(screen.getByText('Safety First')).toBeTruthy();
    // The last bookable day searches.
    fireEvent.change(pickup, { target: { value: '2027-11-26' } });
    fireEvent.change(screen.getByLabelText('Drop-off Date'), { target: { value: '2027-11-30' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a rental longer than 30 days at its field before any search; the drop-off field stops at 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.change(screen.getByLabelText('Pickup Date'), { target: { value: '2026-12-01' } });
    const dropoff = screen.getByLabelText('Drop-off Date') as HTMLInputElement;
    expect(dropoff.max).toBe('2026-12-31');
    fireEvent.change(dropoff, { target: { value: '2027-01-15' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('A rental can last at most 30 days');
    expect(api.search).not.toHaveBeenCalled();
    expect(screen.queryByTestId('error-panel')).toBeNull();
    fireEvent.change(dropoff, { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
  });

  it('refuses a transfer date beyond 365 days the same way', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    const date = screen.getByLabelText('Transfer Date') as HTMLInputElement;
    expect(date.max).toBe('2027-11-26');
    fireEvent.change(date, { target: { value: '2027-11-27' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Bookings open at most 365 days ahead');
    expect(api.search).not.toHaveBeenCalled();
  });

  it('late in the evening, today’s pickups are over: the date starts at tomorrow and today is refused with the reason', async () => {
    // 22:30 in Istanbul: 2 hours’ notice ends after midnight.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T19:30:00Z'));
    renderWithProviders(<CarTransfersScreen />);
    const date = screen.getByLabelText('Pickup Date') as HTMLInputElement;
    expect(date.min).toBe('2026-11-27');
    fireEvent.change(date, { target: { value: '2026-11-26' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Today’s pickups are over: a rental or transfer needs at least 120 minutes’ notice. Please choose tomorrow or a later date.',
    );
    expect(api.search).not.toHaveBeenCalled();
    // Tomorrow searches.
    fireEvent.change(date, { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
  });
});
