// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressBar } from '@trabzon/router/testing';
import { renderWithProviders, startI18n } from '../../render';
import { RESULTS } from '../../fixtures';

const api = vi.hoisted(() => ({ search: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { mockApiClient, neverAnswers } = await import('../../fixtures');
  // The quote stays loading: these tests are about the address, not the price.
  return mockApiClient(original, { search: api.search }, { quote: neverAnswers() });
});

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

beforeAll(() => startI18n('en'));
// 12:00 in Istanbul on 2030-05-01: the searches' dates (June 2030) are within the 365 days the API
// books ahead, whenever the tests run. Only Date is faked, so the screen's timers and promises run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-01T09:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.search.mockReset();
});

const open = (path = '/car-transfers') =>
  renderWithProviders(
    <>
      <CarTransfersScreen />
      <AddressBar backLabel="browser back" />
    </>,
    path,
  );

const query = () => new URLSearchParams(screen.getByTestId('address').textContent!.split('?')[1] ?? '');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const select = (which: string) => screen.getByTestId(`${which}-select`) as HTMLSelectElement;

const RENTAL = 'service=car_rental&pickupLocation=RIZE&dropoffLocation=AYDER&pickupDate=2030-06-01&dropoffDate=2030-06-03&carType=suv';

describe('/car-transfers keeps its search in the URL', () => {
  it('a submitted rental search is written to the address and searched', async () => {
    api.search.mockResolvedValue(RESULTS);
    open();
    expect(screen.getByTestId('address').textContent).toBe('/car-transfers');
    fireEvent.change(select('pickup'), { target: { value: 'RIZE' } });
    fireEvent.change(select('dropoff'), { target: { value: 'AYDER' } });
    fireEvent.change(field('Pickup Date'), { target: { value: '2030-06-01' } });
    fireEvent.change(field('Drop-off Date'), { target: { value: '2030-06-03' } });
    fireEvent.change(field('Car Type'), { target: { value: 'suv' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));

    await waitFor(() => expect(query().get('service')).toBe('car_rental'));
    expect(Object.fromEntries(query())).toEqual({
      service: 'car_rental',
      pickupLocation: 'RIZE',
      dropoffLocation: 'AYDER',
      pickupDate: '2030-06-01',
      dropoffDate: '2030-06-03',
      carType: 'suv',
    });
    await screen.findByRole('heading', { level: 2, name: 'Available vehicles' });
    expect(api.search).toHaveBeenCalledWith({
      serviceType: 'car_rental',
      pickup: { code: 'RIZE' },
      dropoff: { code: 'AYDER' },
      pickupDate: '2030-06-01',
      dropoffDate: '2030-06-03',
      carType: 'suv',
    });
  });

  it('a transfer search writes its passengers (and a map point as lat,lng), not a car type', async () => {
    api.search.mockResolvedValue({ ...RESULTS, serviceType: 'transfer', dropoffDate: null, passengers: 5 });
    open();
    fireEvent.click(screen.getByTestId('service-transfer'));
    fireEvent.change(field('Passengers'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('pickup-map-button'));
    fireEvent.click(await screen.findByText('fake map click'));
    fireEvent.click(screen.getByText('Confirm Location'));
    await waitFor(() => expect(select('pickup').value).toBe('CUSTOM'));
    fireEvent.click(screen.getByTestId('car-search-submit'));

    await waitFor(() => expect(query().get('service')).toBe('transfer'));
    expect(query().get('passengers')).toBe('5');
    expect(query().get('pickupLocation')).toBe('CUSTOM');
    expect(query().get('pickupPoint')).toMatch(/^-?\d+\.\d{5},-?\d+\.\d{5}$/);
    expect(query().has('carType')).toBe(false);
    expect(query().has('dropoffDate')).toBe(false);
    await waitFor(() => expect(api.search).toHaveBeenCalled());
    const [lat, lng] = query().get('pickupPoint')!.split(',').map(Number);
    expect(api.search.mock.calls[0]![0]).toMatchObject({ serviceType: 'transfer', pickup: { code: 'CUSTOM', lat, lng }, passengers: 5 });
  });

  it('opening the page with a search (reload, shared link, Back) fills the form and searches with it', async () => {
    api.search.mockResolvedValue(RESULTS);
    open(`/car-transfers?${RENTAL}`);
    expect(select('pickup').value).toBe('RIZE');
    expect(select('dropoff').value).toBe('AYDER');
    expect(field('Pickup Date').value).toBe('2030-06-01');
    expect(field('Drop-off Date').value).toBe('2030-06-03');
    expect(field('Car Type').value).toBe('suv');
    await screen.findByRole('heading', { level: 2, name: 'Available vehicles' });
    expect(api.search).toHaveBeenCalledWith(expect.objectContaining({ pickup: { code: 'RIZE' }, carType: 'suv' }));
  });

  it('a transfer link with a map point fills the form and searches from that point', async () => {
    api.search.mockResolvedValue({ ...RESULTS, serviceType: 'transfer', dropoffDate: null, passengers: 7 });
    open(
      '/car-transfers?service=transfer&pickupLocation=CUSTOM&pickupPoint=41.00150,39.71780&dropoffLocation=SUMELA&pickupDate=2030-06-01&passengers=7',
    );
    expect(screen.getByTestId('service-transfer').getAttribute('aria-pressed')).toBe('true');
    expect(select('pickup').value).toBe('CUSTOM');
    expect((screen.getByTestId('pickup-coordinates') as HTMLInputElement).value).toBe('41.00150, 39.71780');
    expect(field('Passengers').value).toBe('7');
    await waitFor(() =>
      expect(api.search).toHaveBeenCalledWith({
        serviceType: 'transfer',
        pickup: { code: 'CUSTOM', lat: 41.0015, lng: 39.7178 },
        dropoff: { code: 'SUMELA' },
        pickupDate: '2030-06-01',
        passengers: 7,
      }),
    );
  });

  it('bad or out-of-range values fall back to the defaults, without a crash', async () => {
    api.search.mockResolvedValue(RESULTS);
    open(
      '/car-transfers?service=boat&pickupLocation=Hotel%20X&dropoffLocation=CUSTOM&dropoffPoint=999,1&pickupDate=2000-01-01&dropoffDate=2030-02-31&carType=tank&passengers=99',
    );
    expect(select('pickup').value).toBe('TZX');
    expect(select('dropoff').value).toBe('TZX_CITY');
    expect(field('Car Type').value).toBe('economy');
    await waitFor(() => expect(api.search).toHaveBeenCalled());
    expect(api.search.mock.calls[0]![0]).toMatchObject({
      serviceType: 'car_rental',
      pickup: { code: 'TZX' },
      dropoff: { code: 'TZX_CITY' },
      carType: 'economy',
    });
  });

  it('without a search in the address nothing is searched', async () => {
    open('/car-transfers?pickupLocation=RIZE');
    await screen.findByText('Safety First');
    expect(api.search).not.toHaveBeenCalled();
  });
});

describe('/car-transfers keeps the chosen vehicle in the URL', () => {
  it('Select adds vehicle=…; the browser’s Back returns to the results with the focus on that vehicle’s Select button', async () => {
    api.search.mockResolvedValue(RESULTS);
    open(`/car-transfers?${RENTAL}`);
    const choose = await screen.findByRole('button', { name: 'Select Dacia Duster' });
    choose.focus();
    fireEvent.click(choose);
    await screen.findByTestId('transfers-booking');
    expect(query().get('vehicle')).toBe('suv');
    expect(query().get('carType')).toBe('suv');

    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    const again = await screen.findByRole('button', { name: 'Select Dacia Duster' });
    expect(screen.queryByTestId('transfers-booking')).toBeNull();
    expect(query().has('vehicle')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('the step’s own back button goes back as the browser’s Back does', async () => {
    api.search.mockResolvedValue(RESULTS);
    open(`/car-transfers?${RENTAL}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Select Dacia Duster' }));
    await screen.findByTestId('transfers-booking');
    fireEvent.click(screen.getByRole('button', { name: 'Back to results' }));
    await screen.findByRole('button', { name: 'Select Dacia Duster' });
    expect(query().has('vehicle')).toBe(false);
    // One step back in the history: a second Back leaves the results' entry for the page before.
    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`/car-transfers?${RENTAL}`));
  });

  it('a reload on the booking step opens it again once the results load', async () => {
    api.search.mockResolvedValue(RESULTS);
    open(`/car-transfers?${RENTAL}&vehicle=suv`);
    await screen.findByTestId('transfers-booking');
    expect(screen.getByTestId('booking-vehicle').textContent).toBe('Dacia Duster');
    // Opened from a link (no results entry before it): its back button stays on the page.
    fireEvent.click(screen.getByRole('button', { name: 'Back to results' }));
    await screen.findByRole('button', { name: 'Select Dacia Duster' });
    expect(query().has('vehicle')).toBe(false);
    expect(query().get('carType')).toBe('suv');
  });

  it('the pickup time chosen on the booking step is kept in the address: a reload keeps it, Back still returns to the results', async () => {
    api.search.mockResolvedValue(RESULTS);
    open(`/car-transfers?${RENTAL}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Select Dacia Duster' }));
    await screen.findByTestId('transfers-booking');
    expect(query().has('time')).toBe(false);
    fireEvent.change(field('Pickup time'), { target: { value: '14:35' } });
    await waitFor(() => expect(query().get('time')).toBe('14:35'));
    expect(query().get('vehicle')).toBe('suv');
    expect(field('Pickup time').value).toBe('14:35');

    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await screen.findByRole('button', { name: 'Select Dacia Duster' });
    expect(query().has('vehicle')).toBe(false);
    expect(query().has('time')).toBe(false);
  });

  it('a reload on the booking step keeps its pickup time; a bad time in the address takes the default', async () => {
    api.search.mockResolvedValue(RESULTS);
    open(`/car-transfers?${RENTAL}&vehicle=suv&time=16:20`);
    await screen.findByTestId('transfers-booking');
    expect(field('Pickup time').value).toBe('16:20');
    cleanup();
    open(`/car-transfers?${RENTAL}&vehicle=suv&time=25:99`);
    await screen.findByTestId('transfers-booking');
    expect(field('Pickup time').value).toBe('10:00');
    // Nor does the address keep it.
    await waitFor(() => expect(query().has('time')).toBe(false));
    expect(query().get('vehicle')).toBe('suv');
  });

  it('a vehicle no longer offered (or sold out) shows the results and drops it from the address', async () => {
    api.search.mockResolvedValue({ ...RESULTS, options: RESULTS.options.map((o) => (o._id === 'suv' ? { ...o, available: 0 } : o)) });
    open(`/car-transfers?${RENTAL}&vehicle=suv`);
    await screen.findByRole('heading', { level: 2, name: 'Available vehicles' });
    await waitFor(() => expect(query().has('vehicle')).toBe(false));
    expect(screen.queryByTestId('transfers-booking')).toBeNull();
    expect(query().get('pickupLocation')).toBe('RIZE');
  });
});
